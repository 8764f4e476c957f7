/// The bytes the Objective-C lexer and the pre-filter compare against.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let hash = UInt8(ascii: "#")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let comma = UInt8(ascii: ",")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$`, and any byte of a multi-byte UTF-8 character.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
