import Model

/// IA210: a counterpart parameter's type comes from another module, so the tree cannot prove the
/// saved value is lost or kept.
package struct ParameterTypeUnknown: Rule {
    package let id = RuleID.parameterTypeUnknown
    package let title = "Parameter type cannot be told from this tree"
    package let severity = Severity.note
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        A saved value carries over only to a parameter whose type fits the legacy type (an enum to an AppEnum, a \
        custom type to an entity). When the new parameter's type is declared in another module (a package or \
        framework not in the audited tree), what it adopts is unknown here: the value may be kept or lost, and \
        only a look at that module tells.
        """
    package let fix =
        "Check that the type adopts AppEntity/TransientAppEntity (or AppEnum) in its module, or audit that module too."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart in
            link.parameters.compactMap { match -> Finding? in
                guard match.cannotTell, let legacy = match.legacy, let new = match.new else { return nil }
                return finding(
                    intent: link.className, key: legacy.name, at: new.location,
                    "\(counterpart.name).\(new.name): \(match.reason)")
            }
        }
    }
}

extension RuleID {
    package static let parameterTypeUnknown: RuleID = "IA210"
}
