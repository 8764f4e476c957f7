import Model

/// IA206: a widget counterpart adds a non-optional parameter with no default.
package struct AddedParameterWithoutDefault: Rule {
    package let id = RuleID.addedParameterWithoutDefault
    package let title = "New non-optional parameter without a default"
    package let severity = Severity.warning
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        Widgets placed before the migration have no value for a parameter the App Intent adds. A non-optional \
        parameter without `default:` (or, for an entity, without `defaultResult()`) leaves those widgets with \
        nothing to show until the user edits each one.
        """
    package let fix = "Give the parameter a default (`@Parameter(default:)`, `defaultResult()`) or make it optional."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart in
            link.parameters.compactMap { match -> Finding? in
                guard link.isWidgetIntent, match.verdict == .added, let new = match.new,
                    !new.isOptional, new.defaultValue == nil
                else { return nil }
                if let entity = context.declaration(ofType: new.type, in: counterpart.name),
                    context.query(for: entity)?.hasDefaultResult == true
                {
                    return nil
                }
                return finding(
                    intent: link.className, key: new.name, at: new.location,
                    "\(counterpart.name).\(new.name) is new, non-optional and has no default: widgets placed with "
                        + "\(link.className) have no value for it",
                    fix:
                        "Write `@Parameter(title: \"Title\", default: value) var \(new.name): \(new.type)`, or declare it `\(new.type)?`."
                )
            }
        }
    }
}

extension RuleID {
    package static let addedParameterWithoutDefault: RuleID = "IA206"
}
