import TestSupport
import Testing

@testable import Model
@testable import Scanning

/// `helper().intent`: the intent of what a helper hands out, told by the helper's declared type
/// (SideStore's `INShortcut(intent: INInteraction.refreshAllApps().intent)`).
@Suite("Swift scanner: the intent of what a helper hands out")
struct HelperIntentTests {
    let inventory = SwiftFixture.scan("helper-intents")

    func rows() -> [String] {
        inventory.donations.filter { $0.location.path == "Settings.swift" }.map { donation in
            "\(donation.location.line) \(donation.api) \(donation.intent ?? "-")"
        }
    }

    @Test func anInteractionHelpersIntentIsTheOneItsBodyBuilds() {
        #expect(
            rows().filter { $0.hasPrefix("6 ") || $0.hasPrefix("7 ") } == [
                "6 INShortcut RefreshAllIntent", "7 INUIAddVoiceShortcutViewController RefreshAllIntent",
            ])
    }

    @Test func aModelHelpersIntentIsItsIntentMember() {
        #expect(rows().filter { $0.hasPrefix("11 ") } == ["11 INShortcut BookTableIntent"])
    }

    @Test func aHelperOfAnotherTypeOrNoneTellsNothing() {
        #expect(rows().filter { $0.hasPrefix("12 ") || $0.hasPrefix("13 ") } == ["12 INShortcut -", "13 INShortcut -"])
    }
}
