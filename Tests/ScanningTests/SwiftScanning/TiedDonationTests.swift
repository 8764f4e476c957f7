import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Reporting
@testable import Scanning

/// Donations tied through helpers, model properties and `INInteraction` helpers (issue 9 §4).
@Suite("Swift scanner: donations tied through code")
struct TiedDonationTests {
    let inventory = SwiftFixture.scan("tied-donations")

    /// `line api intent phrase origin` per donation of a file, for exact comparison.
    func rows(_ path: String) -> [String] {
        inventory.donations.filter { $0.location.path == path }.map { donation in
            let origin = donation.origin.map { "\($0.path):\($0.line)" } ?? "-"
            return
                "\(donation.location.line) \(donation.api) \(donation.intent ?? "-") \(donation.suggestedPhrase ?? "-") \(origin)"
        }
    }

    @Test func helpersDeclaredAsWrappersAreFollowedIntoTheirBodies() {
        #expect(
            rows("NapDonations.swift") == [
                "8 INInteraction.donate NapTimerIntent Start a nap NapHelpers.swift:11",
                "9 INInteraction.donate StartNapIntent - NapHelpers.swift:17",
                "9 INInteraction.donate StopNapIntent Wake me up NapHelpers.swift:21",
                "11 INInteraction.donate QuietNapIntent - NapHelpers.swift:27",
                "11 INInteraction.donate LoudNapIntent - NapHelpers.swift:31",
                "12 INInteraction.donate StartNapIntent Nap time NapHelpers.swift:37",
                "12 INInteraction.donate QuietNapIntent Nap time NapHelpers.swift:39",
                "13 INInteraction.donate - - -",
                "14 INInteraction.donate - - -",
                "15 INInteraction.donate NapTimerIntent - NapHelpers.swift:54",
                "20 INUIAddVoiceShortcutViewController NapTimerIntent Start a nap NapHelpers.swift:11",
            ])
    }

    @Test func aShortcutHelperNeverTiesTheWrapperItself() {
        #expect(
            !inventory.donations.contains { ["INShortcut", "INInteraction", "INIntent"].contains($0.intent ?? "") })
    }

    @Test func modelPropertiesAndWrappedIntentsAreFollowed() {
        #expect(
            rows("BookingViewController.swift") == [
                "9 INInteraction.donate BookTableIntent - Booking+Intents.swift:4",
                "10 INShortcut BookTableIntent - Booking+Intents.swift:4",
                // The list holds line 10's shortcut of `other.intent` (`ShortcutList`).
                "11 INVoiceShortcutCenter.setShortcutSuggestions BookTableIntent - Booking+Intents.swift:4",
                "12 INInteraction.donate PostReviewIntent Review my dinner Booking+Intents.swift:16",
                "17 INUIAddVoiceShortcutViewController BookTableIntent - Booking+Intents.swift:4",
                "17 INShortcut BookTableIntent - Booking+Intents.swift:4",
                "19 INUIAddVoiceShortcutViewController - - -",
                "19 INShortcut - - -",
                "24 INShortcut OrderCoffeeIntent - -",
                "25 INUIAddVoiceShortcutViewController OrderCoffeeIntent - -",
                "25 INShortcut OrderCoffeeIntent - -",
            ])
    }

    @Test func anInteractionHelperDonatedInAnotherFileIsRecordedAndTied() {
        #expect(
            rows("SyncController.swift") == [
                "5 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
                "10 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
                "12 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
            ])
    }
}

/// The ties reach the audit: each intent is linked to its own donations only, even where one
/// site donates several intents (Commands and Reporting over the same fixture).
@Suite("Donations tied through code, in the audit")
struct TiedDonationAuditTests {
    @Test func eachIntentListsOnlyItsOwnDonations() throws {
        let result = try Audit.run(
            root: Fixtures.path("Swift/tied-donations"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
        func sites(_ name: String) throws -> [String] {
            let intent = try #require(result.intents.first { $0.name == name })
            return intent.donations.map(\.fact).map {
                "\($0.location.path):\($0.location.line) \($0.intent ?? "-")"
            }
        }
        #expect(try sites("StopNapIntent") == ["NapDonations.swift:9 StopNapIntent"])
        #expect(
            try sites("StartNapIntent") == [
                "NapDonations.swift:9 StartNapIntent", "NapDonations.swift:12 StartNapIntent",
            ])
        #expect(
            try sites("SyncAllIntent") == [
                "SyncController.swift:5 SyncAllIntent", "SyncController.swift:10 SyncAllIntent",
                "SyncController.swift:12 SyncAllIntent",
            ])
        // The helper that wraps the intent in an `INShortcut` is a site of its own (NapHelpers.swift:58).
        #expect(
            try sites("NapTimerIntent") == [
                "NapDonations.swift:8 NapTimerIntent", "NapDonations.swift:15 NapTimerIntent",
                "NapDonations.swift:20 NapTimerIntent", "NapHelpers.swift:58 NapTimerIntent",
            ])
        // Only the sites whose intent cannot be told stay notes.
        #expect(
            result.findings("IA502").map { "\($0.location.path):\($0.location.line)" } == [
                "BookingViewController.swift:19", "BookingViewController.swift:19",
                "INIntent+Donate.swift:7", "NapDonations.swift:13", "NapDonations.swift:14",
                "SleepHelper.swift:11",
            ])
    }
}

