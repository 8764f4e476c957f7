import Model

extension IntentLink {
    /// Donation APIs that never name an intent themselves: an unknown one there hides nothing.
    package static let unnamingDonationAPIs: Set<String> = [
        "INVoiceShortcutCenter.setShortcutSuggestions", "INRelevantShortcutStore.setRelevantShortcuts",
        "INUIEditVoiceShortcutViewController", "NSUserActivity.prediction",
    ]

    /// Swift code that names the intent's class as a type or constructs it, outside what `isUnused`
    /// looks at (`let configuration: ConfigurationIntent = ConfigurationIntent()` in a widget entry):
    /// deleting the intent from its definition breaks those lines.
    package func codeMentions(in context: RuleContext) -> [TypeMention] {
        context.mentionsByName[className] ?? []
    }

    /// `A.swift:19, B.swift:4` (the first five, then how many more).
    package static func places(_ mentions: [TypeMention]) -> String {
        let shown = mentions.prefix(5).map { "\($0.location.path):\($0.location.line)" }
        let more = mentions.count > 5 ? " and \(mentions.count - 5) more" : ""
        return shown.joined(separator: ", ") + more
    }

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
