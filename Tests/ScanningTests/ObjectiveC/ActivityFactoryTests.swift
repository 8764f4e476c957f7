import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scanning

/// `NSUserActivity` initializers and factories set up for prediction: every call is a donation,
/// in Swift and from Objective-C (issue 9 §4).
@Suite("Activity factories called from Swift and Objective-C")
struct ActivityFactoryTests {
    let inventory = Audit.scan(root: Fixtures.path("ObjectiveC/swift-activity-factories"))

    /// `path:line language activityType origin` per prediction donation.
    var rows: [String] {
        inventory.donations.filter { $0.api == "NSUserActivity.prediction" }.map { donation in
            let origin = donation.origin.map { "\($0.path):\($0.line)" } ?? "-"
            return "\(donation.location.path):\(donation.location.line) \(donation.language) "
                + "\(donation.activityType ?? "-") \(origin)"
        }
    }

    /// Lines 5 and 6 of NoteListViewController build activities into an array nothing makes current:
    /// made, not donated (`ActivityUse`).
    @Test func everyCallOfAnEligibleBuilderIsAPrediction() {
        #expect(
            rows == [
                "NSUserActivity+Notes.swift:9 swift - -",
                "NSUserActivity+Notes.swift:32 swift com.example.notes.search -",
                "NoteEditorViewController.m:9 objc com.example.notes.open NSUserActivity+Notes.swift:24",
                "NoteEditorViewController.m:14 objc com.example.notes.compose NSUserActivity+Notes.swift:18",
                "NoteListViewController.swift:11 swift com.example.notes.search NSUserActivity+Notes.swift:31",
                "NoteListViewController.swift:19 swift com.example.notes.open NSUserActivity+Notes.swift:5",
            ])
    }

    @Test func buildersThatTurnPredictionOffOrNeverOnAreNotDonations() {
        let lines = inventory.donations.filter { $0.location.path == "NoteListViewController.swift" }.map(
            \.location.line)
        #expect(!lines.contains(12))
        #expect(!lines.contains(14))
        #expect(
            !inventory.donations.contains { $0.location.path == "NoteEditorViewController.m" && $0.location.line == 16 }
        )
    }
}

@Suite("Objective-C dispatch through a handler variable")
struct ObjectiveCDispatchBranchTests {
    @Test func eachBranchKeepsItsOwnHandler() {
        let inventory = ObjectiveCFixture.scan("dispatch-branches")
        #expect(
            inventory.dispatches.map { "\($0.dispatcher) \($0.kind) \($0.intent ?? "default") -> \($0.handler ?? "?")" }
                == [
                    "IntentHandler extension LogMealIntent -> LogMealIntentHandler",
                    "IntentHandler extension ShowStatsIntent -> ShowStatsIntentHandler",
                    "IntentHandler extension LogWaterIntent -> IntentHandler",
                ])
    }
}

@Suite("Objective-C: an intent's suggested phrase")
struct ObjectiveCIntentPhraseTests {
    @Test func thePhraseSetOnTheIntentGoesWithItsDonation() {
        let inventory = ObjectiveCFixture.scan("donations")
        let phrased = inventory.donations.filter { $0.suggestedPhrase != nil }
            .map { "\($0.location.path):\($0.location.line) \($0.intent ?? "-") \($0.suggestedPhrase ?? "-")" }
        // `menu.suggestedInvocationPhrase` (line 45) is an activity's: a prediction, not an intent's phrase.
        #expect(phrased == ["SoupDonations.m:12 OrderSoupIntent Soup time"])
    }
}
