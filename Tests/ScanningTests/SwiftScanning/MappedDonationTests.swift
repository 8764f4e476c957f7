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

/// Donations built in a `map` over an array literal of intents (Iron's workout shortcuts are built
/// that way): one donation per element intent at the same place; unknown when the code does not tell.
@Suite("Swift scanner: donations mapped over intents")
struct MappedDonationTests {
    let inventory = SwiftFixture.scan("mapped-donations")

    func rows() -> [String] {
        inventory.donations.map { donation in
            "\(donation.location.line):\(donation.location.column) \(donation.api) \(donation.intent ?? "-") \(donation.intentEvidence ?? "-")"
        }
    }

    @Test func oneDonationPerElementIntentOfAnArrayLiteral() {
        let rows = rows()
        #expect(
            rows.filter { $0.hasPrefix("5:") } == [
                "5:78 INShortcut INStartWorkoutIntent initializer",
                "5:78 INShortcut INEndWorkoutIntent initializer",
            ])
        #expect(
            rows.filter { $0.hasPrefix("10:") } == [
                "10:87 INShortcut LogSetIntent initializer",
                "10:87 INShortcut PauseWorkoutIntent initializer",
            ], "a named closure parameter counts like $0")
        #expect(
            rows.filter { $0.hasPrefix("15:") } == [
                "15:63 INInteraction.donate LogSetIntent initializer",
                "15:63 INInteraction.donate PauseWorkoutIntent initializer",
            ], "forEach with the closure in parentheses, X.init() elements")
    }

    @Test func staysUnknownWhenTheCollectionOrTheNameDoesNotTell() {
        let rows = rows()
        #expect(
            rows.filter { $0.hasPrefix("19:") || $0.hasPrefix("20:") || $0.hasPrefix("23:") } == [
                "19:43 INShortcut - -",
                "20:51 INShortcut - -",
                "23:20 INShortcut - -",
            ])
        // The lists handed to setShortcutSuggestions at lines 6 and 11 are built from those
        // mapped shortcuts, so each call donates both intents (`ShortcutList`); line 25's list
        // holds shortcuts of a parameter's intents and stays unknown.
        #expect(
            rows.filter { $0.contains("setShortcutSuggestions") } == [
                "6:9 INVoiceShortcutCenter.setShortcutSuggestions INStartWorkoutIntent initializer",
                "6:9 INVoiceShortcutCenter.setShortcutSuggestions INEndWorkoutIntent initializer",
                "11:9 INVoiceShortcutCenter.setShortcutSuggestions LogSetIntent initializer",
                "11:9 INVoiceShortcutCenter.setShortcutSuggestions PauseWorkoutIntent initializer",
                "25:9 INVoiceShortcutCenter.setShortcutSuggestions - -",
            ])
        #expect(rows.count == 14)
    }
}
