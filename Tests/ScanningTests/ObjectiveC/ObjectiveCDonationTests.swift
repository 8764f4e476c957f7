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

/// A method that donates the interaction of its own `INIntent` argument (`-donateInteractionWithIntent:`)
/// donates what its callers pass: each call that passes a concrete intent is a donation of that intent,
/// in the same file or another, by an instance or a class method, with the interaction built in a
/// variable or inline. A caller that passes an intent it cannot name ties nothing.
@Suite struct ObjectiveCDonationWrapperTests {
    let inventory = ObjectiveCFixture.scan("donation-wrappers")

    @Test func eachCallerDonatesTheIntentItPasses() {
        let donations = inventory.donations.map {
            "\($0.location.spot) \($0.intent ?? "-") \($0.intentEvidence ?? "-") from \($0.origin?.spot ?? "-")"
        }
        #expect(
            donations == [
                "CallHistory.m:8:5 INStartCallIntent caller from ChatDonor.mm:18:5",
                "CallHistory.m:9:5 INSearchForMessagesIntent caller from ChatDonor.mm:10:5",
                "ChatDonor.mm:31:5 INSendMessageIntent caller from ChatDonor.mm:10:5",
            ])
        #expect(inventory.donations.allSatisfy { $0.api == "INInteraction.donate" })
    }

    @Test func aWrapperNobodyCallsWithAnIntentStaysUntied() {
        let facts = ObjectiveCScanner.scanFile(
            SourceFile(
                path: "Donor.m", kind: .objectiveC,
                bytes: Array(
                    """
                    @implementation Donor
                    - (void)donate:(INIntent *)intent {
                        [[[INInteraction alloc] initWithIntent:intent response:nil] donateInteractionWithCompletion:nil];
                    }
                    @end
                    """.utf8)))
        let donations = ObjectiveCScanner.merge([facts]).donations
        #expect(donations.map(\.intent) == [nil])
        #expect(facts.wrappers.map(\.selector) == ["donate:"])
    }
}
