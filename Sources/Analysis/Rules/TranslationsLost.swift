import Foundation
import Model

/// IA209: the legacy definition was translated into a language that the counterpart's strings lack.
package struct TranslationsLost: Rule {
    package let id = RuleID.translationsLost
    package let title = "Counterpart's strings lack a language the legacy definition had"
    package let severity = Severity.warning
    package let step = 2
    package let effort = EffortScale.mechanical
    package let lane = PlanTask.Lane.polish
    package let explanation = """
        A SiriKit definition is translated through its .lproj/*.strings (or .xcstrings) files; an App Intent's \
        title and parameter titles are LocalizedStringResources, looked up in the app's Localizable or \
        AppIntents string table. When that table has no entry in a language the definition had, users of that \
        language see the untranslated title in Shortcuts, Siri and the widget editor.
        """
    package let fix =
        "Carry the translations over to a String Catalog (`intent-audit scaffold` writes AppIntents.xcstrings with them)."

    package func check(_ context: RuleContext) -> [Finding] {
        let tables = context.inventory.appStringTables.filter { AppStringTable.appIntentsTables.contains($0.table) }
        // Language → every key the app's tables translate into it (built once: a localized app's
        // tables hold thousands of keys in dozens of languages).
        var translatedKeys: [String: Set<String>] = [:]
        for table in tables {
            for (language, keys) in table.keysByLanguage { translatedKeys[language, default: []].formUnion(keys) }
        }
        return context.linksWithCounterpart.flatMap { link, counterpart -> [Finding] in
            guard let file = link.definitionFile else { return [] }
            // The titles in the code are the development language's own text (the project's
            // developmentRegion, or the definition's own .lproj); Base is not a language.
            let source = DevelopmentLanguage.of(definitionAt: file.path, projects: context.inventory.projects)
            let legacyLanguages = Set(file.localizations.map(\.language)).subtracting(["Base", source]).sorted()
            // Looked up by key; named by key and, when it differs, the text a reader sees.
            var shown: [String: String] = [:]
            // Key → the text a reader sees (the legacy tables are compared on it).
            var texts: [String: String] = [:]
            if let key = counterpart.titleKey, !key.isEmpty {
                shown[key] = "\"\(key)\""
                texts[key] = key
            }
            for parameter in counterpart.parameters {
                guard let key = parameter.titleKey, !key.isEmpty else { continue }
                let text = parameter.title ?? key
                shown[key] = text == key ? "\"\(key)\"" : "\"\(key)\" (\(text))"
                texts[key] = text
            }
            let keys = Array(shown.keys)
            return legacyLanguages.compactMap { language -> Finding? in
                // Only texts the legacy tables did translate can be lost (an untranslated or English-identical
                // value was never shown translated).
                let legacy = Set(file.localizations.filter { $0.language == language }.flatMap(\.translatedTexts))
                let translated = translatedKeys[language] ?? []
                let missing = keys.filter {
                    !translated.contains($0) && (legacy.contains($0) || legacy.contains(texts[$0] ?? $0))
                }.sorted()
                let hasLanguage = translatedKeys[language] != nil
                guard !missing.isEmpty else { return nil }
                let what = missing.isEmpty ? "its title" : missing.map { shown[$0] ?? $0 }.joined(separator: ", ")
                return finding(
                    intent: link.className, key: language, at: counterpart.location,
                    "\(Self.languageName(language)) users lose the translated title of \(counterpart.name): "
                        + (hasLanguage
                            ? "no \(language) translation for \(what)"
                            : "no Localizable or AppIntents string table has \(language) (\(link.className) had it)"))
            }
        }
    }

    /// `German (de)` for `de`; the code alone when the name is not known.
    static func languageName(_ code: String) -> String {
        let name = Locale(identifier: "en").localizedString(forIdentifier: code)
        return name.map { "\($0) (\(code))" } ?? code
    }
}

extension RuleID {
    package static let translationsLost: RuleID = "IA209"
}
