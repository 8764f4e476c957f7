import Model

/// Parses an old-style (OpenStep / ASCII) property list: `{ key = value; }` dictionaries,
/// `( a, b, )` arrays, quoted and unquoted strings and `<hex>` data — the format of
/// `project.pbxproj` and of `.strings` files. Every value is a string, array, dictionary or data
/// (the format has no numbers or booleans). A `.strings` file is a dictionary without braces;
/// `"key";` alone there means the value equals the key.
package struct OpenStepPropertyListReader {
    private var lexer: OpenStepLexer
    private var lookahead: OpenStepLexer.Token?
    /// How deep the reader is in dictionaries and arrays, and how deep it may go.
    private var depth = 0
    private let maximumDepth: Int

    private init(_ text: String, maximumDepth: Int) {
        lexer = OpenStepLexer(text)
        self.maximumDepth = maximumDepth
    }

    /// Reads one value that must fill the whole text.
    package static func read(_ text: String, maximumDepth: Int = Limits().nestingDepth) throws -> PropertyListValue {
        var reader = OpenStepPropertyListReader(text, maximumDepth: maximumDepth)
        let first = try reader.peek()
        if first.kind == .end { throw PropertyListError(line: first.line, message: "the property list is empty") }
        let value = try reader.value()
        let rest = try reader.take()
        guard rest.kind == .end else {
            throw PropertyListError(line: rest.line, message: "unexpected text after the end of the property list")
        }
        return value
    }

    /// Reads a `.strings` file: a dictionary with or without surrounding braces. An empty file is
    /// an empty dictionary.
    package static func readStrings(
        _ text: String, maximumDepth: Int = Limits().nestingDepth
    ) throws -> PropertyListValue {
        var reader = OpenStepPropertyListReader(text, maximumDepth: maximumDepth)
        let first = try reader.peek()
        if first.kind == .punctuation("{") { return try read(text, maximumDepth: maximumDepth) }
        let entries = try reader.entries(until: .end)
        return PropertyListValue(.dictionary(entries), line: first.kind == .end ? 1 : first.line)
    }

    private mutating func peek() throws -> OpenStepLexer.Token {
        if let t = lookahead { return t }
        let t = try lexer.next()
        lookahead = t
        return t
    }

    private mutating func take() throws -> OpenStepLexer.Token {
        let t = try peek()
        lookahead = nil
        return t
    }

    /// `what` is only built for the message (two interpolations an entry were a fifth of reading a
    /// localized app's string tables).
    private mutating func expect(_ c: Character, after what: @autoclosure () -> String) throws {
        let t = try take()
        guard t.kind == .punctuation(c) else {
            throw PropertyListError(line: t.line, message: "expected '\(c)' \(what()), found \(Self.describe(t))")
        }
    }

    private mutating func value() throws -> PropertyListValue {
        let t = try take()
        if t.kind == .punctuation("{") || t.kind == .punctuation("(") {
            depth += 1
            guard depth <= maximumDepth else {
                throw PropertyListError(
                    line: t.line,
                    message: "the property list nests deeper than \(maximumDepth) levels (--limit nesting-depth)")
            }
        }
        defer { if t.kind == .punctuation("{") || t.kind == .punctuation("(") { depth -= 1 } }
        switch t.kind {
        case .punctuation("{"):
            return PropertyListValue(.dictionary(try entries(until: .punctuation("}"))), line: t.line)
        case .punctuation("("):
            return PropertyListValue(.array(try elements()), line: t.line)
        case .quoted(let s), .word(let s):
            return PropertyListValue(.string(s), line: t.line)
        case .data(let bytes):
            return PropertyListValue(.data(bytes), line: t.line)
        default:
            throw PropertyListError(line: t.line, message: "expected a value, found \(Self.describe(t))")
        }
    }

    private mutating func entries(until end: OpenStepLexer.Token.Kind) throws -> [PropertyListEntry] {
        var result: [PropertyListEntry] = []
        while true {
            let t = try take()
            if t.kind == end { return result }
            let key: String
            switch t.kind {
            case .quoted(let s), .word(let s): key = s
            case .end: throw PropertyListError(line: t.line, message: "the dictionary is not closed (missing '}')")
            default: throw PropertyListError(line: t.line, message: "expected a key, found \(Self.describe(t))")
            }
            let next = try peek()
            if next.kind == .punctuation(";"), end == .end {
                _ = try take()
                result.append(
                    PropertyListEntry(key: key, keyLine: t.line, value: PropertyListValue(.string(key), line: t.line)))
                continue
            }
            try expect("=", after: "after the key '\(key)'")
            let v = try value()
            try expect(";", after: "after the value of '\(key)'")
            result.append(PropertyListEntry(key: key, keyLine: t.line, value: v))
        }
    }

    private mutating func elements() throws -> [PropertyListValue] {
        var result: [PropertyListValue] = []
        while true {
            let t = try peek()
            if t.kind == .punctuation(")") { _ = try take(); return result }
            if t.kind == .end {
                throw PropertyListError(line: t.line, message: "the array is not closed (missing ')')")
            }
            result.append(try value())
            let sep = try take()
            if sep.kind == .punctuation(")") { return result }
            guard sep.kind == .punctuation(",") else {
                throw PropertyListError(
                    line: sep.line, message: "expected ',' or ')' in an array, found \(Self.describe(sep))")
            }
        }
    }

    private static func describe(_ t: OpenStepLexer.Token) -> String {
        switch t.kind {
        case .punctuation(let c): "'\(c)'"
        case .quoted(let s): "the string \"\(s)\""
        case .word(let s): "'\(s)'"
        case .data: "<data>"
        case .end: "the end of the file"
        }
    }
}
