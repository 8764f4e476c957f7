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
        configuration (one real app mapped 3 of its 10 intents and users' shortcuts silently disappeared). \
        It is an error when users lose what they saved with the legacy intent in this release: its legacy path no \
        longer ships (an earlier release built it), the counterpart takes its placed widgets over (an \
        AppIntentConfiguration of the same kind), or an earlier release compared had it carry the class name. While the legacy path still serves them (a handler, a \
        donation, an Info.plist entry, an IntentConfiguration) it is a warning: the loss comes with the release \
        that removes that path, so adopt the protocol first. Nothing uses the intent: a warning; a step that \
        cannot be told: a note.
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
            let subject =
                "\(counterpart.name) (counterpart of \(link.className), found by \(how)) "
                + (adopts ? "has no intentClassName" : "does not adopt CustomIntentMigratedAppIntent")
            let fix =
                "Make \(counterpart.name) adopt CustomIntentMigratedAppIntent with "
                + "`static let intentClassName = \"\(link.className)\"`."
            let verdict = MappingLoss.verdict(link, carrier: counterpart, context)
            let proof = MappingLoss.steps(verdict)
            if let notYet = MappingLoss.notYet(verdict, link.className) {
                let separator = { if case .unused = verdict { ", but " } else { ": " } }()
                return finding(
                    intent: link.className, key: counterpart.name, at: counterpart.location,
                    subject + separator + notYet, fix: fix, proof: proof, severity: .warning)
            }
            return finding(
                intent: link.className, key: counterpart.name, at: counterpart.location,
                subject + ": shortcuts and widgets built with \(link.className) do not carry over", fix: fix,
                proof: proof + [
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
