import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA910's gate reading and edges, and the availability matrix of an intent (`ServingMatrix`).
@Suite struct AvailabilityTests {
    typealias S = ShortcutScenarios

    @Test func gatesAreReadPerPlatformWithTheirSpellings() {
        #expect(AvailabilityGate.versions("iOS 17.0, macOS 14.0") == ["iOS": "17.0", "macOS": "14.0"])
        #expect(AvailabilityGate.versions("iOSApplicationExtension 18.0") == ["iOS": "18.0"])
        #expect(AvailabilityGate.covers("iOS 18", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers("iOS 17.0", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers("macOS 26.0", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers(nil, platform: "iOS", version: "18.0"))
    }

    @Test func aGateOfTheRightVersionOrAHighEnoughTargetIsQuiet() {
        var gated = S.scenario(for: "IA910")!
        gated.controls[0].availability = "iOSApplicationExtension 18.0"
        #expect(Make.assess(gated).findings("IA910").isEmpty)
        var raised = S.scenario(for: "IA910")!
        raised.targetMemberships[0].deploymentTargets[0].version = "18.0"
        #expect(Make.assess(raised).findings("IA910").isEmpty)
    }

    @Test func aGateTooLowIsStillAnError() throws {
        var low = S.scenario(for: "IA910")!
        low.controls[0].availability = "iOS 17.0"
        let finding = try #require(Make.assess(low).findings("IA910").first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("its gate (iOS 17.0) is lower"))
    }

    @Test func aTargetWithoutADeploymentTargetIsANoteAndNoProjectIsSilent() throws {
        var unknown = S.scenario(for: "IA910")!
        unknown.targetMemberships[0].deploymentTargets = []
        unknown.deploymentTargets = []
        let finding = try #require(Make.assess(unknown).findings("IA910").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: the project files give no deployment target of TrailWidgets"))
        #expect(Make.assess(S.scenario(for: "IA910")!.with([])).findings("IA910").isEmpty)
    }

    @Test func theMatrixSaysWhereTheLegacyPathIsStillNeeded() throws {
        // LogHikeIntent: a definition and a migrated App Intent, deployed from iOS 15.
        let both = Make.assess(RuleScenarios.inventory(for: "IA201"))
        var inventory = RuleScenarios.inventory(for: "IA201")
        inventory.appIntents[0] = RuleScenarios.logHikeAppIntent()
        let ranges = try #require(Make.assess(inventory).intent("LogHikeIntent")).serving
        #expect(
            ranges == [
                ServingRange(platform: "iOS", from: "15.0", below: "16.0", path: .legacy),
                ServingRange(platform: "iOS", from: "16.0", below: nil, path: .both),
            ])
        #expect(both.intent("LogHikeIntent")?.serving.isEmpty == false)
        // An App Intent marked available from iOS 17 serves from 17 on.
        inventory.appIntents[0].availability = "iOS 17.0"
        #expect(Make.assess(inventory).intent("LogHikeIntent")?.serving.last?.from == "17.0")
        // Without a counterpart, the legacy path is the only one, at every version: one range.
        let legacyOnly = Make.assess(Make.inventory([RuleScenarios.logHikeFile()]))
        #expect(
            legacyOnly.intent("LogHikeIntent")?.serving == [
                ServingRange(platform: "iOS", from: "15.0", below: nil, path: .legacy)
            ])
    }
}
