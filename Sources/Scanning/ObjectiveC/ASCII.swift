/// The bytes the Objective-C lexer and the pre-filter compare against.
package enum ASCII {
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let slash = UInt8(ascii: "/")
    package static let backslash = UInt8(ascii: "\\")
    package static let star = UInt8(ascii: "*")
    package static let hash = UInt8(ascii: "#")
    package static let quote = UInt8(ascii: "\"")
    package static let apostrophe = UInt8(ascii: "'")
    package static let at = UInt8(ascii: "@")
    package static let dot = UInt8(ascii: ".")
    package static let plus = UInt8(ascii: "+")
    package static let minus = UInt8(ascii: "-")
    package static let comma = UInt8(ascii: ",")
    package static let openParen = UInt8(ascii: "(")
    package static let closeParen = UInt8(ascii: ")")

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$`, and any byte of a multi-byte UTF-8 character.
    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    package static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
