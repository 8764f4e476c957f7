import Model

/// A small writer for generated Swift text: lines, four-space indentation, blocks, string literals.
///
/// Why a writer and not SwiftSyntax builders: the generator only emits Swift (it never reads it),
/// a writer keeps the Scaffold target free of SwiftSyntax (Scanning stays its only importer), and
/// the output is checked where it matters: the tests parse every generated file with SwiftParser
/// and type-check it with `swiftc` against the App Intents stand-in.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty string gives an empty line.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// `opening {`, the body one level in, then `}` (or `opening [` … `]` for a literal).
    mutating func block(
        _ opening: String, open: String = "{", closing: String = "}", _ body: (inout SwiftWriter) -> Void
    ) {
        line(opening + " " + open)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// `head(a, b)tail` on one line when it fits in 120 columns, else one argument per line.
    mutating func call(_ head: String, _ arguments: [String], _ tail: String = "") {
        let single = head + "(" + arguments.joined(separator: ", ") + ")" + tail
        if String(repeating: "    ", count: depth).count + single.count <= 120 || arguments.isEmpty {
            line(single)
            return
        }
        line(head + "(")
        depth += 1
        for (index, argument) in arguments.enumerated() { line(argument + (index < arguments.count - 1 ? "," : "")) }
        depth -= 1
        line(")" + tail)
    }

    /// The body one level in, without braces (for `} otherwise: {`).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `// text` lines, one per line of `text`. Any other line break or control character (a carriage
    /// return would end a `//` comment for the compiler) is written as its `\u{…}` escape.
    mutating func comment(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = Self.commentText(String(part))
            line(safe.isEmpty ? "//" : "// " + safe)
        }
    }

    /// Text from the tree (a name, a kind) made safe inside a `//` comment: line breaks and control
    /// characters become `\u{…}`.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && scalar != "\t") || value == 0x7F || value == 0x85 || value == 0x2028 || value == 0x2029
            {
                result += "\\u{\(String(value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `identifier(name)` writes `name` unchanged (backticks aside): else the generated name
    /// differs from the legacy one, which a migration matches by name.
    static func isIdentifierUnchanged(_ name: String) -> Bool {
        let written = identifier(name)
        return written == name || written == "`\(name)`"
    }

    /// A Swift string literal for `text`: backslashes, quotes and control characters escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A localized title from the scaffold's String Catalog: `LocalizedStringResource("…", table: "AppIntents")`.
    static func resource(_ text: String) -> String {
        "LocalizedStringResource(\(literal(text)), table: \(literal(ScaffoldNames.stringCatalogTable)))"
    }

    /// A valid identifier: letters, digits and `_` kept, anything else dropped; a leading digit or
    /// keyword is escaped with backticks.
    static func identifier(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        if result.isEmpty { result = "_" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
        "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
        "Any", "internal", "private", "public", "fileprivate", "open",
    ]
}
