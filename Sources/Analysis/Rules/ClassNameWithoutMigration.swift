import Model

/// IA211: an App Intent writes `intentClassName` without adopting `CustomIntentMigratedAppIntent`, and
/// no SiriKit intent of that name is in the tree: the property does nothing, and no legacy intent is
/// counted for it.
package struct ClassNameWithoutMigration: Rule {
    package let id = RuleID.classNameWithoutMigration
    package let title = "intentClassName without CustomIntentMigratedAppIntent"
    package let severity = Severity.note
    package let step = 2
    package let effort = EffortScale.mechanical
    /// No legacy intent to plan for: the finding stands alone.
    package let addsPlanTask = false
    package let explanation = """
        The system reads intentClassName only from an App Intent that adopts CustomIntentMigratedAppIntent. On \
        any other App Intent it is an ordinary static property: nothing is migrated through it. When the tree \
        has no SiriKit intent of that name either, it is no sign of a migration, so the audit counts no legacy \
        intent for it; when a SiriKit intent of that name shipped in an earlier release, its users' shortcuts \
        carry over only once the App Intent adopts the protocol.
        """
    package let fix =
        "Adopt CustomIntentMigratedAppIntent if the name is a SiriKit intent an earlier release shipped; "
        + "otherwise remove the property."

    package func check(_ context: RuleContext) -> [Finding] {
        let known = context.knownClassNames
        let names = WrittenClassName(
            defined: context.links.filter { $0.definition != nil }.map(\.className),
            handlers: context.inventory.handlers)
        return context.inventory.appIntents.filter(IntentLinker.isIntent).compactMap { declaration in
            guard let written = declaration.intentClassName, !known.contains(written),
                !declaration.roles.contains("custom-intent-migrated"),
                names.meant(written) == nil  // a near miss is IA202's
            else { return nil }
            return finding(
                intent: nil, key: declaration.name + "|" + written, at: declaration.location,
                "\(declaration.name) declares intentClassName \"\(written)\" but does not adopt "
                    + "CustomIntentMigratedAppIntent, and no SiriKit intent of that name is in the tree: "
                    + "the property does nothing")
        }
    }
}

extension RuleID {
    package static let classNameWithoutMigration: RuleID = "IA211"
}
