import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// Scaffold, then audit the tree with the files added: every scaffolded intent must be linked by
/// `intentClassName` to the generated type, with no error finding left on it; every file must parse.
@Suite struct ClosedLoopTests {
    static let coverage = Fixtures.path("Scaffold/Coverage")
    static let trailMix = Fixtures.repositoryRoot + "/Examples/TrailMix"

    /// Whether SwiftParser finds no syntax error in a Swift file.
    static func parsesCleanly(_ path: String) throws -> Bool {
        !Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8)).hasError
    }

    /// The loop's promises for each scaffolded intent.
    private func checkLinked(_ outcome: ScaffoldLoop.Outcome, _ classNames: [String]) throws {
        for name in classNames {
            let intent = try #require(outcome.result.intents.first { $0.name == name })
            let counterpart = try #require(intent.counterpart, "\(name) has no counterpart")
            #expect(counterpart.matchedBy == .intentClassName, "\(name)")
            #expect(counterpart.location.path.hasPrefix("Scaffolded/"), "\(name) linked to \(counterpart.location)")
            #expect([.coexisting, .readyToRetire].contains(intent.status), "\(name) is \(intent.status)")
            let errors = outcome.result.findings.filter { $0.intent == name && $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors.map(\.message))")
        }
        for file in outcome.files where file.hasSuffix(".swift") {
            #expect(try Self.parsesCleanly(outcome.folder + "/" + file), "\(file) does not parse")
        }
    }

    @Test func trailMixLegacyOnlyIntentIsLinkedWithoutErrors() throws {
        let outcome = try ScaffoldLoop.run(Self.trailMix)
        #expect(outcome.output.standardOutput.contains("for 1 intent(s)"))
        #expect(
            outcome.files == [
                "AppIntents.xcstrings", "AppMigratedShortcuts.swift", "AppShortcuts.xcstrings", "NotPortedError.swift",
                "StartNavigationAppIntent.swift",
            ])
        try checkLinked(outcome, ["StartNavigationIntent"])
        // The placeholder perform() is still reported: the handler is not ported.
        #expect(outcome.result.findings.contains { $0.rule == "IA404" && $0.intent == "StartNavigationIntent" })
    }

    @Test func coverageFixtureWithBranchesIsLinkedWithoutErrors() throws {
        let outcome = try ScaffoldLoop.run(Self.coverage)
        #expect(
            outcome.files == [
                "AllTypesAppIntent.swift", "AppIntents.xcstrings", "AppShortcuts.swift", "AppShortcuts.xcstrings",
                "CityEntity.swift",
                "NotPortedError.swift", "PaletteEntity.swift", "PickColorAppIntent.swift", "ShadeAppEnum.swift",
                "ShowDashboardAppIntent.swift", "ShowDashboardAppIntentChoiceEntity.swift",
                "ShowWeatherAppIntent.swift",
                "SlotKindAppEnum.swift", "WeatherModeAppEnum.swift", "WidgetMigration.swift",
            ])
        try checkLinked(outcome, ["AllTypesIntent", "PickColorIntent", "ShowWeatherIntent", "ShowDashboardIntent"])
        // Two combinations: When branches, no IA207; six: flattened, so IA207 remains as a warning.
        #expect(!outcome.result.findings.contains { $0.rule == "IA207" && $0.intent == "ShowWeatherIntent" })
        #expect(outcome.result.findings.contains { $0.rule == "IA207" && $0.intent == "ShowDashboardIntent" })
        // The system object has no App Intents type: a TODO and a finding, and the summary says so.
        #expect(outcome.result.findings.contains { $0.rule == "IA205" && $0.message.contains("AllTypesIntent.song") })
        #expect(outcome.output.warnings.contains { $0.hasPrefix("AllTypesIntent.song: MediaItem") })
        // French had only the titles: the summary counts the texts it never had, and IA209 does not name
        // them after the re-audit (French users never saw them translated).
        #expect(
            outcome.output.summary.contains {
                $0.hasPrefix("untranslated in the legacy tables too: ") && $0.contains("fr ")
            })
        #expect(!outcome.result.findings.contains { $0.rule == "IA209" && $0.message.hasPrefix("French (fr) users") })
        #expect(
            !outcome.result.findings.contains {
                $0.rule == "IA209" && $0.intent == "ShowWeatherIntent" && $0.message.hasPrefix("German")
            })
    }

    @Test func coverageFixtureFlattenedIsLinkedWithoutErrors() throws {
        let outcome = try ScaffoldLoop.run(Self.coverage, style: "flatten")
        #expect(outcome.files.contains("ShowWeatherAppIntentChoiceEntity.swift"))
        try checkLinked(outcome, ["AllTypesIntent", "PickColorIntent", "ShowWeatherIntent", "ShowDashboardIntent"])
    }

    @Test func generatedFilesTypeCheckAgainstTheStandIn() throws {
        for style in ["branches", "flatten"] {
            let outcome = try ScaffoldLoop.run(Self.coverage, style: style)
            let checked = try #require(
                try ScaffoldLoop.typeCheck(outcome.folder, definitions: outcome.result.inventory.definitionFiles))
            #expect(checked.ok, "\(style): \(checked.log)")
        }
    }

    @Test func generatedFilesPassTheProjectsFormatLint() throws {
        for style in ["branches", "flatten"] {
            let outcome = try ScaffoldLoop.run(Self.coverage, style: style)
            let linted = try #require(try ScaffoldLoop.formatLint(outcome.folder))
            #expect(linted.ok, "\(style): \(linted.log)")
        }
    }

    @Test func theStandInRejectsAWrongParameterType() throws {
        let outcome = try ScaffoldLoop.run(Self.coverage)
        let path = outcome.folder + "/AllTypesAppIntent.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "var amount: Double?", with: "var amount: NSNumber?")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let checked = try #require(
            try ScaffoldLoop.typeCheck(outcome.folder, definitions: outcome.result.inventory.definitionFiles))
        #expect(!checked.ok && checked.log.contains("NSNumber"))
    }
}
