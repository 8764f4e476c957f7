import Model

/// IA903: more than one `AppShortcutsProvider` compiled into one target.
package struct SeveralShortcutsProviders: Rule {
    package let id = RuleID.severalShortcutsProviders
    package let title = "More than one AppShortcutsProvider in one bundle"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        A bundle declares its App Shortcuts in exactly one AppShortcutsProvider (Apple's documentation calls it \
        the type that provides an app's App Shortcuts, but does not say what the build does with two). \
        Developers report that the metadata extraction rejects a target that compiles two, so the build fails or \
        none of the bundle's App Shortcuts reach Shortcuts and Siri: a build or metadata problem, not a loss of \
        something users had, so a warning. Providers in different targets (an iOS and a macOS app) are fine. Without a \
        project file the audit cannot tell which target compiles which provider, and says so in a note.
        """
    package let fix = "Merge the providers into one AppShortcutsProvider per target (at most 10 App Shortcuts)."

    package func check(_ context: RuleContext) -> [Finding] {
        let providers = ShortcutProviders.built(context)
        guard providers.count > 1 else { return [] }
        if context.deployment.memberships.isEmpty {
            let names = providers.map(\.name).sorted()
            return [
                report(
                    providers, in: "the app", context,
                    proof: .cannotTell(
                        "no project file or manifest lists the targets, so whether \(names.joined(separator: " and ")) "
                            + "are compiled into one bundle is unknown"))
            ]
        }
        return context.deployment.memberships.compactMap { membership -> Finding? in
            let together = providers.filter { membership.contains($0.location.path) }
            guard together.count > 1 else { return nil }
            return report(
                together, in: membership.target, context,
                proof: ProofStep(
                    "\(membership.target) compiles \(together.map(\.location.path).sorted().joined(separator: " and "))",
                    at: membership.location))
        }
    }

    private func report(
        _ providers: [AppIntentDeclaration], in target: String, _ context: RuleContext, proof: ProofStep
    ) -> Finding {
        let sorted = providers.sorted { $0.location < $1.location }
        let names = sorted.map(\.name).joined(separator: ", ")
        return finding(
            intent: nil, key: target + "|" + names, at: sorted[1].location,
            "\(target) compiles \(sorted.count) AppShortcutsProviders (\(names)); a bundle may declare only one",
            fix: "Merge \(names) into one AppShortcutsProvider.",
            proof: sorted.map { ProofStep("\($0.name) adopts AppShortcutsProvider", at: $0.location) } + [
                proof,
                ProofStep(
                    "a bundle declares its App Shortcuts in one AppShortcutsProvider; the metadata extraction rejects more"
                ),
            ])
    }
}

extension RuleID {
    package static let severalShortcutsProviders: RuleID = "IA903"
}
