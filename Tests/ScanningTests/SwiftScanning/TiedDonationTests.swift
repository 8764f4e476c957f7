import TestSupport
import Testing

@testable import Model
@testable import Scanning

/// Donations tied through helpers, model properties and `INInteraction` helpers (issue 9 §4).
@Suite("Swift scanner: donations tied through code")
struct TiedDonationTests {
    let inventory = SwiftFixture.scan("tied-donations")

    /// `line api intent phrase origin` per donation of a file, for exact comparison.
    func rows(_ path: String) -> [String] {
        inventory.donations.filter { $0.location.path == path }.map { donation in
            let origin = donation.origin.map { "\($0.path):\($0.line)" } ?? "-"
            return "\(donation.location.line) \(donation.api) \(donation.intent ?? "-") \(donation.suggestedPhrase ?? "-") \(origin)"
        }
    }

    @Test func helpersDeclaredAsWrappersAreFollowedIntoTheirBodies() {
        #expect(rows("NapDonations.swift") == [
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
        #expect(!inventory.donations.contains { ["INShortcut", "INInteraction", "INIntent"].contains($0.intent ?? "") })
    }

    @Test func modelPropertiesAndWrappedIntentsAreFollowed() {
        #expect(rows("BookingViewController.swift") == [
            "9 INInteraction.donate BookTableIntent - Booking+Intents.swift:4",
            "10 INShortcut BookTableIntent - Booking+Intents.swift:4",
            "11 INVoiceShortcutCenter.setShortcutSuggestions - - -",
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
        #expect(rows("SyncController.swift") == [
            "5 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
            "10 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
            "12 INInteraction.donate SyncAllIntent Sync everything Booking+Intents.swift:24",
        ])
    }
}
