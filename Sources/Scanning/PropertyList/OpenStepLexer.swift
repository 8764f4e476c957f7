/// Splits an old-style (OpenStep / ASCII) property list into tokens, skipping `//` and `/* */`
/// comments and tracking lines. Quoted strings understand the escapes CoreFoundation does:
/// `\n \t \r \" \' \\ \a \b \f \v`, octal `\123` and `\U1234` (UTF-16 units; surrogate pairs join).
///
/// The lexer walks the text's UTF-8 bytes: every character the format gives a meaning to is ASCII,
/// so a quoted string without escapes is one slice of bytes made a `String` at once. (Built scalar by
/// scalar, the string tables of a localized app were a third of its whole audit.)
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

    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1

    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    package mutating func next() throws -> Token {
        try skipTrivia()
        guard index < bytes.count else { return Token(kind: .end, line: line) }
        let start = line
        let c = bytes[index]
        switch c {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
            UInt8(ascii: ";"), UInt8(ascii: ","):
            index += 1
            return Token(kind: .punctuation(Character(Unicode.Scalar(c))), line: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return Token(kind: .quoted(try quoted(c)), line: start)
        case UInt8(ascii: "<"):
            return Token(kind: .data(try data()), line: start)
        default:
            guard Self.isWordByte(c) else {
                throw PropertyListError(line: start, message: "unexpected character '\(character(at: index))'")
            }
            let first = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return Token(kind: .word(String(decoding: bytes[first..<index], as: UTF8.self)), line: start)
        }
    }

    /// The characters CoreFoundation allows in an unquoted string (all ASCII).
    private static func isWordByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default: false
        }
    }

    /// The character that starts at byte `i` (for messages).
    private func character(at i: Int) -> Character {
        var end = i + 1
        while end < bytes.count, end - i < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[i..<end], as: UTF8.self).first ?? "\u{FFFD}"
    }

    /// Whether the bytes at `i` are U+FEFF (a byte order mark left in the text).
    private func isByteOrderMark(at i: Int) -> Bool {
        i + 2 < bytes.count && bytes[i] == 0xEF && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF
    }

    private mutating func skipTrivia() throws {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let newline = UInt8(ascii: "\n")
        while index < bytes.count {
            let c = bytes[index]
            if c == newline {
                line += 1
                index += 1
            } else if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C {
                index += 1
            } else if isByteOrderMark(at: index) {
                index += 3
            } else if c == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if c == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                let start = line
                index += 2
                var closed = false
                while index < bytes.count {
                    if bytes[index] == star, index + 1 < bytes.count, bytes[index + 1] == slash {
                        index += 2
                        closed = true
                        break
                    }
                    if bytes[index] == newline { line += 1 }
                    index += 1
                }
                if !closed { throw PropertyListError(line: start, message: "unterminated /* comment") }
            } else {
                return
            }
        }
    }

    private mutating func quoted(_ quote: UInt8) throws -> String {
        let start = line
        index += 1
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        // The common case: no escape before the closing quote — one slice, one String.
        var end = index
        while end < bytes.count, bytes[end] != quote, bytes[end] != backslash {
            if bytes[end] == newline { line += 1 }
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        // Escapes: UTF-8 bytes gathered, then one String. `\U` escapes are UTF-16 units, so a high
        // surrogate waits for its low one, and a lone one becomes U+FFFD.
        var text = [UInt8](bytes[index..<end])
        index = end
        var high: UInt32?
        func flush() {
            if high != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
            high = nil
        }
        func append(_ s: Unicode.Scalar) {
            flush()
            text.append(contentsOf: UTF8.encode(s)!)
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
                    text.append(contentsOf: UTF8.encode(joined)!)
                } else {
                    append("\u{FFFD}")
                }
            default: append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        while index < bytes.count {
            let c = bytes[index]
            index += 1
            if c == quote {
                flush()
                return String(decoding: text, as: UTF8.self)
            }
            if c == newline { line += 1 }
            guard c == backslash else {
                flush()
                text.append(c)
                continue
            }
            guard index < bytes.count else { break }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "a"): append("\u{07}")
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0C}")
            case UInt8(ascii: "v"): append("\u{0B}")
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let d = Self.hexValue(bytes[index]) {
                    value = value << 4 | UInt16(d)
                    index += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw PropertyListError(line: line, message: "\\U escape without hexadecimal digits")
                }
                appendUnit(value)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(e - 48)
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - 48)
                    index += 1
                    digits += 1
                }
                append(Unicode.Scalar(UInt8(value & 0xFF)))
            case newline:
                line += 1
                append("\n")
            default:
                // An escaped character stands for itself; a multi-byte one is copied whole.
                flush()
                text.append(e)
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 {
                    text.append(bytes[index])
                    index += 1
                }
            }
        }
        throw PropertyListError(line: start, message: "unterminated quoted string")
    }

    private mutating func data() throws -> [UInt8] {
        let start = line
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let c = bytes[index]
            index += 1
            if c == UInt8(ascii: ">") {
                guard high == nil else {
                    throw PropertyListError(line: start, message: "<data> has an odd number of hex digits")
                }
                return result
            }
            if c == UInt8(ascii: "\n") { line += 1; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D { continue }
            guard let v = Self.hexValue(c) else {
                throw PropertyListError(
                    line: line, message: "'\(character(at: index - 1))' is not a hexadecimal digit in <data>")
            }
            if let h = high { result.append(h << 4 | v); high = nil } else { high = v }
        }
        throw PropertyListError(line: start, message: "unterminated <data>")
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - 55
        default: nil
        }
    }
}
