import Model

/// IA208: parent parameters that force many `ParameterSummary` combinations; flattening is the better design.
package struct ParentParametersFlattening: Rule {
    package let id = RuleID.parentParametersFlattening
    package let title = "Parent parameters force many ParameterSummary combinations"
    package let severity = Severity.note
    package let step = 2
    package let effort = EffortScale.entityAndQuery
    package let lane = PlanTask.Lane.polish
    package let explanation = """
        Every parent value that shows or hides children becomes a When/otherwise branch, and nested parents \
        multiply: the Streaks app needed 8 summaries for one widget and 16 for its four-slot widget. It replaced \
        them with one AppEntity per slot whose identifier encodes the choice (automatic, a task, a category) and \
        whose EntityQuery returns titled sections, with defaultResult() as the default. Flattening renames and \
        retypes the parameters, so the saved settings of those parameters do not carry over — plan for that.
        """
    package let fix =
        "Flatten the parent and its children into one AppEntity parameter with a sectioned EntityQuery, or keep one When level."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.compactMap { link in
            guard let definition = link.definition, !link.isSystemDomain,
                let parents = ParentParameters(definition), parents.shouldFlatten
            else { return nil }
            return finding(
                intent: link.className, key: parents.parents.joined(separator: ","), at: definition.location,
                "\(link.className): parents \(parents.parents.joined(separator: ", ")) (\(parents.levels) level"
                    + "\(parents.levels == 1 ? "" : "s")) force \(parents.combinations) ParameterSummary combinations; "
                    + "one AppEntity with a sectioned EntityQuery is simpler, but its new parameter names drop the saved settings"
            )
        }
    }
}

extension RuleID {
    package static let parentParametersFlattening: RuleID = "IA208"
}
