import Foundation
import Model

/// Collects every text the generated code shows, by the table it is looked up in: titles,
/// descriptions and summaries name the `AppIntents` table; App Shortcut phrases can only be read
/// from the `AppShortcuts` table.
final class StringCollector {
    private(set) var texts: Set<String> = []
    /// Phrase keys as the catalog holds them (`Order in ${applicationName}`).
    private(set) var phrases: Set<String> = []

    func add(_ text: String) { texts.insert(text) }

    func addPhrase(_ key: String) { phrases.insert(key) }

    /// `LocalizedStringResource("…", table: "AppIntents")`, remembering the text.
    func resource(_ text: String) -> String {
        add(text)
        return SwiftWriter.resource(text)
    }
}

/// Writes `AppIntents.xcstrings`: each generated text with the translations the legacy definition had.
/// A text is translated when some localization ID of a definition has it as source text and a
/// translation holds that ID.
struct StringCatalogWriter {
    var texts: Set<String>
    /// Every definition's texts (source text by ID, translations by language).
    var definitions: [DefinitionTexts]
    /// The language the generated texts are written in: the definitions' development language.
    var sourceLanguage: String

    func catalog() -> (text: String, missing: [String: [String]], placeholders: [String]) {
        var strings: [String: Any] = [:]
        var missing: [String: [String]] = [:]
        var placeholders: [String] = []
        let languages = Set(definitions.flatMap { $0.translations.keys }).subtracting(["Base"]).sorted()
        for text in texts.sorted() {
            var localizations: [String: Any] = [:]
            for language in languages {
                if let value = translation(of: text, in: language), language == sourceLanguage || value != text {
                    // A translation whose `${…}` placeholders differ from the key's is carried over for review.
                    let same = Self.placeholders(value) == Self.placeholders(text)
                    if !same { placeholders.append("\(language): \"\(text)\"") }
                    localizations[language] = [
                        "stringUnit": ["state": same ? "translated" : "needs_review", "value": value]
                    ]
                } else if language != sourceLanguage {
                    // In the source language the key is its own text.
                    missing[language, default: []].append(text)
                }
            }
            strings[text] = localizations.isEmpty ? [String: Any]() : ["localizations": localizations]
        }
        let root: [String: Any] = ["sourceLanguage": sourceLanguage, "strings": strings, "version": "1.0"]
        let data =
            (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return ((String(data: data, encoding: .utf8) ?? "{}") + "\n", missing, placeholders)
    }

    /// The `${name}` placeholders of a text, sorted.
    static func placeholders(_ text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}") else { break }
            result.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return result.sorted()
    }

    /// The first translation of `text` that differs from it (a text used under several IDs may be
    /// translated under one and left in the source language under another), else the first one.
    private func translation(of text: String, in language: String) -> String? {
        var identical: String?
        for definition in definitions {
            let ids = definition.sourceTexts.filter { $0.value == text }.keys.sorted()
            for id in ids {
                guard let value = definition.translations[language]?[id], !value.isEmpty else { continue }
                if value != text { return value }
                identical = identical ?? value
            }
        }
        return identical
    }
}
