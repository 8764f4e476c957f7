/// Text for line-oriented outputs — `xcode` and `github` lines, messages on standard error — where
/// one finding must stay one line. A file name or an identifier from the audited tree may hold a
/// newline; printed raw, the next line could start with `::error …` and GitHub Actions would run it
/// as a workflow command. Control characters become visible escapes instead.
public enum LineText {
    /// `text` with every control character escaped: `\n`, `\r`, `\t`, and `\u{…}` for the rest of
    /// C0 and C1, DEL, the Unicode line and paragraph separators and the bidirectional overrides
    /// (which can make a terminal show text in another order than it is).
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out += needsEscape(scalar) ? escaped(scalar) : String(scalar)
        }
        return out
    }

    /// `text` in single quotes, escaped, for echoing a value the user (or a file) gave:
    /// `unknown key 'a\nb'`.
    public static func quoted(_ text: String) -> String {
        var out = "'"
        for character in escape(text) { out += character == "'" ? "\\'" : String(character) }
        return out + "'"
    }

    /// One line of printable text from a value read from a file (a release label): what comes
    /// before the first line break, control characters dropped, trimmed, at most `limit`
    /// characters; nil when nothing is left.
    public static func printableLine(_ text: String?, limit: Int = 100) -> String? {
        guard let text else { return nil }
        let firstLine = text.unicodeScalars.prefix { !isLineBreak($0) }
        var out = String.UnicodeScalarView()
        for scalar in firstLine where !needsEscape(scalar) { out.append(scalar) }
        let trimmed = String(out).trimmingSpaces()
        return trimmed.isEmpty ? nil : String(trimmed.prefix(limit))
    }

    /// Whether a scalar must not appear raw on a line of output.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (NEL is 0x85)
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional marks
        default: false
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
