import Model

/// IA502: a donation whose intent cannot be told, or names a class no definition declares.
package struct DonationOfUnknownIntent: Rule {
    package let id = RuleID.donationOfUnknownIntent
    package let title = "Donation of an unknown intent"
    package let severity = Severity.note
    package let step = 5
    package let effort = EffortScale.mechanical
    package let explanation = """
        The plan can only replace a donation it can tie to an intent. A donation whose intent the audit cannot \
        tell (built elsewhere, passed in) or that names a class no definition declares must be checked by hand.
        """
    package let fix =
        "Check which intent is donated; make the intent's type visible at the call, or remove a stale donation."

    package func check(_ context: RuleContext) -> [Finding] {
        let known = context.knownClassNames
        var counts: [String: Int] = [:]
        return context.inventory.donations.compactMap { donation in
            // A shortcut built from an activity (`INShortcut(userActivity:)`) donates no intent at all.
            guard !donation.api.hasPrefix("NSUserActivity"), !donation.api.hasPrefix("IntentDonationManager"),
                donation.intentEvidence != "user-activity"
            else {
                return nil
            }
            if let intent = donation.intent, known.contains(intent) || context.declarations[intent] != nil {
                return nil
            }
            let base = "\(donation.api)|\(donation.intent ?? "?")"
            counts[base, default: 0] += 1
            let what =
                donation.intent.map { "\($0), which no definition declares" } ?? "an intent the audit cannot tell"
            return finding(
                intent: donation.intent, key: "\(base)|\(counts[base]!)", at: donation.location,
                "\(donation.api) donates \(what)")
        }
    }
}

extension RuleID {
    package static let donationOfUnknownIntent: RuleID = "IA502"
}
