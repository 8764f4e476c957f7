/// Splits an old-style (OpenStep / ASCII) property list into tokens, skipping `//` and `/* */`
/// comments and tracking lines. Quoted strings understand the escapes CoreFoundation does:
/// `\n \t \r \" \' \\ \a \b \f \v`, octal `\123` and `\U1234` (UTF-16 units; surrogate pairs join).
package struct OpenStepLexer {
    /// One token and the line it starts on.
    package struct Token: Equatable {
        package enum Kind: Equatable {
            case punctuation(Character)
            case quoted(String)
            case word(String)
            case data([UInt8])
            case end
        }
        package var kind: Kind
        package var line: Int
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var line = 1

    package init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    package mutating func next() throws -> Token {
        try skipTrivia()
        guard index < scalars.count else { return Token(kind: .end, line: line) }
        let start = line
        let c = scalars[index]
        switch c {
        case "{", "}", "(", ")", "=", ";", ",":
            index += 1
            return Token(kind: .punctuation(Character(c)), line: start)
        case "\"", "'":
            return Token(kind: .quoted(try quoted(c)), line: start)
        case "<":
            return Token(kind: .data(try data()), line: start)
        default:
            guard Self.isWordCharacter(c) else {
                throw PropertyListError(line: start, message: "unexpected character '\(Character(c))'")
            }
            var word = ""
            while index < scalars.count, Self.isWordCharacter(scalars[index]) {
                word.unicodeScalars.append(scalars[index])
                index += 1
            }
            return Token(kind: .word(word), line: start)
        }
    }

    /// The characters CoreFoundation allows in an unquoted string.
    package static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-", "+": return true
        default: return false
        }
    }

    private mutating func skipTrivia() throws {
        while index < scalars.count {
            let c = scalars[index]
            if c == "\n" {
                line += 1
                index += 1
            } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{0B}" || c == "\u{0C}" {
                index += 1
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = line
                index += 2
                var closed = false
                while index < scalars.count {
                    if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        index += 2
                        closed = true
                        break
                    }
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                if !closed { throw PropertyListError(line: start, message: "unterminated /* comment") }
            } else {
                return
            }
        }
    }

    private mutating func quoted(_ quote: Unicode.Scalar) throws -> String {
        let start = line
        index += 1
        // Scalars appended straight to the string (a String and an Array per character, then a
        // UTF-16 pass, made string tables a third of a real app's audit); `\U` escapes are UTF-16
        // units, so a high surrogate waits for its low one, and a lone one becomes U+FFFD.
        var text = String.UnicodeScalarView()
        var high: UInt32?
        func flush() {
            if high != nil { text.append("\u{FFFD}") }
            high = nil
        }
        func append(_ s: Unicode.Scalar) {
            flush()
            text.append(s)
        }
        func appendUnit(_ unit: UInt16) {
            let value = UInt32(unit)
            switch value {
            case 0xD800...0xDBFF:
                flush()
                high = value
            case 0xDC00...0xDFFF:
                if let first = high, let joined = Unicode.Scalar(0x1_0000 + ((first - 0xD800) << 10) + (value - 0xDC00))
                {
                    high = nil
                    text.append(joined)
                } else {
                    append("\u{FFFD}")
                }
            default: append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            if c == quote {
                flush()
                return String(text)
            }
            if c == "\n" { line += 1 }
            guard c == "\\" else { append(c); continue }
            guard index < scalars.count else { break }
            let e = scalars[index]
            index += 1
            switch e {
            case "n": append("\n")
            case "t": append("\t")
            case "r": append("\r")
            case "a": append("\u{07}")
            case "b": append("\u{08}")
            case "f": append("\u{0C}")
            case "v": append("\u{0B}")
            case "U", "u":
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < scalars.count, let d = Self.hexValue(scalars[index]) {
                    value = value << 4 | UInt16(d)
                    index += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw PropertyListError(line: line, message: "\\U escape without hexadecimal digits")
                }
                appendUnit(value)
            case "0"..."7":
                var value = UInt32(e.value - 48)
                var digits = 1
                while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + (scalars[index].value - 48)
                    index += 1
                    digits += 1
                }
                append(Unicode.Scalar(value & 0xFF)!)
            case "\n":
                line += 1
                append(e)
            default:
                append(e)
            }
        }
        throw PropertyListError(line: start, message: "unterminated quoted string")
    }

    private mutating func data() throws -> [UInt8] {
        let start = line
        index += 1
        var bytes: [UInt8] = []
        var high: UInt8?
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            if c == ">" {
                guard high == nil else {
                    throw PropertyListError(line: start, message: "<data> has an odd number of hex digits")
                }
                return bytes
            }
            if c == "\n" { line += 1; continue }
            if c == " " || c == "\t" || c == "\r" { continue }
            guard let v = Self.hexValue(c) else {
                throw PropertyListError(line: line, message: "'\(Character(c))' is not a hexadecimal digit in <data>")
            }
            if let h = high { bytes.append(h << 4 | v); high = nil } else { high = v }
        }
        throw PropertyListError(line: start, message: "unterminated <data>")
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt8? {
        switch c {
        case "0"..."9": UInt8(c.value - 48)
        case "a"..."f": UInt8(c.value - 87)
        case "A"..."F": UInt8(c.value - 55)
        default: nil
        }
    }
}
