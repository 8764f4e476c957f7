import Model

/// IA402: `resolve…` methods of an intent with a counterpart still hold logic to port.
package struct ResolveMethodsToConvert: Rule {
    package let id = RuleID.resolveMethodsToConvert
    package let title = "resolve… method to convert"
    package let severity = Severity.note
    package let step = 4
    package let effort = EffortScale.smallType
    /// No task of its own: step 4 turns each resolve method into its own task.
    package let addsPlanTask = false
    package let explanation = """
        App Intents does not call resolve methods. Their logic moves into the parameter declaration (a \
        non-optional parameter makes the system ask for a value) or into perform(): `needsValueError`, \
        `requestValue`, `requestDisambiguation(among:)`, `requestConfirmation`, or a thrown error for \
        unsupported values. Logic left behind only runs on the legacy path.
        """
    package let fix = "Port the checks into the counterpart's parameters and perform()."

    package func check(_ context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        for (link, counterpart) in context.linksWithCounterpart {
            for method in link.handlers.flatMap(\.methods) where method.kind == .resolve {
                guard method.intent == nil || method.intent == link.className else { continue }
                let parameter = method.parameter ?? "?"
                let message =
                    "\(method.name) resolves \(link.className).\(parameter); port its checks to "
                    + "\(counterpart.name) (parameter requests or perform())"
                found.append(finding(intent: link.className, key: method.name, at: method.location, message))
            }
        }
        return found
    }
}

extension RuleID {
    package static let resolveMethodsToConvert: RuleID = "IA402"
}
