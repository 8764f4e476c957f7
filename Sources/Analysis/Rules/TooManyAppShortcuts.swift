import Model

/// IA901: an `AppShortcutsProvider` lists more than 10 `AppShortcut`s.
package struct TooManyAppShortcuts: Rule {
    package let id = RuleID.tooManyAppShortcuts
    package let title = "More than 10 App Shortcuts"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        App Intents accepts at most 10 App Shortcuts per app (Apple's WWDC22 "Design App Shortcuts" guidance; \
        the reference documentation of AppShortcutsProvider does not state the limit or what the build does). \
        Developers report that the build's App Intents metadata extraction (appintentsmetadataprocessor) rejects \
        a provider with more, so the build fails, or, where the error is turned into a warning, no App Shortcut \
        of the app reaches Shortcuts, Siri or Spotlight. Either way it is a build or metadata problem a developer \
        sees before users do, not something a user had and loses: a warning, never an error. An entry behind \
        `#if` or an `if` of the builder counts only when it is compiled, so such a provider is a note until a \
        reader checks which entries a build compiles.
        """
    package let fix =
        "Keep the 10 most useful App Shortcuts; offer the others as plain App Intents (Shortcuts still lists them as actions)."

    package func check(_ context: RuleContext) -> [Finding] {
        ShortcutProviders.built(context).compactMap { provider -> Finding? in
            let entries = provider.appShortcuts
            guard entries.count > ShortcutProviders.limit else { return nil }
            let fixed = entries.filter { !$0.conditional }
            let lines = entries.map { String($0.location.line) }.joined(separator: ", ")
            let count: ProofStep
            if fixed.count > ShortcutProviders.limit {
                count = ProofStep(
                    "its appShortcuts lists \(fixed.count) AppShortcut entries outside any condition (lines \(lines))",
                    at: fixed[ShortcutProviders.limit].location)
            } else {
                count = .cannotTell(
                    "\(entries.count - fixed.count) of its \(entries.count) AppShortcut entries sit behind `#if` or "
                        + "`if` (lines \(lines)); whether more than \(ShortcutProviders.limit) are compiled together "
                        + "depends on the build", at: entries[ShortcutProviders.limit].location)
            }
            return finding(
                intent: nil, key: provider.name, at: entries[ShortcutProviders.limit].location,
                "\(provider.name) lists \(entries.count) App Shortcuts; App Intents accepts at most "
                    + "\(ShortcutProviders.limit): the build's metadata extraction rejects the provider",
                proof: ShortcutProviders.declared(provider, context) + [
                    count,
                    ProofStep(
                        "App Intents accepts at most \(ShortcutProviders.limit) App Shortcuts per app; the "
                            + "metadata extraction stops the build on more"),
                ])
        }
    }
}

extension RuleID {
    package static let tooManyAppShortcuts: RuleID = "IA901"
}
