import Model

/// IA501: an intent is donated through SiriKit but its counterpart is in no `AppShortcutsProvider`.
package struct DonationNotInAppShortcuts: Rule {
    package let id = RuleID.donationNotInAppShortcuts
    package let title = "Donated intent's counterpart is not an App Shortcut"
    package let severity = Severity.warning
    package let step = 5
    package let effort = EffortScale.smallType
    package let explanation = """
        On iOS 16 and later Shortcuts and Siri show the App Intent instead of the donated SiriKit intent. \
        INInteraction donations, INShortcut suggestions and Add to Siri buttons then stop surfacing the action; \
        an AppShortcutsProvider entry (with phrases containing the app name) is what makes it appear without setup.
        """
    package let fix =
        "List the counterpart in an AppShortcutsProvider; donate it with IntentDonationManager where it was donated."

    package func check(_ context: RuleContext) -> [Finding] {
        let listed = context.shortcutIntents
        return context.linksWithCounterpart.compactMap { link, counterpart in
            let donations = link.legacyDonations
            guard let first = donations.first, !link.isSystemDomain, !listed.contains(counterpart.name) else {
                return nil
            }
            let apis = Set(donations.map(\.api)).sorted().joined(separator: ", ")
            return finding(
                intent: link.className, key: counterpart.name, at: first.location,
                "\(link.className) is donated (\(donations.count)× via \(apis)) but \(counterpart.name) is in no "
                    + "AppShortcutsProvider",
                fix:
                    "Add `AppShortcut(intent: \(counterpart.name)(), phrases: [\"… \\(.applicationName)\"])` to your AppShortcutsProvider."
            )
        }
    }
}

extension RuleID {
    package static let donationNotInAppShortcuts: RuleID = "IA501"
}
