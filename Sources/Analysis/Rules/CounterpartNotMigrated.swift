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
        It is an error when users can have saved something with the legacy intent (a handler, a donation, an \
        Info.plist entry or an IntentConfiguration in the tree or an earlier release); a warning when nothing \
        uses it yet; a note when a step cannot be told.
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
            var proof = ProofSteps.legacyIntent(link, context)
            // A definition built today is a loss only if users could save something with it.
            if link.definition != nil, link.definitionShips {
                switch LegacyUsers.use(of: link, context) {
                case .used(let step), .unknown(let step): proof.append(step)
                case .never(let step):
                    return finding(
                        intent: link.className, key: counterpart.name, at: counterpart.location,
                        subject + ", but nothing of \(link.className) is used yet (no handler, donation, Info.plist "
                            + "entry or IntentConfiguration): nothing carries over, and nothing is lost until a "
                            + "release uses it",
                        fix: fix, proof: proof + [step], severity: .warning)
                }
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
