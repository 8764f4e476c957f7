import Model

/// IA303: an `AppEntity` that receives a legacy custom-type value is not identified by a `String`.
package struct EntityIDNotString: Rule {
    package let id = RuleID.entityIDNotString
    package let title = "Entity receiving legacy values has a non-String id"
    package let severity = Severity.warning
    package let step = 3
    package let effort = EffortScale.smallType
    package let explanation = """
        A legacy custom-type value carries its INObject identifier, a String. When the counterpart uses an \
        AppEntity, the converted value comes back only through EntityQuery.entities(for:) with those ids; an \
        entity whose id is another type gets them through EntityIdentifierConvertible's \
        `entityIdentifier(for:)`, which finds the items only if the saved strings parse as that type. The tree \
        does not show what was saved, so this is a check (a "cannot tell" note), never a proven loss.
        """
    package let fix =
        "Identify the entity by the legacy identifier string (`var id: String`), or use a TransientAppEntity."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, _ in
            link.parameters.compactMap { match -> Finding? in
                guard match.verdict == .survivesIfQueryResolvesIDs, let legacy = match.legacy,
                    let entity = match.typeDeclaration, let idType = entity.idType,
                    !["String", "Swift.String"].contains(idType)
                else { return nil }
                // Every AppEntity id is EntityIdentifierConvertible: the system converts a saved
                // identifier string with `entityIdentifier(for:)`. Whether that gives back the entity
                // depends on the strings the legacy code saved, which the tree does not show.
                return finding(
                    intent: link.className, key: legacy.name, at: entity.location,
                    "\(entity.name).id is \(idType), but saved \(link.className).\(legacy.name) values carry String identifiers",
                    proof: [
                        ProofStep(
                            "\(link.className).\(legacy.name) is a custom type: a saved value carries its INObject "
                                + "identifier, a String", at: legacy.location),
                        ProofStep("\(entity.name).id is \(idType)", at: entity.location),
                        .cannotTell(
                            "the identifiers the legacy code saved may not be \(idType) strings (\(idType) converts "
                                + "a saved identifier through EntityIdentifierConvertible's `entityIdentifier(for:)`; "
                                + "the tree does not show what was saved)"),
                    ])
            }
        }
    }
}

extension RuleID {
    package static let entityIDNotString: RuleID = "IA303"
}
