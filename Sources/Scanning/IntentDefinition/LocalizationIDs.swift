/// The localization IDs of a definition file (format doc §11): every `…ID` key with a string
/// value, anywhere in the file, and which of them have source text to translate (the sibling key
/// without `ID`, e.g. `INIntentTitle` beside `INIntentTitleID`, holds non-empty text).
package struct LocalizationIDs: Sendable, Equatable {
    /// Every ID.
    package var ids: Set<String>
    /// The IDs whose source text is not empty: these need a translation.
    package var withText: Set<String>
    /// ID → its source text (the first one found), for the IDs in `withText`.
    package var texts: [String: String] = [:]

    package static func collect(_ root: PropertyListValue) -> LocalizationIDs {
        var all: Set<String> = []
        var withText: Set<String> = []
        var texts: [String: String] = [:]
        visit(root, all: &all, withText: &withText, texts: &texts)
        return LocalizationIDs(ids: all, withText: withText, texts: texts)
    }

    private static func visit(
        _ value: PropertyListValue, all: inout Set<String>, withText: inout Set<String>, texts: inout [String: String]
    ) {
        switch value.content {
        case .dictionary(let entries):
            for entry in entries {
                if entry.key.hasPrefix("IN"), entry.key.hasSuffix("ID"), let id = entry.value.string, !id.isEmpty {
                    all.insert(id)
                    let textKey = String(entry.key.dropLast(2))
                    if let text = entries.first(where: { $0.key == textKey })?.value.string, !text.isEmpty {
                        withText.insert(id)
                        if texts[id] == nil { texts[id] = text }
                    }
                }
                visit(entry.value, all: &all, withText: &withText, texts: &texts)
            }
        case .array(let items):
            for item in items { visit(item, all: &all, withText: &withText, texts: &texts) }
        default:
            break
        }
    }

    /// Whether a translation key belongs to the definition: an ID, or the per-value variant of a
    /// combination title, `<titleID>-<valueID>`.
    package func uses(_ key: String) -> Bool {
        if ids.contains(key) { return true }
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && ids.contains(String(parts[0])) && ids.contains(String(parts[1]))
    }

    /// Every ID, sorted.
    package var all: [String] { ids.sorted() }
}
