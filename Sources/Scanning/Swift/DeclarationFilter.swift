import SystemSupport

/// The follow-up pre-filter: whether a file the keyword filter skipped may declare, extend or adopt
/// a name the judgement still misses (a kind constant, a manager type, an app protocol refining
/// `AppIntent`).
///
/// Only a file that could hold such a declaration is worth a parse. A file that merely uses the name
/// is not: in a real app a global such as `Current` or `L10n` is used in hundreds of files that
/// name no intent, and parsing them all doubled the cold audit (home-assistant's iOS app: 343 of
/// 640 parses). So an occurrence counts only where a declaration or an inheritance clause could put
/// it: a whole identifier (backticks allowed) whose previous word is a declaring keyword (`struct`,
/// `class`, `enum`, `actor`, `protocol`, `extension`, `typealias`, `let`, `var`, `func`, `case`),
/// or whose previous character is `,`, `:` or `&` (a case or variable list, an inheritance clause,
/// `extension X: Name`, a protocol composition). Anything else — a use, a member access, a call — cannot declare the name.
/// The filter may let through files that turn out not to declare it (in a comment, a string, a type
/// annotation); the parse settles those. It must never drop a file that does: every form of
/// declaration Swift has puts one of these before the name.
package enum DeclarationFilter {
    /// The words after which a name is being declared.
    private static let declaringWords: [[UInt8]] = [
        "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "let", "var", "func", "case",
    ].map { Array($0.utf8) }

    /// Whether `bytes` may declare, extend or adopt one of `names` (UTF-8 identifiers).
    package static func mayDeclare(_ bytes: [UInt8], anyOf names: [[UInt8]]) -> Bool {
        names.contains { mayDeclare(bytes, $0) }
    }

    /// Whether `bytes` may declare, extend or adopt `name`.
    package static func mayDeclare(_ bytes: [UInt8], _ name: [UInt8]) -> Bool {
        ByteSearch.firstOccurrence(bytes, name) { offset in
            let end = offset + name.count
            guard end == bytes.count || !isIdentifierByte(bytes[end]) else { return false }
            var cursor = offset - 1
            if cursor >= 0, bytes[cursor] == backtick {
                cursor -= 1
            } else if cursor >= 0, isIdentifierByte(bytes[cursor]) {
                return false  // the end of a longer identifier
            }
            // The previous non-blank character.
            while cursor >= 0, isBlank(bytes[cursor]) { cursor -= 1 }
            guard cursor >= 0 else { return false }
            let previous = bytes[cursor]
            if previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "&") {
                return true
            }
            guard isIdentifierByte(previous) else { return false }
            // The previous word.
            var start = cursor
            while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
            let word = bytes[start...cursor]
            return declaringWords.contains { $0.elementsEqual(word) }
        }
    }

    private static let backtick = UInt8(ascii: "`")

    /// A byte that can continue a Swift identifier (ASCII letters, digits, `_`, and any byte of a
    /// non-ASCII character, which Swift allows in identifiers).
    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            true
        default: false
        }
    }

    private static func isBlank(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }
}
