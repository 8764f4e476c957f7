import Model

/// IA301: a custom type (`INTypes`) used by an intent that has a counterpart has no entity yet.
package struct CustomTypeWithoutEntity: Rule {
    package let id = RuleID.customTypeWithoutEntity
    package let title = "Custom type without an AppEntity or TransientAppEntity"
    package let severity = Severity.warning
    package let step = 3
    package let effort = EffortScale.entityAndQuery
    /// No task of its own: step 3 turns each custom type into its own entity task.
    package let addsPlanTask = false
    package let explanation = """
        A saved custom-type value is an INObject (identifier, display string, properties). It can only come back \
        as a TransientAppEntity (Apple's rule) or as an AppEntity whose query resolves the old identifiers. With \
        no entity for the type, every parameter of that type is lost.
        """
    package let fix = "Declare a TransientAppEntity (or an AppEntity whose id is the legacy identifier) for the type."

    package func check(_ context: RuleContext) -> [Finding] {
        let entities = context.inventory.appIntents.filter {
            $0.roles.contains("app-entity") || $0.roles.contains("transient-app-entity")
        }
        return context.linksWithCounterpart.flatMap { link, counterpart -> [Finding] in
            guard let file = link.definitionFile else { return [] }
            var seen: Set<String> = []
            return link.parameters.compactMap { match -> Finding? in
                guard let legacy = match.legacy, let object = legacy.objectType, legacy.objectTypeNamespace != "System",
                    let type = file.types.first(where: { $0.name == object || $0.className == object }),
                    !seen.contains(type.name)
                else { return nil }
                seen.insert(type.name)
                // The counterpart's type comes from another module: IA210 says "cannot tell" instead.
                if match.cannotTell { return nil }
                if let declaration = match.typeDeclaration,
                    declaration.roles.contains("app-entity") || declaration.roles.contains("transient-app-entity")
                {
                    return nil
                }
                let names = type.entityCandidateNames
                if entities.contains(where: { names.contains($0.name) }) { return nil }
                return finding(
                    intent: link.className, key: type.name, at: type.location,
                    "custom type \(type.className) (used by \(link.className).\(legacy.name)) has no AppEntity or "
                        + "TransientAppEntity; \(counterpart.name) cannot receive saved values",
                    fix:
                        "Declare `struct \(names[2]): TransientAppEntity` (or an AppEntity keyed by the legacy identifier)."
                )
            }
        }
    }
}

extension RuleID {
    package static let customTypeWithoutEntity: RuleID = "IA301"
}
