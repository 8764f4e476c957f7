import Model

/// IA803: an enum case of an earlier release is removed today, or its raw value changed.
package struct ContinuityEnumCaseChanged: Rule {
    package let id = RuleID.continuityEnumCaseChanged
    package let title = "Enum case removed or its raw value changed since an earlier release"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        A parameter's enum value is saved as the case's raw value (an `AppEnum`) or carried over from SiriKit \
        by the case's name (a legacy enum becoming an `AppEnum`). A case removed, renamed across the migration, \
        or given another raw value leaves every shortcut and widget set to it without a value after the update.
        """
    package let fix = "Keep every case with its raw value; add new cases instead of renaming old ones."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            sameEnums(match) + migratedEnums(match)
        }
    }

    /// An enum still of the same kind today: raw values (`AppEnum`) or names and indexes (legacy).
    private func sameEnums(_ match: ContinuityMatch) -> [Finding] {
        match.earlier.identity.enums.flatMap { then -> [Finding] in
            guard let now = match.currentEnum(then.name, origin: then.origin) else { return [] }
            return then.cases.compactMap { old -> Finding? in
                let keyed =
                    then.origin == .appIntents
                    ? now.cases.contains { $0.rawValue == old.rawValue }
                    : now.cases.contains { $0 == old }
                guard !keyed else { return nil }
                let renamed = now.cases.first { $0.name == old.name }
                let change =
                    renamed.map { "its raw value changed from \"\(old.rawValue)\" to \"\($0.rawValue)\"" }
                    ?? "it is removed"
                return finding(
                    intent: then.name, key: "\(then.name).\(old.name)", at: now.location,
                    "\(then.name).\(old.name) of \(match.label): \(change); shortcuts and widgets set to "
                        + "\(old.name) (saved as \"\(old.rawValue)\") lose their value",
                    proof: [
                        match.then(
                            "\(then.name) has the case \(old.name) saved as \"\(old.rawValue)\"", at: then.location),
                        ProofStep(
                            "\(now.name)'s cases today: "
                                + now.cases.map { "\($0.name) (\"\($0.rawValue)\")" }.joined(separator: ", "),
                            at: now.location),
                    ])
            }
        }
    }

    /// A legacy enum gone from today's tree, whose parameter an App Intent now types with an `AppEnum`:
    /// the cases carry over by name.
    private func migratedEnums(_ match: ContinuityMatch) -> [Finding] {
        match.pairs.filter { $0.then.origin == .legacy && $0.now.origin == .appIntents }.flatMap { then, now in
            then.parameters.flatMap { parameter -> [Finding] in
                let written = TypeTable.elementType(parameter.type)
                guard
                    let legacy = match.earlier.identity.enums.first(where: {
                        $0.name == written && $0.origin == .legacy
                    }),
                    match.currentEnum(legacy.name, origin: .legacy) == nil,
                    let newType = now.parameters.first(where: { $0.name == parameter.name })?.type,
                    let appEnum = match.current.enums.first(where: {
                        $0.origin == .appIntents && $0.name == TypeTable.elementType(newType)
                    })
                else { return [] }
                // `unknown` is the generated "no value" case: no saved value holds it.
                let missing = legacy.cases.filter { old in
                    old.name != "unknown" && !appEnum.cases.contains { $0.name == old.name }
                }
                return missing.map { old in
                    finding(
                        intent: then.typeName, key: "\(legacy.name).\(old.name)", at: appEnum.location,
                        "\(appEnum.name) (for \(now.typeName).\(parameter.name)) has no case \(old.name), which "
                            + "\(legacy.name) of \(match.label) had: shortcuts and widgets set to \(old.name) lose "
                            + "their value",
                        fix: "Name a case of \(appEnum.name) `\(old.name)`, as the legacy enum did.",
                        proof: [
                            match.then("\(legacy.name) has the case \(old.name)", at: legacy.location),
                            match.nowDeclared(now),
                            ProofStep(
                                "\(now.typeName).\(parameter.name) is \(newType), whose cases are "
                                    + appEnum.cases.map(\.name).joined(separator: ", "),
                                at: appEnum.location),
                        ])
                }
            }
        }
    }
}

extension RuleID {
    package static let continuityEnumCaseChanged: RuleID = "IA803"
}
