import Model

extension IntentLink {
    /// Donation APIs that never name an intent themselves: an unknown one there hides nothing.
    package static let unnamingDonationAPIs: Set<String> = [
        "INVoiceShortcutCenter.setShortcutSuggestions", "INRelevantShortcutStore.setRelevantShortcuts",
        "INUIEditVoiceShortcutViewController", "NSUserActivity.prediction",
    ]

    /// Whether nothing in the inventory refers to the intent (see the type's documentation).
    package func isUnused(in context: RuleContext) -> Bool {
        let link = self
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
        if inventory.donations.contains(where: { $0.intent == nil && !Self.unnamingDonationAPIs.contains($0.api) }) {
            return false
        }
        if inventory.dispatches.contains(where: { $0.intent == nil && $0.handler == nil }) { return false }
        return true
    }
}
