import Foundation
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

@Suite struct RuleRegistryTests {
    /// Every `struct X: Rule` in Analysis/Rules must be listed in `RuleRegistry.all`.
    @Test func everyRuleFileIsRegistered() throws {
        let folder = Fixtures.repositoryRoot + "/Sources/Analysis/Rules"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted()
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("package struct ") && line.contains(": Rule") {
                declared.append(String(line.dropFirst(15).prefix { $0 != ":" }))
            }
        }
        let registered = RuleRegistry.all.map { String(describing: type(of: $0)) }
        #expect(declared.count == files.count)
        #expect(Set(declared) == Set(registered))
        #expect(registered.count == Set(registered).count)
    }

    @Test func idsAreUniqueAndTheirFirstDigitIsTheStep() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            let id = rule.id.rawValue
            #expect(id.count == 5 && id.hasPrefix("IA"))
            #expect(id.dropFirst(2).first.map(String.init) == String(rule.step))
            #expect(!rule.title.isEmpty && rule.explanation.count > 80 && !rule.fix.isEmpty)
        }
    }

    @Test func describeListsEveryRuleSortedWithConfiguredSeverity() {
        var configuration = AuditConfiguration()
        configuration.severities = ["IA205": .error]
        let described = Rules.describe(configuration: configuration)
        #expect(described.map(\.id) == RuleRegistry.all.map(\.id.rawValue).sorted())
        #expect(described.first { $0.id == "IA205" }?.severity == .error)
        #expect(described.first { $0.id == "IA701" }?.explanation.contains("new kind") == true)
    }

    /// A rule carries its plan metadata: a step, the effort of the task it adds, and a scenario row
    /// (`RuleScenarios`) in which it fires.
    @Test func everyRuleHasEffortAndAScenario() {
        let scale = [
            EffortScale.mechanical, EffortScale.smallType, EffortScale.entityAndQuery, EffortScale.handlerLogic,
        ]
        for rule in RuleRegistry.all {
            #expect(scale.contains(rule.effort), "\(rule.id) has effort \(rule.effort), not a point of EffortScale")
            // 8: continuity across releases; 9: what the system sees of the App Intents.
            #expect((1...9).contains(rule.step), "\(rule.id) has no plan step")
            #expect(RuleScenarios.scenario(for: rule.id.rawValue) != nil, "\(rule.id) has no scenario in RuleScenarios")
        }
    }

    @Test func lateRulesNeverRaiseErrors() {
        for rule in RuleRegistry.all where rule.needsStatuses { #expect(rule.severity != .error) }
    }
}

@Suite struct RuleControlTests {
    @Test(arguments: RuleScenarios.allRules) func firesInItsScenario(rule: String) {
        let found = RuleScenarios.assess(rule).findings(rule)
        #expect(!found.isEmpty, "\(rule) did not fire")
        for finding in found {
            #expect(finding.step == RuleRegistry.all.first { $0.id.rawValue == rule }!.step)
            #expect(finding.fingerprint.count == 16)
        }
    }

    @Test(arguments: RuleScenarios.allRules) func inlineSuppressionRemovesTheFinding(rule: String) throws {
        var inventory = RuleScenarios.inventory(for: rule)
        let first = try #require(RuleScenarios.assess(rule, inventory: inventory).findings(rule).first)
        inventory.suppressions = [
            Suppression(rule: rule, location: SourceLocation(path: first.location.path, line: first.location.line))
        ]
        let after = RuleScenarios.assess(rule, inventory: inventory).findings(rule)
        #expect(!after.contains { $0.location.path == first.location.path && $0.location.line == first.location.line })
        // A suppression of another rule on the same line changes nothing.
        inventory.suppressions = [Suppression(rule: "IA999", location: first.location)]
        #expect(
            RuleScenarios.assess(rule, inventory: inventory).findings(rule).contains {
                $0.fingerprint == first.fingerprint
            })
    }

    @Test(arguments: RuleScenarios.allRules) func disabledByConfiguration(rule: String) {
        var configuration = AuditConfiguration()
        configuration.disabledRules = [rule]
        #expect(RuleScenarios.assess(rule, configuration).findings(rule).isEmpty)
    }

    @Test(arguments: RuleScenarios.allRules) func severityFromConfiguration(rule: String) {
        var configuration = AuditConfiguration()
        configuration.severities = [rule: .note]
        let found = RuleScenarios.assess(rule, configuration).findings(rule)
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note })
    }

    @Test func fingerprintIgnoresPathAndLine() {
        let before = Make.assess(RuleScenarios.inventory(for: "IA204")).findings("IA204")
        var moved = RuleScenarios.inventory(for: "IA204")
        moved.appIntents = moved.appIntents.map { declaration in
            var copy = declaration
            copy.location = Make.at("Moved/Elsewhere.swift", 400)
            copy.parameters = copy.parameters.map {
                var p = $0; p.location = Make.at("Moved/Elsewhere.swift", 410); return p
            }
            return copy
        }
        let after = Make.assess(moved).findings("IA204")
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(before.map(\.location) != after.map(\.location))
        #expect(
            Fingerprint.make(rule: "IA204", intent: "A", key: "x")
                != Fingerprint.make(rule: "IA204", intent: "A", key: "y"))
    }
}
