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
    package let id = "IA603"
    package let title = "legacy intent that nothing uses"
    package let severity = Severity.note
    package let step = 6
    package let explanation = """
        Nothing in the tree handles, donates, configures or lists this intent. Migrating it costs an App Intent, \
        its types and its tests for dead code, and keeps an action in Shortcuts (and a widget option) that does \
        nothing; deleting it from the definition file is the whole migration.
        """
    package let fix = "Delete the intent from its .intentdefinition file instead of migrating it."

    /// Donation APIs that never name an intent themselves: an unknown one there hides nothing.
    package static let listAPIs: Set<String> = [
        "INVoiceShortcutCenter.setShortcutSuggestions", "INRelevantShortcutStore.setRelevantShortcuts",
        "INUIEditVoiceShortcutViewController", "NSUserActivity.prediction",
    ]

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.filter { Self.isUnused($0, in: context) }.compactMap { link in
            guard let definition = link.definition else { return nil }
            let file = link.definitionFile?.path ?? "its definition file"
            return finding(
                intent: link.className, key: "unused", at: definition.location,
                "nothing uses \(link.className) (no handler, donation, widget, Info.plist entry or App Intent): "
                    + "delete it from \(file) instead of migrating it")
        }
    }

    /// Whether nothing in the inventory refers to the intent (see the type's documentation).
    package static func isUnused(_ link: IntentLink, in context: RuleContext) -> Bool {
        guard link.definition != nil, !link.isSystemDomain, link.counterpart == nil, link.handlers.isEmpty,
            link.dispatches.isEmpty, link.donations.isEmpty, link.legacyWidgets.isEmpty, link.appWidgets.isEmpty,
            link.listedIn.isEmpty, !link.isWidgetIntent
        else { return false }
        let inventory = context.inventory
        let name = link.className
        if inventory.extensions.contains(where: { info in
            info.userActivityTypes.contains(name) || info.entries.contains { $0.name == name }
        }) {
            return false
        }
        if inventory.providers.contains(where: { $0.intentType == name }) { return false }
        if inventory.widgets.contains(where: { $0.intentType == name }) { return false }
        if inventory.donations.contains(where: { $0.intent == nil && !listAPIs.contains($0.api) }) { return false }
        if inventory.dispatches.contains(where: { $0.intent == nil && $0.handler == nil }) { return false }
        return true
    }
}
