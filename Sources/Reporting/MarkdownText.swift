/// The one Markdown quoting of the reports (report.md and its baseline section).
package enum MarkdownText {
    /// Text in a table cell or a list: HTML-significant characters become entities, Markdown
    /// punctuation is backslash-escaped, line breaks become spaces.
    package static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "*", "_", "`", "[", "]", "#": out += "\\" + String(ch)
            case "\n", "\r", "\r\n": out += " "
            default: out.append(ch)
            }
        }
        return out
    }

    /// Text inside a code span: backticks and pipes cannot be escaped there, so they are replaced.
    package static func codeText(_ text: String) -> String {
        String(
            text.map { ch -> Character in
                switch ch {
                case "`": "'"
                case "|": "¦"
                case "\n", "\r", "\r\n": " "
                default: ch
                }
            })
    }

    /// A code span: the text between backticks, quoted as `codeText` does.
    package static func codeSpan(_ text: String) -> String { "`" + codeText(text) + "`" }
}
