import SwiftSyntax

/// Type names as text: how a type is written, without optionality, without module prefix.
package enum TypeText {
    /// The type as written, on one line.
    package static func plain(_ type: some SyntaxProtocol) -> String {
        oneLine(source(type))
    }

    /// A node's source text without its leading and trailing trivia. Unlike `trimmedDescription`,
    /// which builds a trimmed copy of the tree first, this slices the text the node already has:
    /// the scanner asks for text of many nodes, and the copies were a sixth of its time.
    package static func source(_ node: some SyntaxProtocol) -> String {
        let bytes = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = bytes.count - node.trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Collapses runs of whitespace (and newlines) into one space.
    package static func oneLine(_ text: String) -> String {
        // Most text is already one line with single spaces: skip the split.
        var previousSpace = false
        var clean = true
        for byte in text.utf8 {
            let space = byte == 0x20
            if byte == 0x0A || byte == 0x0D || byte == 0x09 || (space && previousSpace) { clean = false; break }
            previousSpace = space
        }
        if clean { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(
            separator: " ")
    }

    /// The text without leading and trailing whitespace (spaces, tabs, line ends).
    package static func trimmed(_ text: String) -> String {
        trimming(text) { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }

    /// The text without the leading and trailing ASCII bytes `strip` accepts (checked byte by byte:
    /// by Character, these helpers were most of the time spent linking types across files).
    static func trimming(_ text: String, _ strip: (UInt8) -> Bool) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, strip(first) || strip(last) else { return text }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, strip(utf8[start]) { start = utf8.index(after: start) }
        while end > start, strip(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return String(text[start..<end])
    }

    /// `X?`, `X!`, `Optional<X>` → (`X`, true); anything else → (itself, false).
    package static func unwrapOptional(_ text: String) -> (type: String, isOptional: Bool) {
        var text = text.trimmingSpaces
        if text.hasSuffix("?") || text.hasSuffix("!") {
            text.removeLast()
            if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
            return (text.trimmingSpaces, true)
        }
        if text.hasPrefix("Optional<") && text.hasSuffix(">") {
            return (String(text.dropFirst("Optional<".count).dropLast()).trimmingSpaces, true)
        }
        return (text, false)
    }

    /// `[X]`, `Array<X>` → `X`; nil when the type is not an array.
    package static func arrayElement(_ text: String) -> String? {
        if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
            return String(text.dropFirst().dropLast()).trimmingSpaces
        }
        if text.hasPrefix("Array<") && text.hasSuffix(">") {
            return String(text.dropFirst("Array<".count).dropLast()).trimmingSpaces
        }
        return nil
    }

    /// The last component of a dotted name (`Intents.INIntent` → `INIntent`), generic arguments kept.
    package static func lastComponent(_ text: String) -> String {
        var depth = 0
        var lastDot: String.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case 0x3C: depth += 1  // <
            case 0x3E: depth -= 1  // >
            case 0x2E where depth == 0: lastDot = index  // .
            default: break
            }
            index = utf8.index(after: index)
        }
        guard let dot = lastDot else { return text }
        return String(text[utf8.index(after: dot)...])
    }

    /// The named type a written type stands for: optionality dropped, module prefix dropped.
    /// Nil for anything that is not a plain name (`some P`, tuples, functions, arrays).
    package static func nominal(_ text: String) -> String? {
        let name = lastComponent(unwrapOptional(text).type)
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return nil }
        // Letters, digits and `_`; any non-ASCII byte belongs to a (Unicode) letter of an identifier.
        guard
            name.utf8.allSatisfy({
                $0 >= 0x80 || $0 == 0x5F || (0x30...0x39).contains($0)
                    || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            })
        else { return nil }
        return name
    }

    /// The inherited types of a declaration, module prefix dropped, as written otherwise.
    package static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { inherited -> [String] in
            let type = withoutAttributes(inherited.type)
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.map { lastComponent(plain(withoutAttributes($0.type))) }
            }
            return [lastComponent(plain(type))]
        }
    }

    /// `@retroactive AppEntity`, `@unchecked Sendable`, `@preconcurrency P` → the type itself: the
    /// attribute changes how the conformance is checked, not what is adopted.
    package static func withoutAttributes(_ type: TypeSyntax) -> TypeSyntax {
        type.as(AttributedTypeSyntax.self)?.baseType ?? type
    }

    /// The text of a string literal without interpolation; nil for anything else.
    package static func stringLiteral(_ expr: ExprSyntax?) -> String? {
        guard let literal = expr?.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }

    /// `true`/`false` literals.
    package static func boolLiteral(_ expr: ExprSyntax?) -> Bool? {
        guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// Whether a name starts with an upper-case letter (a type, by Swift convention).
    package static func isTypeLike(_ name: String) -> Bool {
        name.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String { TypeText.trimming(self) { $0 == 0x20 } }
}
