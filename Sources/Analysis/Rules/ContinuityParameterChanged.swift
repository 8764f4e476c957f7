import Model

/// IA802: a parameter of an earlier release's intent is renamed, removed or retyped today.
package struct ContinuityParameterChanged: Rule {
    package let id = RuleID.continuityParameterChanged
    package let title = "Parameter renamed or retyped since an earlier release"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        A saved shortcut or a configured widget keeps each parameter's value under the parameter's name, \
        typed as it was. A parameter renamed, removed or given another type in a later release finds no \
        saved value: the shortcut asks again or fails, the widget shows its default.
        """
    package let fix =
        "Keep the parameter's name and type; add a new parameter (with a default) instead of changing one."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            match.pairs.flatMap { then, now in changes(then, now, match) }
        }
    }

    private func changes(_ then: IntentIdentity, _ now: IntentIdentity, _ match: ContinuityMatch) -> [Finding] {
        let sameOrigin = then.origin == now.origin
        let intent = ContinuityMatch.findingIntent(then)
        return then.parameters.compactMap { old -> Finding? in
            if let kept = now.parameters.first(where: { $0.name == old.name }) {
                guard sameOrigin else { return nil }
                return typeDifference(
                    intent: intent, key: old.name, at: now.location, newType: kept.type, legacyType: old.type,
                    "\(now.typeName).\(old.name) was \(old.type) at \(match.label) and is \(kept.type) now: "
                        + "the values saved shortcuts and widgets hold for it are lost",
                    proof: [
                        match.then("\(then.typeName).\(old.name) is \(old.type)", at: then.location),
                        ProofStep("\(now.typeName).\(old.name) is \(kept.type)", at: now.location),
                    ])
            }
            let added = now.parameters.filter { new in !then.parameters.contains { $0.name == new.name } }
            let renamed =
                added.first { sameOrigin && TypeDifference.same($0.type, old.type) }.map { " (renamed to \($0.name)?)" }
                ?? ""
            return finding(
                intent: intent, key: old.name, at: now.location,
                "\(then.typeName).\(old.name) of \(match.label) is gone from \(now.typeName)\(renamed): the values "
                    + "saved shortcuts and widgets hold for \(old.name) are lost",
                fix: "Keep the parameter named \(old.name).",
                proof: [
                    match.then("\(then.typeName) has the parameter \(old.name) (\(old.type))", at: then.location),
                    match.nowDeclared(now),
                    ProofStep(
                        "\(now.typeName) has no parameter \(old.name) (its parameters: "
                            + (now.parameters.map(\.name).joined(separator: ", ").nonEmpty ?? "none") + ")",
                        at: now.location),
                ])
        }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension RuleID {
    package static let continuityParameterChanged: RuleID = "IA802"
}
