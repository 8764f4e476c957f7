import Model

/// IA806: an intent is built by other targets than in an earlier release.
package struct ContinuityIntentMoved: Rule {
    package let id = RuleID.continuityIntentMoved
    package let title = "Intent moved to another target since an earlier release"
    package let severity = Severity.warning
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        An App Intent runs in the process of the bundle that declares it (the app, an App Intents extension, \
        a widget extension), and the system records that bundle with each saved shortcut. Users report \
        "Unknown extension process" and shortcuts that stop running after an update moved intents from a \
        widget extension into the app or the other way round; Apple documents that App Intents declared in \
        an extension run in that extension. A legacy intent moving into an App Intent is the migration itself \
        and is not reported, and neither is a SiriKit definition compiled by other targets: the extension \
        whose Info.plist lists the intent runs it, wherever its classes are generated. A target renamed with \
        its bundle identifier kept is the same bundle to the system: nothing moved.
        """
    package let fix =
        "Keep the intent in the target that shipped it, or share it through a framework both targets link "
        + "(an AppIntentsPackage), and test saved shortcuts across the update."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            match.pairs.compactMap { then, now -> Finding? in
                // A legacy intent's targets are the ones compiling its definition (code generation);
                // the extension whose Info.plist lists it runs it, so moving the definition between
                // targets moves nothing (openhab-ios 2.4.17 and 2.4.44: the definition left
                // openHABIntents or OpenHABCore, the Intents extension kept handling all seven).
                // A target renamed with its bundle identifier kept is the same bundle to the system
                // (`ExtensionTargets`): nothing moved.
                guard then.origin == .appIntents, now.origin == .appIntents, !then.targets.isEmpty,
                    !now.targets.isEmpty,
                    !then.targets.allSatisfy({
                        !ExtensionTargets(target: $0, match).names.isDisjoint(with: now.targets)
                    })
                else { return nil }
                let old = then.targets.joined(separator: ", ")
                let new = now.targets.joined(separator: ", ")
                return finding(
                    intent: ContinuityMatch.findingIntent(then), key: then.persistentIdentifier, at: now.location,
                    "\(now.typeName) was built by \(old) at \(match.label) and is built by \(new) now: saved "
                        + "shortcuts may no longer find the process that runs it",
                    proof: [match.thenDeclared(then), match.nowDeclared(now)])
            }
        }
    }
}

extension RuleID {
    package static let continuityIntentMoved: RuleID = "IA806"
}
