import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// The Regional fixture: a French-first app (`developmentRegion = fr`, Base texts in French, English
/// and part of German as translations) deployed to iOS 15 and macOS 14, with a widget intent and a
/// donated intent. The draft follows the project: its deployment targets and its languages.
@Suite struct RegionalScaffoldTests {
    static let regional = Fixtures.path("Scaffold/Regional")
    static let classes = ["ShowForecastIntent", "OrderCoffeeIntent"]

    /// A copy of the fixture with the project's deployment targets replaced.
    static func deployed(iOS: String, macOS: String = "14.0") throws -> String {
        let root = try ScaffoldLoop.copy(regional)
        let path = root + "/Regional.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0", with: "IPHONEOS_DEPLOYMENT_TARGET = \(iOS)")
            .replacingOccurrences(of: "MACOSX_DEPLOYMENT_TARGET = 14.0", with: "MACOSX_DEPLOYMENT_TARGET = \(macOS)")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return root
    }

    static func text(_ outcome: ScaffoldLoop.Outcome, _ file: String) throws -> String {
        try String(contentsOfFile: outcome.folder + "/" + file, encoding: .utf8)
    }

    /// Every `@available(…)` / `#available(…)` line of the generated Swift.
    static func availabilityLines(_ outcome: ScaffoldLoop.Outcome) throws -> [String] {
        try outcome.files.filter { $0.hasSuffix(".swift") }.flatMap { file in
            try text(outcome, file).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("@available(") || $0.hasPrefix("if #available(") }
        }
    }

    @Test func onlyThePlatformsBelowTheMinimumAreGuarded() throws {
        let outcome = try ScaffoldLoop.run(Self.regional)
        // iOS 15 is below both minimums; macOS 14 is at the widget minimum already; no watchOS target.
        #expect(try Self.text(outcome, "ShowForecastAppIntent.swift").contains("@available(iOS 17.0, *)\nstruct"))
        #expect(try Self.text(outcome, "OrderCoffeeAppIntent.swift").contains("@available(iOS 16.0, *)\nstruct"))
        #expect(try Self.text(outcome, "WidgetMigration.swift").contains("if #available(iOS 17.0, *) {"))
        let lines = try Self.availabilityLines(outcome)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { !$0.contains("macOS") && !$0.contains("watchOS") }, "\(lines)")
        #expect(try !Self.text(outcome, "CityEntity.swift").contains("No deployment target"))
    }

    @Test func aProjectAtTheMinimumGetsNoGuardAndNoFallback() throws {
        let outcome = try ScaffoldLoop.run(try Self.deployed(iOS: "17.0"))
        #expect(try Self.availabilityLines(outcome).isEmpty)
        let widget = try Self.text(outcome, "WidgetMigration.swift")
        #expect(!widget.contains("IntentConfiguration(kind"))
        #expect(widget.contains("no IntentConfiguration fallback is needed"))
        #expect(widget.contains("AppIntentConfiguration("))
        let checked = try #require(try ScaffoldLoop.typeCheck(outcome.folder, legacyClasses: Self.classes))
        #expect(checked.ok, "\(checked.log)")
    }

    @Test func anOldMacTargetIsGuardedToo() throws {
        let outcome = try ScaffoldLoop.run(try Self.deployed(iOS: "16.0", macOS: "12.0"))
        #expect(try Self.text(outcome, "ShowForecastAppIntent.swift").contains("@available(iOS 17.0, macOS 14.0, *)"))
        #expect(try Self.text(outcome, "OrderCoffeeAppIntent.swift").contains("@available(macOS 13.0, *)"))
    }

    @Test func theDraftIsLinkedWithoutErrorsAndTypeChecks() throws {
        let outcome = try ScaffoldLoop.run(Self.regional)
        for name in Self.classes {
            let intent = try #require(outcome.result.intents.first { $0.name == name })
            #expect(intent.counterpart?.matchedBy == .intentClassName, "\(name)")
            let errors = outcome.result.findings.filter { $0.intent == name && $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors.map(\.message))")
        }
        let checked = try #require(try ScaffoldLoop.typeCheck(outcome.folder, legacyClasses: Self.classes))
        #expect(checked.ok, "\(checked.log)")
        let linted = try #require(try ScaffoldLoop.formatLint(outcome.folder))
        #expect(linted.ok, "\(linted.log)")
    }

    @Test func aBareFolderKeepsEveryPlatformAndSaysWhy() throws {
        let root = try ScaffoldLoop.copy(Self.regional)
        try FileManager.default.removeItem(atPath: root + "/Regional.xcodeproj")
        let outcome = try ScaffoldLoop.run(root)
        let intent = try Self.text(outcome, "ShowForecastAppIntent.swift")
        #expect(intent.contains("@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)"))
        #expect(intent.contains("No deployment target was found in the tree"))
        #expect(
            try Self.text(outcome, "OrderCoffeeAppIntent.swift").contains(
                "@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)"))
    }
}
