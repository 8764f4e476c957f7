import Model

/// IA911: an `AppShortcutsProvider` on disk that no target of the project files compiles.
package struct ShortcutsProviderNotBuilt: Rule {
    package let id = RuleID.shortcutsProviderNotBuilt
    package let title = "AppShortcutsProvider that no target builds"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        App Shortcuts reach Shortcuts, Siri and Spotlight only from the AppShortcutsProvider a bundle compiles. \
        A provider whose file no target's build phases, synchronized folders or package targets include is not \
        built, so none of its App Shortcuts or phrases ship — often after a project reorganisation dropped the \
        file from its target, with nothing in the build to say so. Only the project files tell; the audit reads \
        them. What is missing is a feature, not something users saved, so a warning. A tree with no project \
        file or package manifest gets no finding (every file is then taken as built).
        """
    package let fix = "Add the provider's file to the app target (or an App Intents extension), or delete it."

    package func check(_ context: RuleContext) -> [Finding] {
        guard !context.deployment.memberships.isEmpty else { return [] }
        return context.visibility.filter { $0.kind == "app-shortcuts-provider" && $0.verdict == .notBuilt }
            .compactMap { seen -> Finding? in
                let entries = context.declarations[seen.name]?.appShortcuts.count ?? 0
                let phrases = context.declarations[seen.name]?.appShortcuts.reduce(0) { $0 + $1.phrases.count } ?? 0
                let what =
                    entries == 0
                    ? "its App Shortcuts"
                    : "its \(entries) App Shortcut\(entries == 1 ? "" : "s") (\(phrases) phrase\(phrases == 1 ? "" : "s"))"
                let targets = context.deployment.memberships.map(\.target).sorted()
                return finding(
                    intent: nil, key: seen.name, at: seen.location,
                    "\(seen.name) is an AppShortcutsProvider no target builds: \(what) never reach Shortcuts or Siri",
                    fix: "Add \(seen.location.path) to the app target (or an App Intents extension), or delete it.",
                    proof: [
                        ProofStep("\(seen.name) adopts AppShortcutsProvider", at: seen.location),
                        ProofStep(
                            "none of the targets the project files list (\(Self.list(targets))) compiles "
                                + seen.location.path),
                    ])
            }
    }

    private static func list(_ targets: [String]) -> String {
        targets.count <= 6 ? targets.joined(separator: ", ") : targets.prefix(6).joined(separator: ", ") + ", …"
    }
}

extension RuleID {
    package static let shortcutsProviderNotBuilt: RuleID = "IA911"
}
