import Model

/// Whether users lose what they saved with a legacy intent because no App Intent carries its class
/// name (IA201: the counterpart does not adopt the protocol; IA202: it names another class): the
/// proof steps, and how sure the loss is.
///
/// A loss happens in this release when the legacy path no longer ships though a release built it,
/// when the App Intent (`carrier`) takes the placed widgets over (an `AppIntentConfiguration` it
/// configures with a legacy kind), or when an earlier release compared had it carry the class name.
/// While the legacy path still serves its users it is no loss yet; when nothing uses the intent,
/// nothing was saved with it.
package enum MappingLoss {
    package enum Verdict {
        /// Users lose it in this release: every step (a "cannot tell" step makes the finding a note).
        case loss([ProofStep])
        /// The legacy path still serves them: the loss comes with the release that removes it.
        case stillServed([ProofStep])
        /// Nothing uses the legacy intent: nothing was saved with it.
        case unused([ProofStep])
    }

    package static func verdict(
        _ link: IntentLink, carrier: AppIntentDeclaration, _ context: RuleContext
    ) -> Verdict {
        var proof = ProofSteps.legacyIntent(link, context)
        // A definition built today is a loss only if users could save something with it.
        guard link.definition != nil else { return .loss(proof) }
        guard link.definitionShips else {
            // Built by no target today: an earlier state that had the App Intent carry the class
            // (the history lookup finds where it stopped) shows users had something carried over.
            guard proof.last?.resolved == false,
                let carried = carriedBefore(link, carrier, context, unreleased: true)
            else { return .loss(proof) }
            let file = link.definitionFile?.path ?? link.className
            return .loss(
                proof.dropLast() + [
                    ProofStep("no target builds \(file) today", at: link.definition?.location), carried,
                ])
        }
        switch LegacyUsers.use(of: link, context) {
        case .used(let step) where step.release == nil:
            proof.append(step)
            guard let handedOver = takeOver(link, carrier) ?? carriedBefore(link, carrier, context) else {
                return .stillServed(
                    proof + [
                        ProofStep(
                            "no AppIntentConfiguration configured by \(carrier.name) reuses a kind of "
                                + "\(link.className)'s widgets: nothing is handed over to it in this release")
                    ])
            }
            return .loss(proof + [handedOver])
        case .used(let step), .unknown(let step):
            return .loss(proof + [step])
        case .never(let step):
            return .unused(proof + [step])
        }
    }

    /// The step that says `carrier` takes the legacy intent's placed widgets over in this release: an
    /// `AppIntentConfiguration` it configures with the kind of one of its widgets.
    static func takeOver(_ link: IntentLink, _ carrier: AppIntentDeclaration) -> ProofStep? {
        let kinds = link.legacyKindLabels
        guard
            let widget = link.appWidgets.first(where: {
                $0.intentType == carrier.name && kinds.contains($0.kindLabel)
            })
        else { return nil }
        return ProofStep(
            "\(widget.widgetType)'s AppIntentConfiguration, configured by \(carrier.name), keeps kind "
                + "\(widget.kindLabel): the widgets users placed with \(link.className) are handed over to it",
            at: widget.location)
    }

    /// The step that says an earlier release compared had `carrier` carry the legacy class name: the
    /// shortcuts and widgets users had were mapped onto it, and no longer are.
    static func carriedBefore(
        _ link: IntentLink, _ carrier: AppIntentDeclaration, _ context: RuleContext, unreleased: Bool = false
    ) -> ProofStep? {
        // A release compared first; a commit the history lookup found, no tag holding it, only when asked.
        let states =
            context.earlier.filter { !$0.isUnreleasedCommit }
            + (unreleased ? context.earlier.filter(\.isUnreleasedCommit) : [])
        for state in states {
            guard
                let earlier = state.identity.intents.first(where: {
                    $0.origin == .appIntents && $0.typeName == carrier.name && $0.intentClassName == link.className
                })
            else { continue }
            if state.isUnreleasedCommit {
                return .cannotTell(
                    "a release shipped \(state.label), the newest commit where \(carrier.name) carried "
                        + "intentClassName \"\(link.className)\" (the next commit dropped it; no tag holds it, so "
                        + "the history does not say users had it)", at: earlier.location)
            }
            return ProofStep(
                "at \(state.label) \(carrier.name) carried intentClassName \"\(link.className)\": what users had of "
                    + "\(link.className) was mapped onto it, and is no longer", at: earlier.location,
                release: state.label)
        }
        return nil
    }

    /// The warning's words for a loss that has not happened yet.
    package static func notYet(_ verdict: Verdict, _ className: String) -> String? {
        switch verdict {
        case .loss: nil
        case .stillServed:
            "while \(className)'s legacy path ships its users keep their shortcuts and widgets; the release "
                + "that removes it loses them"
        case .unused:
            "nothing of \(className) is used yet (no handler, donation, Info.plist entry or IntentConfiguration): "
                + "nothing carries over, and nothing is lost until a release uses it"
        }
    }

    package static func steps(_ verdict: Verdict) -> [ProofStep] {
        switch verdict {
        case .loss(let steps), .stillServed(let steps), .unused(let steps): steps
        }
    }
}
