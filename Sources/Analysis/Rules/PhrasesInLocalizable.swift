import Model

/// IA905: App Shortcut phrases translated in `Localizable` while no `AppShortcuts` table holds them.
package struct PhrasesInLocalizable: Rule {
    package let id = RuleID.phrasesInLocalizable
    package let title = "App Shortcut phrases in Localizable instead of AppShortcuts"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        App Shortcut phrases are looked up only in the `AppShortcuts` string table (AppShortcuts.xcstrings or \
        AppShortcuts.strings), keyed by the phrase with `${applicationName}` for the app's name. Translations kept \
        in Localizable are never read for them: Siri understands the phrases only in the development language, \
        while the team believes they are translated. The rule fires only where a Localizable table holds a \
        phrase's key and no AppShortcuts table does.
        """
    package let fix = "Move the phrases' entries to AppShortcuts.xcstrings (same keys, with ${applicationName})."

    package func check(_ context: RuleContext) -> [Finding] {
        let tables = context.inventory.appStringTables
        let shortcutKeys = Set(
            tables.filter { $0.table == AppStringTable.shortcutsTable }.flatMap { $0.keysByLanguage.values.joined() })
        let localizable = tables.filter { $0.table == "Localizable" }
        return ShortcutProviders.built(context).compactMap { provider -> Finding? in
            var misplaced: [(ShortcutPhrase, AppStringTable)] = []
            for phrase in provider.appShortcuts.flatMap(\.phrases) {
                guard let key = phrase.key, !shortcutKeys.contains(key),
                    let table = localizable.first(where: { $0.keysByLanguage.values.contains { $0.contains(key) } })
                else { continue }
                misplaced.append((phrase, table))
            }
            guard let first = misplaced.first else { return nil }
            let keys = misplaced.map { "\"\($0.0.key ?? $0.0.written)\"" }
            let paths = Set(misplaced.map(\.1.path)).sorted().joined(separator: ", ")
            return finding(
                intent: nil, key: provider.name, at: first.0.location,
                "\(misplaced.count) phrase\(misplaced.count == 1 ? "" : "s") of \(provider.name) "
                    + "(\(keys.joined(separator: ", "))) \(misplaced.count == 1 ? "is" : "are") translated in "
                    + "\(paths), which App Shortcuts never read; no AppShortcuts table has \(misplaced.count == 1 ? "it" : "them")"
            )
        }
    }
}

extension RuleID {
    package static let phrasesInLocalizable: RuleID = "IA905"
}
