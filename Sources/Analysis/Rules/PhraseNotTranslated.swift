import Model

/// IA912: an App Shortcut phrase that the app's `AppShortcuts` table leaves out in languages it translates.
package struct PhraseNotTranslated: Rule {
    package let id = RuleID.phraseNotTranslated
    package let title = "App Shortcut phrase missing from the AppShortcuts table"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        In a language other than the development language, Siri understands an App Shortcut phrase only \
        through its entry in the `AppShortcuts` table (AppShortcuts.xcstrings or `<lang>.lproj/AppShortcuts.strings`), \
        keyed by the phrase as written with `${applicationName}`. A phrase added or reworded in code without its \
        entries is not understood in the languages the table translates — and a reworded phrase's old entries \
        no longer match anything, so users who spoke the old phrase there lose it. The rule fires only for \
        languages in which the table translates other phrases of the app.
        """
    package let fix =
        "Add the phrase's entries (the key as written, with ${applicationName}) to the AppShortcuts table."

    package func check(_ context: RuleContext) -> [Finding] {
        let tables = context.inventory.appStringTables.filter { $0.table == AppStringTable.shortcutsTable }
        var keysByLanguage: [String: Set<String>] = [:]
        var pathsByLanguage: [String: Set<String>] = [:]
        for table in tables {
            for (language, keys) in table.keysByLanguage where !keys.isEmpty {
                keysByLanguage[language, default: []].formUnion(keys)
                pathsByLanguage[language, default: []].insert(table.path)
            }
        }
        guard !keysByLanguage.isEmpty else { return [] }
        return ShortcutProviders.built(context).compactMap { provider -> Finding? in
            let source = DevelopmentLanguage.of(
                definitionAt: provider.location.path, projects: context.inventory.projects)
            let languages = keysByLanguage.keys.filter { $0 != source && $0 != "Base" }.sorted()
            var missing: [(phrase: ShortcutPhrase, languages: [String])] = []
            for phrase in provider.appShortcuts.flatMap(\.phrases) {
                guard let key = phrase.key else { continue }
                let absent = languages.filter { !(keysByLanguage[$0]?.contains(key) ?? false) }
                if !absent.isEmpty { missing.append((phrase, absent)) }
            }
            guard let first = missing.first else { return nil }
            let allAbsent = Set(missing.flatMap(\.languages)).sorted()
            let each = missing.map { "\"\($0.phrase.key ?? $0.phrase.written)\" (\(Self.list($0.languages)))" }
            let paths = Set(allAbsent.flatMap { pathsByLanguage[$0] ?? [] }).sorted()
            return finding(
                intent: nil, key: provider.name, at: first.phrase.location,
                "\(missing.count) phrase\(missing.count == 1 ? "" : "s") of \(provider.name) "
                    + "\(missing.count == 1 ? "has" : "have") no entry in the AppShortcuts table for languages it "
                    + "translates: \(each.joined(separator: ", ")); Siri does not understand "
                    + (missing.count == 1 ? "it" : "them") + " there",
                proof: [
                    ProofStep(
                        "\(paths.joined(separator: ", ")) translate\(paths.count == 1 ? "s" : "") App Shortcut phrases "
                            + "for " + Self.list(allAbsent)),
                    ProofStep(
                        "\(first.phrase.written) is keyed \"\(first.phrase.key ?? "")\", which no entry for "
                            + Self.list(first.languages) + " has", at: first.phrase.location),
                    ProofStep(
                        "outside the development language (\(source)) a phrase is understood only through its entry"),
                ])
        }
    }

    /// `de, fr` for short lists, `22 languages: ar, ca, da…` for long ones.
    static func list(_ languages: [String]) -> String {
        languages.count <= 3
            ? languages.joined(separator: ", ")
            : "\(languages.count) languages: " + languages.prefix(3).joined(separator: ", ") + "…"
    }
}

extension RuleID {
    package static let phraseNotTranslated: RuleID = "IA912"
}
