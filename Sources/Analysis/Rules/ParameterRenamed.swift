import Model

/// IA203: a legacy parameter appears under another name in the counterpart.
package struct ParameterRenamed: Rule {
    package let id = RuleID.parameterRenamed
    package let title = "Parameter renamed in the counterpart"
    package let severity = Severity.error
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        When the system converts a saved widget configuration or shortcut it copies each parameter to the \
        App Intent parameter with the same name and a matching type. A renamed parameter has no match, so the \
        user's value for it is dropped.
        """
    package let fix = "Keep the legacy name (rename only the title), or keep a hidden parameter with the old name."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart in
            link.parameters.compactMap { match -> Finding? in
                guard match.problem == .renamed, let legacy = match.legacy, let new = match.new else { return nil }
                // Values are mapped parameter by parameter only onto a counterpart that carries the class
                // name; before it does, nothing is mapped yet (IA201 says so): a loss to come, a warning.
                let carries = ProofSteps.carries(link, counterpart)
                return finding(
                    intent: link.className, key: legacy.name, at: new.location,
                    "\(link.className).\(legacy.name) (\(match.legacyType ?? legacy.type)) is `\(new.name)` in "
                        + "\(counterpart.name): saved values of `\(legacy.name)` "
                        + (carries ? "are lost" : "will be lost once it carries \(link.className)"),
                    fix: "Rename `\(new.name)` back to `\(legacy.name)` in \(counterpart.name) (the title can change).",
                    proof: ProofSteps.legacyIntent(link, context) + [
                        ProofStep(
                            "\(link.className) has parameter `\(legacy.name)` (\(match.legacyType ?? legacy.type))",
                            at: legacy.location),
                        ProofSteps.counterpart(link, counterpart), ProofSteps.carriesClassName(link, counterpart),
                        ProofStep(
                            "\(counterpart.name) has no parameter `\(legacy.name)`; `\(new.name)` takes its place: "
                                + match.reason, at: new.location),
                    ], severity: carries ? nil : .warning)
            }
        }
    }
}

extension RuleID {
    package static let parameterRenamed: RuleID = "IA203"
}
