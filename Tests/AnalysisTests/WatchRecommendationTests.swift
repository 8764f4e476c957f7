import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA709: a watch widget's legacy provider recommends configurations and the App Intents widget that
/// replaces it on the watch recommends none.
@Suite struct WatchRecommendationTests {
    static var scenario: Inventory { ShortcutScenarios.scenario(for: "IA709")! }

    @Test func firesWithEveryStepProven() throws {
        let found = Make.assess(Self.scenario).findings("IA709")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "TideAppProvider recommends no configurations, where TideProvider recommended TideIntent's for "
                + "TideWidget: on the watch, its preconfigured complications are gone from the face's picker")
        #expect(finding.location == Make.at("WatchWidgets/TideWidgetV2.swift", 5))
        #expect(finding.proof.allSatisfy { $0.resolved })
        #expect(finding.proof[2].fact == "TideWidgetV2's AppIntentConfiguration replaces it (same kind \"tide\")")
    }

    @Test func recommendationsKeptOrNeverOfferedAreQuiet() {
        var kept = Self.scenario
        kept.providers[1].hasRecommendations = true
        #expect(Make.assess(kept).findings("IA709").isEmpty)
        var never = Self.scenario
        never.providers[0].hasRecommendations = false
        #expect(Make.assess(never).findings("IA709").isEmpty)
        // Another kind, and an App Intent that does not carry TideIntent: not a replacement.
        var other = Self.scenario
        other.widgets[1].kind = "tide-v2"
        #expect(Make.assess(other).findings("IA709").isEmpty)
        // …but one that carries it replaces the legacy widget whatever its kind.
        other.appIntents = [Make.appIntent("TideConfigIntent", migrates: "TideIntent", widget: true)]
        #expect(Make.assess(other).findings("IA709").map(\.severity) == [.warning])
    }

    @Test func onlyTheWatchLosesThem() throws {
        // The project says the new widget is built for iOS only: recommendations are inactive there.
        var phone = Self.scenario
        phone.widgets[1].families = ["accessoryCircular"]
        var widgets = ShortcutScenarios.membership(
            "TideWidgets", "com.apple.product-type.app-extension", files: ["WatchWidgets/TideWidgetV2.swift"])
        widgets.platforms = ["iOS"]
        var watch = ShortcutScenarios.membership(
            "TideWatchWidgets", "com.apple.product-type.app-extension", files: ["WatchWidgets/TideWidget.swift"])
        watch.platforms = ["watchOS"]
        phone = phone.with([widgets, watch])
        #expect(Make.assess(phone).findings("IA709").isEmpty)
        // No project file says where an accessoryCircular widget runs: cannot tell.
        var unknown = Self.scenario
        unknown.widgets[1].families = ["accessoryCircular"]
        let note = try #require(Make.assess(unknown).findings("IA709").first)
        #expect(note.severity == .note)
        // A provider the tree does not declare: cannot tell.
        var undeclared = Self.scenario
        undeclared.providers.removeLast()
        let missing = try #require(Make.assess(undeclared).findings("IA709").first)
        #expect(missing.severity == .note)
        #expect(missing.message.hasPrefix("cannot tell: TideAppProvider, TideWidgetV2's provider, is not declared"))
    }
}
