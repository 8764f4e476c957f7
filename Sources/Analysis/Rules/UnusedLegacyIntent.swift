import Model

/// IA603: a legacy intent that nothing uses — Xcode's widget template `ConfigurationIntent` left in
/// the definition file after the widget moved to `StaticConfiguration`, a Shortcuts action never
/// wired up. Deleting it from the definition is the whole migration.
///
/// "Nothing" means: no handler, no dispatch branch, no donation, no `IntentConfiguration` or timeline
/// provider, no App Intents counterpart, no Info.plist list (`IntentsSupported`, `INIntentsSupported`,
/// `NSUserActivityTypes`, …); and no donation or dispatch the audit could not tie to an intent, since
/// that one might be this intent.
package struct UnusedLegacyIntent: Rule {
    package let id = RuleID.unusedLegacyIntent
    package let title = "legacy intent that nothing uses"
    package let severity = Severity.note
    package let step = 6
    package let effort = EffortScale.mechanical
    /// No task of its own: the unused intent's plan is one step-6 deletion task.
    package let addsPlanTask = false
    package let explanation = """
        Nothing in the tree handles, donates, configures or lists this intent. Migrating it costs an App Intent, \
        its types and its tests for dead code, and keeps an action in Shortcuts (and a widget option) that does \
        nothing; deleting it from the definition file is the whole migration.
        """
    package let fix = "Delete the intent from its .intentdefinition file instead of migrating it."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.filter { $0.isUnused(in: context) }.compactMap { link in
            guard let definition = link.definition else { return nil }
            let file = link.definitionFile?.path ?? "its definition file"
            let mentions = link.codeMentions(in: context)
            guard mentions.isEmpty else {
                // Only named, never handled or donated: still dead, but the code naming it goes with it.
                return finding(
                    intent: link.className, key: "unused", at: definition.location,
                    "no handler, donation, widget, Info.plist entry or App Intent uses \(link.className), but code "
                        + "names it (\(IntentLink.places(mentions))): delete it from \(file) together with that code "
                        + "instead of migrating it",
                    fix: "Delete the intent from its .intentdefinition file and the code that names it.")
            }
            return finding(
                intent: link.className, key: "unused", at: definition.location,
                "nothing uses \(link.className) (no handler, donation, widget, Info.plist entry or App Intent): "
                    + "delete it from \(file) instead of migrating it")
        }
    }

}

extension RuleID {
    package static let unusedLegacyIntent: RuleID = "IA603"
}