/// A property declared only `INIntent` that the tree assigns one intent (ProtonVPN's
/// `SiriHelper.quickConnectIntent`, set at launch): the assigned intent is the donated one.
@Suite("Swift scanner: intents assigned to properties declared INIntent")
struct AssignedIntentTests {
    @Test func theAssignedInitializerTellsAndAnUnknownValueDoesNot() {
        let inventory = SwiftFixture.scan("tied-donations")
        let rows = inventory.donations.filter { $0.location.path == "SleepHelper.swift" }.map { donation in
            "\(donation.location.line) \(donation.intent ?? "-") \(donation.intentEvidence ?? "-") "
                + (donation.origin.map { "\($0.path):\($0.line)" } ?? "-")
        }
        #expect(rows == ["9 WindDownIntent assigned AppSetup.swift:5", "11 - - -"])
    }
}

/// `INShortcut(userActivity:)` carries an activity, not an intent: no intent to tell, no IA502 note.
@Suite("Swift scanner: shortcuts of activities")
struct ActivityShortcutTests {
    @Test func aShortcutOfAnActivityIsMarkedAndNotAnUnknownIntent() throws {
        let inventory = SwiftFixture.scan("tied-donations")
        #expect(
            inventory.donations.filter { $0.location.path == "ActivityShortcut.swift" }.map {
                "\($0.location.line) \($0.api) \($0.intent ?? "-") \($0.intentEvidence ?? "-")"
            } == [
                "5 INShortcut - user-activity",
                "6 INUIAddVoiceShortcutViewController - user-activity",
            ])
        let result = try Audit.run(
            root: Fixtures.path("Swift/tied-donations"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
        #expect(!result.findings("IA502").contains { $0.location.path == "ActivityShortcut.swift" })
    }
}

/// A method that donates `self` (`extension INIntent { func donate(identifier:) }`): each call on an
/// intent the code names donates that intent (CoffeeBot-style helpers).
@Suite("Swift scanner: methods that donate the intent they are called on")
struct SelfDonatingMethodTests {
    @Test func callsOnNamedIntentsAreDonationsOfThem() {
        let inventory = SwiftFixture.scan("tied-donations")
        let rows = inventory.donations.filter {
            ["TeaController.swift", "INIntent+Donate.swift"].contains($0.location.path)
        }
        .map { donation in
            "\(donation.location.path):\(donation.location.line) \(donation.intent ?? "-") "
                + "\(donation.intentEvidence ?? "-") " + (donation.origin.map { "\($0.path):\($0.line)" } ?? "-")
        }
        // Line 9 calls BrewTeaIntent's own method on a NapTimerIntent; line 10 calls `donate` on no intent.
        #expect(
            rows == [
                "INIntent+Donate.swift:7 - - -",
                "INIntent+Donate.swift:13 BrewTeaIntent self -",
                "TeaController.swift:6 BrewTeaIntent variable INIntent+Donate.swift:7",
                "TeaController.swift:7 BrewTeaIntent initializer INIntent+Donate.swift:13",
            ])
    }
}

/// A manager type's methods and properties that build shortcuts from concrete intents, read through
/// its shared instance (`ShortcutManager.shared.shortcut(for:)`) by Add to Siri view controllers
/// elsewhere: the ties follow the manager's bodies as they do for helpers.
@Suite("Swift scanner: shortcuts built by a manager type")
struct ManagerShortcutTests {
    @Test func addToSiriThroughASharedManagerIsTiedToItsIntents() {
        let inventory = SwiftFixture.scan("manager-shortcuts")
        let rows = inventory.donations.filter { $0.api == "INUIAddVoiceShortcutViewController" }.map { donation in
            "\(donation.location.line) \(donation.intent ?? "-") "
                + (donation.origin.map { "\($0.path):\($0.line)" } ?? "-")
        }
        #expect(
            rows == [
                "7 OrderSoupIntent ShortcutManager.swift:13", "7 OrderStatusIntent ShortcutManager.swift:14",
                "12 OrderStatusIntent ShortcutManager.swift:19",
            ])
    }
}
