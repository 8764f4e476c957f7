import Model

/// IA403: a `confirm(intent:)` of an intent with a counterpart becomes `requestConfirmation` in `perform()`.
/// A trivial confirm (it only answers `.ready`/`.success`, `HandlerMethod.isTrivial`) has nothing to
/// port and raises nothing: it goes with the handler in step 6.
package struct ConfirmToRequestConfirmation: Rule {
    package let id = RuleID.confirmToRequestConfirmation
    package let title = "confirm → requestConfirmation"
    package let severity = Severity.note
    package let step = 4
    package let effort = EffortScale.smallType
    /// No task of its own: step 4 turns each confirm into its own task.
    package let addsPlanTask = false
    package let explanation = """
        App Intents has no confirm phase. Checks that ran in confirm(intent:) must run at the top of perform(), \
        and a confirmation prompt becomes `try await requestConfirmation(…)`; otherwise the App Intent runs \
        without the checks the SiriKit path made.
        """
    package let fix = "Move confirm's checks into perform() and call requestConfirmation where Siri asked before."

    package func check(_ context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        for (link, counterpart) in context.linksWithCounterpart {
            for method in link.handlers.flatMap(\.methods) where method.kind == .confirm && !method.isTrivial {
                guard method.intent == nil || method.intent == link.className else { continue }
                let message =
                    "\(method.name) confirms \(link.className); \(counterpart.name).perform() needs the same "
                    + "checks and requestConfirmation"
                found.append(finding(intent: link.className, key: method.name, at: method.location, message))
            }
        }
        return found
    }
}

extension RuleID {
    package static let confirmToRequestConfirmation: RuleID = "IA403"
}
