/// The one grammar of inline suppressions, for Swift and Objective-C alike:
///
///     // intent-audit:disable:next RULE[, RULE…] [-- reason]
///
/// The comment starts with the marker (after `//` and spaces). Rule ids follow, separated by
/// spaces or commas; `--` (or any word that is not an id) ends the list and starts a free-text
/// reason. A marker that names no rule is a diagnostic in both languages.
package enum SuppressionGrammar {
    package static let marker = "intent-audit:disable:next"
    package static let markerBytes = Array(marker.utf8)
    package static let namesNoRule =
        "suppression comment names no rule (write `// intent-audit:disable:next RULE`)"

    /// The rule ids of a comment's text (with or without its leading `//`): nil when the comment is
    /// not a suppression, empty when the marker names no rule.
    package static func rules(in comment: Substring) -> [String]? {
        let text = comment.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return nil }
        var rules: [String] = []
        for word in text.dropFirst(marker.count).split(whereSeparator: { " \t,\r\n".contains($0) }) {
            guard word != "--", word.allSatisfy(isIDCharacter) else { break }
            rules.append(String(word))
        }
        return rules
    }

    private static func isIDCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".")
    }
}
