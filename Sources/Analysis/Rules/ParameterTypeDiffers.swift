import Model

/// IA204: a parameter keeps its name but not a type the saved value converts to.
package struct ParameterTypeDiffers: Rule {
    package let id = RuleID.parameterTypeDiffers
    package let title = "Parameter type does not match the legacy type"
    package let severity = Severity.error
    package let step = 2
    package let effort = EffortScale.smallType
    package let explanation = """
        The system copies a saved value only when the App Intent parameter's type matches the SiriKit type \
        (String→String, Boolean→Bool, Integer→Int, Decimal→Double, Person→IntentPerson, enum→AppEnum, custom \
        type→TransientAppEntity, a list stays a list). Otherwise the parameter is left out and the user's \
        setting is lost.
        """
    package let fix =
        "Use the App Intents type from the mapping table for the legacy type, or keep the old parameter hidden beside a renamed new one."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart in
            link.parameters.compactMap { match -> Finding? in
                guard match.problem == .typeDiffers || match.problem == .arrayMismatch,
                    let legacy = match.legacy, let new = match.new
                else { return nil }
                let expected = match.expectedType.map { " (expected \($0))" } ?? ""
                let legacyType = match.legacyType ?? legacy.type
                // As IA203: nothing is mapped onto a counterpart that does not carry the class name yet.
                let carries = ProofSteps.carries(link, counterpart)
                return typeDifference(
                    intent: link.className, key: legacy.name, at: new.location,
                    newType: new.isArray && !TypeTable.isArrayType(new.type) ? "[\(new.type)]" : new.type,
                    legacyType: legacyType,
                    "\(counterpart.name).\(new.name) is \(new.type) but \(link.className).\(legacy.name) is "
                        + "\(match.legacyType ?? legacy.type)\(expected): \(match.reason)"
                        + (carries ? "" : " (once it carries \(link.className))"),
                    severity: carries ? nil : .warning,
                    fix:
                        "Declare `\(new.name)` as \(match.expectedType ?? "the matching type") in \(counterpart.name), or keep "
                        + "a hidden `\(legacy.name)` of that type (left out of parameterSummary) for saved values and give "
                        + "the new \(TypeTable.elementType(new.type)) parameter another name.",
                    proof: ProofSteps.legacyIntent(link, context) + [
                        ProofStep("\(link.className).\(legacy.name) is \(legacyType)", at: legacy.location),
                        ProofSteps.counterpart(link, counterpart), ProofSteps.carriesClassName(link, counterpart),
                        ProofStep("\(counterpart.name).\(new.name) is \(new.type)\(expected)", at: new.location),
                    ])
            }
        }
    }
}

extension RuleID {
    package static let parameterTypeDiffers: RuleID = "IA204"
}
