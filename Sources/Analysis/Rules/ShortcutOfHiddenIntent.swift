import Model

/// IA904: an App Shortcut runs an intent declared `isDiscoverable = false`.
package struct ShortcutOfHiddenIntent: Rule {
    package let id = RuleID.shortcutOfHiddenIntent
    package let title = "App Shortcut for an intent that is not discoverable"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        `static var isDiscoverable = false` keeps an App Intent out of the Shortcuts action list, Spotlight and \
        suggestions: it is meant for intents only the app or a widget runs. An App Shortcut exists to surface an \
        intent without setup, so offering a hidden intent as one contradicts the intent's own declaration: one of \
        the two is a mistake, and the shortcut is not offered the way the provider suggests.
        """
    package let fix = "Remove `isDiscoverable = false` from the intent, or drop its App Shortcut."

    package func check(_ context: RuleContext) -> [Finding] {
        ShortcutProviders.built(context).flatMap { provider in
            provider.appShortcuts.compactMap { entry -> Finding? in
                guard let name = entry.intent, let intent = context.declarations[name], intent.isDiscoverable == false
                else { return nil }
                return finding(
                    intent: nil, key: provider.name + "|" + name, at: entry.location,
                    "\(provider.name) offers \(name) as an App Shortcut, but \(name) declares isDiscoverable = false",
                    fix: "Remove `isDiscoverable = false` from \(name), or drop its AppShortcut from \(provider.name).")
            }
        }
    }
}

extension RuleID {
    package static let shortcutOfHiddenIntent: RuleID = "IA904"
}
