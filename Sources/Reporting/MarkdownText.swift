import Model

/// The one Markdown quoting of the reports (report.md and its baseline section).
package enum MarkdownText {
    /// Text in a table cell or a list: HTML-significant characters become entities, Markdown
    /// punctuation is backslash-escaped, line breaks and other control characters become spaces
    /// (a value from a snapshot or the configuration cannot start a new block).
    package static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "*", "_", "`", "[", "]", "#": out += "\\" + String(ch)
            default:
                if ch.unicodeScalars.contains(where: LineText.needsEscape) { out += " " } else { out.append(ch) }
            }
        }
        return out
    }

    /// Text inside a code span: backticks and pipes cannot be escaped there, so they are replaced;
    /// control characters become spaces (a blank line would end the span and let the rest be Markdown).
    package static func codeText(_ text: String) -> String {
        String(
            text.map { ch -> Character in
                switch ch {
                case "`": "'"
                case "|": "¦"
                default: ch.unicodeScalars.contains(where: LineText.needsEscape) ? " " : ch
                }
            })
    }

    /// Text from the analysis in which `backquoted` spans are code (as the HTML templates' rich-text
    /// reads it): each pair becomes a code span, the rest is escaped; an unpaired backquote is text.
    package static func rich(_ text: String) -> String {
        var parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        // An odd number of backquotes leaves the last one unpaired: it stays text.
        var tail = ""
        if parts.count % 2 == 0 { tail = "`" + parts.removeLast() }
        var out = ""
        for (index, part) in parts.enumerated() {
            out += index % 2 == 0 ? escape(part) : codeSpan(part)
        }
        return out + escape(tail)
    }

    /// A code span: the text between backticks, quoted as `codeText` does.
    package static func codeSpan(_ text: String) -> String { "`" + codeText(text) + "`" }
}
