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
        let checked = try #require(
            try ScaffoldLoop.typeCheck(outcome.folder, definitions: outcome.result.inventory.definitionFiles))
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
        let checked = try #require(
            try ScaffoldLoop.typeCheck(outcome.folder, definitions: outcome.result.inventory.definitionFiles))
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

    @Test func theCatalogIsWrittenInTheDevelopmentLanguage() throws {
        let outcome = try ScaffoldLoop.run(Self.regional)
        let data = try #require(FileManager.default.contents(atPath: outcome.folder + "/AppIntents.xcstrings"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["sourceLanguage"] as? String == "fr")
        // English is a translation here: it is carried over, and French is never "missing".
        let title = (root["strings"] as? [String: Any])?["Afficher la météo"] as? [String: Any]
        let english = (title?["localizations"] as? [String: Any])?["en"] as? [String: Any]
        #expect((english?["stringUnit"] as? [String: Any])?["value"] as? String == "Show the forecast")
        #expect(!outcome.output.summary.contains { $0.contains("fr ") })
        #expect(outcome.output.summary.contains { $0.hasPrefix("untranslated in the legacy tables too: de ") })
    }

    @Test func translationsLostNamesEnglishInAFrenchApp() throws {
        let outcome = try ScaffoldLoop.run(Self.regional)
        // Without the generated catalog, the counterparts' French titles have no translation at all.
        try FileManager.default.removeItem(atPath: outcome.folder + "/AppIntents.xcstrings")
        let result = try Audit.run(
            root: outcome.root, context: AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0))
        let lost = result.findings.filter { $0.rule == "IA209" && $0.intent == "OrderCoffeeIntent" }
        #expect(lost.contains { $0.message.hasPrefix("English (en) users lose") }, "\(lost.map(\.message))")
        #expect(!lost.contains { $0.message.hasPrefix("French") })
        // The legacy German table never translated the parameter title "Taille": nothing to lose there.
        #expect(!lost.contains { $0.message.hasPrefix("German") }, "\(lost.map(\.message))")
        // With it, English is complete, and German has no finding either.
        let complete = outcome.result.findings.filter { $0.rule == "IA209" && $0.intent == "OrderCoffeeIntent" }
        #expect(complete.isEmpty, "\(complete.map(\.message))")
    }

    @Test func theEntityShowsTheLegacySubtitleAndImage() throws {
        let outcome = try ScaffoldLoop.run(Self.regional)
        let entity = try Self.text(outcome, "CityEntity.swift")
        #expect(entity.contains("var subtitleString: String?"))
        #expect(entity.contains("var displayImage: DisplayRepresentation.Image?"))
        #expect(entity.contains("subtitle: subtitleString.map { LocalizedStringResource(stringLiteral: $0) }"))
        #expect(entity.contains("image: displayImage"))
    }

    @Test func anExistingTableOfTheSameNameIsToBeMerged() throws {
        let root = try ScaffoldLoop.copy(Self.regional)
        try FileManager.default.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
        try "\"Coffee in ${applicationName}\" = \"Coffee in ${applicationName}\";\n".write(
            toFile: root + "/App/en.lproj/AppShortcuts.strings", atomically: true, encoding: .utf8)
        let outcome = try ScaffoldLoop.run(root)
        #expect(
            outcome.output.warnings.contains(
                "App/en.lproj/AppShortcuts.strings is the app's AppShortcuts table already: merge AppShortcuts.xcstrings into it"
            ), "\(outcome.output.warnings)")
        #expect(!outcome.output.warnings.contains { $0.contains("AppIntents table already") })
    }
}
