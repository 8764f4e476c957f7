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
            var proof = ProofSteps.legacyIntent(link, context)
            // A definition built today is a loss only if users could save something with it.
            if link.definition != nil, link.definitionShips {
                switch LegacyUsers.use(of: link, context) {
                case .used(let step) where step.release == nil:
                    // The legacy path serves its users today: they lose what they saved when it goes,
                    // or now where the counterpart takes their widgets over.
                    proof.append(step)
                    guard
                        let takeOver = Self.takeOver(link, counterpart)
                            ?? Self.carriedBefore(link, counterpart, context)
                    else {
                        return finding(
                            intent: link.className, key: counterpart.name, at: counterpart.location,
                            subject + ": while \(link.className)'s legacy path ships its users keep their shortcuts "
                                + "and widgets; the release that removes it loses them",
                            fix: fix,
                            proof: proof + [
                                ProofStep(
                                    "no AppIntentConfiguration configured by \(counterpart.name) reuses a kind of "
                                        + "\(link.className)'s widgets: nothing is handed over to it in this release")
                            ], severity: .warning)
                    }
                    proof.append(takeOver)
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

extension CounterpartNotMigrated {
    /// The step that says the counterpart takes the legacy intent's placed widgets over in this
    /// release: an `AppIntentConfiguration` it configures with the kind of one of its widgets.
    static func takeOver(_ link: IntentLink, _ counterpart: AppIntentDeclaration) -> ProofStep? {
        let kinds = link.legacyKindLabels
        guard
            let widget = link.appWidgets.first(where: {
                $0.intentType == counterpart.name && kinds.contains($0.kindLabel)
            })
        else { return nil }
        return ProofStep(
            "\(widget.widgetType)'s AppIntentConfiguration, configured by \(counterpart.name), keeps kind "
                + "\(widget.kindLabel): the widgets users placed with \(link.className) are handed over to it",
            at: widget.location)
    }
}

extension CounterpartNotMigrated {
    /// The step that says an earlier release compared had the counterpart carry the legacy class: the
    /// shortcuts and widgets users had were mapped onto it, and no longer are.
    static func carriedBefore(
        _ link: IntentLink, _ counterpart: AppIntentDeclaration, _ context: RuleContext
    ) -> ProofStep? {
        for state in context.earlier {
            guard
                let earlier = state.identity.intents.first(where: {
                    $0.origin == .appIntents && $0.typeName == counterpart.name && $0.intentClassName == link.className
                })
            else { continue }
            return ProofStep(
                "at \(state.label) \(counterpart.name) carried intentClassName \"\(link.className)\": what users had of "
                    + "\(link.className) was mapped onto it, and is no longer", at: earlier.location,
                release: state.label)
        }
        return nil
    }
}

extension RuleID {
    package static let counterpartNotMigrated: RuleID = "IA201"
}
