import Model

/// IA807: a `CustomIntentMigratedAppIntent` retired with `isDiscoverable = false` instead of
/// `DeprecatedAppIntent`.
package struct ContinuityHiddenNotDeprecated: Rule {
    package let id = RuleID.continuityHiddenNotDeprecated
    package let title = "Migrated intent retired with isDiscoverable = false"
    package let severity = Severity.warning
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        `isDiscoverable = false` does not hide an intent that adopts CustomIntentMigratedAppIntent: the \
        system keeps offering it for the legacy shortcuts it carries, and nothing tells users or the \
        Shortcuts app what replaces it. Apple's way to retire an intent is `DeprecatedAppIntent` with \
        `IntentDeprecation(replacedBy:)`, which keeps saved shortcuts running and points at the successor. \
        An intent that was hidden before is left alone, and so is one that carries a widget's legacy \
        configuration intent users could neither add in Shortcuts nor be suggested: no shortcut was made of it.
        """
    package let fix =
        "Remove `isDiscoverable = false` and adopt `DeprecatedAppIntent` with `static var deprecation = "
        + "IntentDeprecation(replacedBy: NewIntent.self)`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            match.current.intents.compactMap { now -> Finding? in
                guard now.origin == .appIntents, let className = now.intentClassName, now.isDiscoverable == false,
                    !now.deprecated
                else { return nil }
                // What users had before: the App Intent itself, else the legacy class it carries.
                let before =
                    match.predecessor(of: now)
                    ?? match.earlier.identity.intents.first { $0.origin == .legacy && $0.typeName == className }
                guard before?.isDiscoverable != false else { return nil }
                return finding(
                    intent: className, key: now.typeName, at: now.location,
                    "\(now.typeName) (intentClassName \"\(className)\") is hidden with isDiscoverable = false since "
                        + "\(match.label) instead of adopting DeprecatedAppIntent",
                    proof: [
                        before.map { match.thenDeclared($0) } ?? match.then("\(now.typeName) did not exist"),
                        ProofStep("\(now.typeName) sets isDiscoverable = false", at: now.location),
                    ])
            }
        }
    }
}

extension RuleID {
    package static let continuityHiddenNotDeprecated: RuleID = "IA807"
}
