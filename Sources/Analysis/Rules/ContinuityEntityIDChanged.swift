import Model

/// IA804: an entity's identifier type differs from an earlier release's.
package struct ContinuityEntityIDChanged: Rule {
    package let id = RuleID.continuityEntityIDChanged
    package let title = "Entity identifier type changed since an earlier release"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        A saved shortcut or widget keeps the entity it was set to as the entity's identifier, and the query \
        looks it up by that identifier after the update. An identifier of another type (an `Int` id becoming a \
        `UUID`) cannot be read back: every saved entity is lost.
        """
    package let fix = "Keep the identifier type; convert new identifiers to it, or accept both in `entities(for:)`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            match.earlier.identity.entities.compactMap { then -> Finding? in
                guard let oldType = then.idType,
                    let now = match.current.entities.first(where: { $0.name == then.name }), let newType = now.idType
                else { return nil }
                return typeDifference(
                    intent: then.name, key: then.name, at: now.location, newType: newType, legacyType: oldType,
                    "\(then.name).id was \(oldType) at \(match.label) and is \(newType) now: every \(then.name) "
                        + "saved in shortcuts and widgets is lost",
                    proof: [
                        match.then("\(then.name).id is \(oldType)", at: then.location),
                        ProofStep("\(now.name).id is \(newType)", at: now.location),
                    ])
            }
        }
    }
}

extension RuleID {
    package static let continuityEntityIDChanged: RuleID = "IA804"
}
