import Model

/// IA207: a legacy parent parameter has no `When`/`Switch` branch in the counterpart's `parameterSummary`.
package struct ParentParameterNotBranched: Rule {
    package let id = RuleID.parentParameterNotBranched
    package let title = "Parent parameter without a ParameterSummary branch"
    package let severity = Severity.warning
    package let step = 2
    package let effort = EffortScale.smallType
    package let explanation = """
        In the intent definition a child parameter is shown only when its parent has a value (HasAnyValue) or a \
        given enum case (EnumHasExactValue). App Intents has no parent relation: the parameterSummary must \
        branch on the parent with `When` or `Switch`, or the editor shows every child all the time (or never).
        """
    package let fix =
        "Branch on the parent in parameterSummary: `When(\\.$parent, .equalTo, value) { Summary(\"…\") } otherwise: { Summary(\"…\") }` or `Switch(\\.$parent)`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart -> [Finding] in
            guard let definition = link.definition, let parents = ParentParameters(definition) else { return [] }
            let branched = Set(counterpart.parameterSummary?.branches.map(\.parameter) ?? [])
            let present = Set(counterpart.parameters.map(\.name))
            return parents.parents.filter { present.contains($0) && !branched.contains($0) }.map { parent in
                finding(
                    intent: link.className, key: parent,
                    at: counterpart.parameterSummary?.location ?? counterpart.location,
                    "\(link.className) shows \(parents.children[parent, default: []].joined(separator: ", ")) only "
                        + "depending on `\(parent)`, but \(counterpart.name)'s parameterSummary has no When/Switch on `\(parent)`",
                    fix:
                        "Add `When(\\.$\(parent), .equalTo, value) { Summary(\"…\") }` or `Switch(\\.$\(parent))` to \(counterpart.name).parameterSummary."
                )
            }
        }
    }
}

extension RuleID {
    package static let parentParameterNotBranched: RuleID = "IA207"
}
