import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

@Suite("Swift scanner: donations")
struct DonationScanningTests {
    let inventory = SwiftFixture.scan("donations")

    /// `path:line:col api intent evidence` per donation, for exact comparison.
    func rows(_ path: String) -> [String] {
        inventory.donations.filter { $0.location.path == path }.map { donation in
            "\(donation.location.line):\(donation.location.column) \(donation.api) \(donation.intent ?? "-") \(donation.intentEvidence ?? "-")"
        }
    }

    @Test func tiesDonationsToIntentsOnlyWhereTheCodeTells() {
        #expect(
            rows("Donations.swift") == [
                "6:9 INInteraction.donate OrderSoupIntent initializer",
                "11:9 INInteraction.donate LogHikeIntent variable",
                "14:9 INInteraction.donate ShareTrailIntent variable",
                "18:9 INInteraction.donate StartNavigationIntent parameter-type",
                "22:9 INInteraction.donate - -",
                "23:9 INInteraction.donate - -",
                "24:9 INInteraction.donate ExportLogbookIntent cast",
                "28:24 INShortcut ShareTrailIntent helper",
                // The list holds the shortcut of line 28, the relevant one wraps it (`ShortcutList`).
                "29:9 INVoiceShortcutCenter.setShortcutSuggestions ShareTrailIntent helper",
                "30:24 INRelevantShortcut ShareTrailIntent helper",
                "31:9 INRelevantShortcutStore.setRelevantShortcuts ShareTrailIntent helper",
                "32:19 INUIAddVoiceShortcutViewController OrderSoupIntent helper",
                "32:64 INShortcut OrderSoupIntent helper",
                "34:22 INUIAddVoiceShortcutButton ShareTrailIntent helper",
                "39:17 INUIEditVoiceShortcutViewController - -",
            ])
    }

    @Test func helperInAnotherFileConditionsAndIntentDonationManager() {
        #expect(
            rows("ShareIntents.swift") == [
                "13:5 INInteraction.donate ShareTrailIntent helper",
                "19:20 IntentDonationManager.donate LogHikeAppIntent initializer",
            ])
        let debug = inventory.donations.first { $0.location == SwiftFixture.at("ShareIntents.swift", 13, 5) }
        #expect(debug?.conditions == ["DEBUG"])
        #expect(inventory.donations.allSatisfy { $0.language == "swift" })
    }

    @Test func userActivitiesArePredictionsUnlessTurnedOff() {
        let activities = inventory.donations.filter { $0.api == "NSUserActivity.prediction" }
        #expect(
            activities.map(\.location) == [
                SwiftFixture.at("Activities.swift", 10, 24),
                SwiftFixture.at("Activities.swift", 17, 24),
                SwiftFixture.at("Activities.swift", 31, 9),
            ])
        #expect(activities.map(\.activityType) == ["com.example.view-trail", "com.example.navigate", nil])
        #expect(activities.allSatisfy { $0.intent == nil })
        // `intent.suggestedInvocationPhrase` (line 36) belongs to an INIntent, not an activity.
        #expect(rows("Activities.swift").count == 3)
    }
}

/// A prediction-eligible activity donates when it becomes current: `becomeCurrent()` on it or on
/// the local that holds it, or assigned to a `userActivity`; one built into an array, appended, or
/// wrapped in `INShortcut(userActivity:)` donates nothing; one handed to other code still counts.
@Suite("Swift scanner: activities made current, not just made")
struct ActivityUseTests {
    @Test func onlyActivitiesMadeCurrentOrHandedOnDonate() {
        let inventory = SwiftFixture.scan("activity-uses")
        let lines = inventory.donations.filter { $0.api == "NSUserActivity.prediction" }.map {
            "\($0.location.path):\($0.location.line) \($0.activityType ?? "-")"
        }
        #expect(
            lines == [
                // The factory's own prediction set-up (its site, as for every eligible builder).
                "ActivityMaker.swift:5 com.example.viewing",
                "Screens.swift:9 com.example.viewing", "Screens.swift:13 com.example.viewing",
                "Screens.swift:17 com.example.viewing", "Screens.swift:22 com.example.viewing",
                "Screens.swift:38 com.example.viewing",
            ])
    }
}
