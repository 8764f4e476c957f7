import Model

/// IA301: a custom type (`INTypes`) used by an intent that has a counterpart has no entity yet.
package struct CustomTypeWithoutEntity: Rule {
    package let id = "IA301"
    package let title = "Custom type without an AppEntity or TransientAppEntity"
    package let severity = Severity.warning
    package let step = 3
    package let explanation = """
        A saved custom-type value is an INObject (identifier, display string, properties). It can only come back \
        as a TransientAppEntity (Apple's rule) or as an AppEntity whose query resolves the old identifiers. With \
        no entity for the type, every parameter of that type is lost.
        """
    package let fix = "Declare a TransientAppEntity (or an AppEntity whose id is the legacy identifier) for the type."

    /// Names an entity for a custom type may have: the type and class names, with `Entity`/`AppEntity`,
    /// and without an `Intent` prefix or suffix (`IntentTrail` → `TrailEntity`).
    package static func candidateNames(_ type: IntentCustomType) -> [String] {
        var roots = [type.name, type.className]
        for root in roots where root.hasPrefix("Intent") && root.count > 6 { roots.append(String(root.dropFirst(6))) }
        for root in roots where root.hasSuffix("Intent") && root.count > 6 { roots.append(String(root.dropLast(6))) }
        return roots.flatMap { [$0, $0 + "Entity", $0 + "AppEntity"] }
    }

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
                // The counterpart's type comes from another module: IA209 says "cannot tell" instead.
                if match.cannotTell { return nil }
                if let declaration = match.typeDeclaration,
                    declaration.roles.contains("app-entity") || declaration.roles.contains("transient-app-entity")
                {
                    return nil
                }
                let names = Self.candidateNames(type)
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
