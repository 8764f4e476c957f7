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

/// Donations, tied to their intent when the same method tells, and untied otherwise.
@Suite struct ObjectiveCDonationTests {
    let inventory = ObjectiveCFixture.scan("donations")

    @Test func findsEveryDonationWithItsIntent() {
        let donations = inventory.donations.map {
            "\($0.location.spot) \($0.api) \($0.intent ?? "-") \($0.intentEvidence ?? "-") \($0.activityType ?? "-")"
        }
        #expect(
            donations == [
                "ShortcutBridge.mm:9:5 INInteraction.donate CheckStockIntent variable -",
                "SoupDonations.m:12:5 INInteraction.donate OrderSoupIntent variable -",
                "SoupDonations.m:17:5 INInteraction.donate CheckStockIntent initializer -",
                "SoupDonations.m:24:5 INInteraction.donate OrderSoupIntent parameter-type -",
                "SoupDonations.m:30:5 INInteraction.donate - - -",
                "SoupDonations.m:35:28 INShortcut OrderSoupIntent initializer -",
                "SoupDonations.m:36:5 INVoiceShortcutCenter.setShortcutSuggestions - - -",
                "SoupDonations.m:37:42 INUIAddVoiceShortcutButton - - -",
                "SoupDonations.m:44:5 NSUserActivity.prediction - - com.example.soup.menu",
                "SoupDonations.m:51:5 NSUserActivity.prediction - - -",
                "SoupDonations.m:58:5 INInteraction.donate OrderSoupIntent variable -",
                "SoupDonations.m:59:9 NSUserActivity.prediction - - -",
            ])
        #expect(inventory.donations.allSatisfy { $0.language == "objc" && $0.conditions.isEmpty })
    }

    @Test func anIntentsInvocationPhraseAndAPredictionTurnedOffAreNotDonations() {
        let lines = inventory.donations.filter { $0.location.path == "SoupDonations.m" }.map(\.location.line)
        #expect(!lines.contains(10))
        #expect(!lines.contains(45))
        #expect(!lines.contains(48))
    }

    @Test func noHandlersInDonationCode() {
        #expect(inventory.handlers.isEmpty)
        #expect(inventory.diagnostics.isEmpty)
    }
}
