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
                    fix: Self.declaration(legacy).map { "Add `\($0)` to \(counterpart.name), " }
                        .map { $0 + "left out of parameterSummary if it should be hidden." }
                        ?? ("Add a `\(legacy.name)` @Parameter of the matching type to \(counterpart.name), "
                            + "left out of parameterSummary if it should be hidden."))
            }
        }
    }
}

extension ParameterMissing {
    /// `@Parameter var name: Type?` in Swift, with the type the legacy value lands on (an enum's
    /// `AppEnum`, a custom type's entity); nil when no App Intents type takes the value.
    static func declaration(_ legacy: IntentParameter) -> String? {
        let type: String
        switch TypeTable.expected(for: legacy) {
        case .named(let name): type = name
        case .appEnum(let legacyEnum): type = legacyEnum + "AppEnum"
        case .entity(let legacyType): type = legacyType + "Entity"
        case .unknown: return nil
        }
        return "@Parameter var \(legacy.name): \(legacy.isArray ? "[\(type)]" : type)?"
    }
}

extension RuleID {
    package static let parameterMissing: RuleID = "IA205"
}
