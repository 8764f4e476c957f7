import Model

/// IA205: a legacy parameter has no parameter of the same name in the counterpart.
package struct ParameterMissing: Rule {
    package let id = RuleID.parameterMissing
    package let title = "Parameter missing in the counterpart"
    package let severity = Severity.warning
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        A saved widget configuration or shortcut value can only land on a parameter of the same name. When the \
        counterpart drops the parameter, that setting is gone for every user. Dropping can be intended; keeping \
        the parameter but leaving it out of parameterSummary hides it and still preserves the value.
        """
    package let fix =
        "Add the parameter with the legacy name and type (hidden if needed), or suppress this if dropped on purpose."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart in
            link.parameters.compactMap { match -> Finding? in
                guard match.problem == .missing, let legacy = match.legacy else { return nil }
                return finding(
                    intent: link.className, key: legacy.name, at: legacy.location,
                    "\(link.className).\(legacy.name) (\(match.legacyType ?? legacy.type)) has no counterpart in "
                        + "\(counterpart.name): users' saved values for it are lost",
                    fix: "Add `@Parameter var \(legacy.name): \(match.expectedType ?? "…")?` to \(counterpart.name), "
                        + "left out of parameterSummary if it should be hidden.")
            }
        }
    }
}

extension RuleID {
    package static let parameterMissing: RuleID = "IA205"
}
