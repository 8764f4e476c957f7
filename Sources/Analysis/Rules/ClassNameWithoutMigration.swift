import Model

/// IA211: an App Intent writes an `intentClassName` that stands for no legacy intent of the tree: without
/// adopting `CustomIntentMigratedAppIntent` (the property does nothing), or a handler's name where no
/// defined class tells what was meant. No legacy intent is counted for it.
package struct ClassNameWithoutMigration: Rule {
    package let id = RuleID.classNameWithoutMigration
    package let title = "intentClassName that stands for no legacy intent"
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
        carry over only once the App Intent adopts the protocol. A handler's name (`…IntentHandler`) is no \
        intent class either: the system matches the generated intent class, so nothing is carried over through it.
        """
    package let fix =
        "Write the SiriKit intent class an earlier release shipped (generated classes end in `Intent`) and adopt "
        + "CustomIntentMigratedAppIntent; otherwise remove the property."

    package func check(_ context: RuleContext) -> [Finding] {
        let (names, unknown) = context.unknownClassNames
        return unknown.compactMap { declaration, written in
            guard names.meant(written) == nil else { return nil }  // a near miss is IA202's
            let adopts = declaration.roles.contains("custom-intent-migrated")
            guard !adopts || names.isHandlerName(written) else { return nil }
            let what =
                adopts
                ? ", a handler's name, not an intent class, and no SiriKit intent of that name is in the tree: "
                    + "nothing is carried over through it"
                : " but does not adopt CustomIntentMigratedAppIntent, and no SiriKit intent of that name is in "
                    + "the tree: the property does nothing"
            return finding(
                intent: nil, key: declaration.name + "|" + written, at: declaration.location,
                "\(declaration.name) declares intentClassName \"\(written)\"" + what)
        }
    }
}

extension RuleID {
    package static let classNameWithoutMigration: RuleID = "IA211"
}
