import Model

/// IA201: the counterpart of a legacy intent does not adopt `CustomIntentMigratedAppIntent` with the
/// legacy class as `intentClassName`.
package struct CounterpartNotMigrated: Rule {
    package let id = RuleID.counterpartNotMigrated
    package let title = "Counterpart is not a CustomIntentMigratedAppIntent"
    package let severity = Severity.error
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        The system carries a user's shortcuts and configured widgets over only to an App Intent that adopts \
        CustomIntentMigratedAppIntent and whose intentClassName equals the SiriKit class name. Without it the new \
        intent is a stranger: shortcuts built with the old action stop appearing and placed widgets lose their \
        configuration (one real app mapped 3 of its 10 intents and users' shortcuts silently disappeared).
        """
    package let fix = "Adopt CustomIntentMigratedAppIntent and add `static let intentClassName = \"<LegacyClass>\"`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.compactMap { link, counterpart in
            guard !link.isSystemDomain else { return nil }
            let hasName = counterpart.intentClassName == link.className
            let adopts = counterpart.roles.contains("custom-intent-migrated")
            guard counterpart.intentClassName == nil || (hasName && !adopts) else { return nil }
            let how: String
            switch link.matchedBy {
            case .configuration?: how = "the configured mapping"
            case .widgetKind?: how = "its widget kind"
            case .similarity?: how = "what it shares with it: \(link.evidence)"
            default: how = "its name"
            }
            return finding(
                intent: link.className, key: counterpart.name, at: counterpart.location,
                "\(counterpart.name) (counterpart of \(link.className), found by \(how)) "
                    + (adopts ? "has no intentClassName" : "does not adopt CustomIntentMigratedAppIntent")
                    + ": shortcuts and widgets built with \(link.className) do not carry over",
                fix: "Make \(counterpart.name) adopt CustomIntentMigratedAppIntent with "
                    + "`static let intentClassName = \"\(link.className)\"`.",
                proof: ProofSteps.legacyIntent(link, context) + [
                    ProofSteps.counterpart(link, counterpart), ProofSteps.carriesClassName(link, counterpart),
                    ProofStep(
                        "the system maps saved shortcuts and widgets only onto the App Intent whose "
                            + "intentClassName is \"\(link.className)\"; no App Intent in the tree has it"),
                ])
        }
    }
}

extension RuleID {
    package static let counterpartNotMigrated: RuleID = "IA201"
}
