import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA212: two App Intents built together that carry the same intentClassName.
@Suite struct DuplicateClassNameRuleTests {
    @Test func twoAppIntentsClaimingOneClassAreNamedWithTheirPlaces() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA212"))
        let findings = result.findings("IA212")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.intent == "LogHikeIntent")
        #expect(finding.severity == .warning)
        #expect(finding.location == Make.at("App/Intents.swift", 5))
        #expect(
            finding.message
                == "2 App Intents carry intentClassName \"LogHikeIntent\": LogHikeAppIntent (App/Intents.swift:5), "
                + "QuickLogHikeIntent (App/Intents.swift:40); which one receives the saved shortcuts is undefined")
        // The counterpart stays the first one, whatever the order the scanner listed them in.
        #expect(result.intent("LogHikeIntent")?.counterpart?.name == "LogHikeAppIntent")
        var reversed = RuleScenarios.inventory(for: "IA212")
        reversed.appIntents.reverse()
        #expect(Make.assess(reversed).intent("LogHikeIntent")?.counterpart?.name == "LogHikeAppIntent")
        #expect(Make.assess(reversed).findings("IA212").map(\.message) == findings.map(\.message))
    }

    @Test func oneTypePerPlatformIsNoDuplicate() {
        var inventory = RuleScenarios.inventory(for: "IA212")
        for index in inventory.appIntents.indices where inventory.appIntents[index].name == "QuickLogHikeIntent" {
            inventory.appIntents[index].conditions = ["os(macOS)"]
        }
        #expect(Make.assess(inventory).findings("IA212").isEmpty)
    }
}
