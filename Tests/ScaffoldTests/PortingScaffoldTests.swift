import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// The Porting fixture: an app (iOS 16) whose definition generates its classes only in the widget
/// extension (`no_codegen` in the app), with a widget intent (a custom type, an enum whose default is
/// `unknown`, a Boolean), an intent with an output, a handler that answers `.continueInApp`, an intent not
/// configurable in Shortcuts and 12 more donated intents (past the 10 App Shortcuts an app may have).
@Suite struct PortingScaffoldTests {
    static let porting = Fixtures.path("Scaffold/Porting")

    static func text(_ outcome: ScaffoldLoop.Outcome, _ file: String) throws -> String {
        try String(contentsOfFile: outcome.folder + "/" + file, encoding: .utf8)
    }

    /// A copy of the fixture deployed to `iOS`.
    static func deployed(iOS: String) throws -> String {
        let root = try ScaffoldLoop.copy(porting)
        let path = root + "/Porting.xcodeproj/project.pbxproj"
        try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0", with: "IPHONEOS_DEPLOYMENT_TARGET = \(iOS)")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return root
    }

    @Test func everyGeneratedFileTypeChecksWithTheLegacyClasses() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        let checked = try #require(
            try ScaffoldLoop.typeCheck(outcome.folder, definitions: outcome.result.inventory.definitionFiles))
        #expect(checked.ok, "\(checked.log)")
        let linted = try #require(try ScaffoldLoop.formatLint(outcome.folder))
        #expect(linted.ok, "\(linted.log)")
    }

    @Test func theWidgetFactoryReturnsEachBranchAndTheBridgeCarriesEveryParameter() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        let widget = try Self.text(outcome, "WidgetMigration.swift")
        #expect(!widget.contains("@WidgetConfigurationBuilder"))
        #expect(widget.contains("return AppIntentConfiguration(") && widget.contains("return IntentConfiguration("))
        #expect(!widget.contains("ShowTrailIntent(), in: context"))
        #expect(widget.contains("intent.trail = configuration.trail.map {"))
        #expect(widget.contains("intent.difficulty = legacyValue(configuration.difficulty)"))
        #expect(widget.contains("intent.showMap = NSNumber(value: configuration.showMap)"))
        #expect(widget.contains("intent.timezone = configuration.timezone"))
        #expect(widget.contains("case nil: return .unknown"))
        // The enum's legacy default `unknown` has no App Enum case: no default.
        let intent = try Self.text(outcome, "ShowTrailAppIntent.swift")
        #expect(!intent.contains(".unknown"))
        #expect(intent.contains("var difficulty: DifficultyAppEnum?"))
        #expect(intent.contains("not a Swift identifier"))
        // Saved trail ids resolve.
        #expect(try Self.text(outcome, "TrailEntity.swift").contains("identifiers.map { TrailEntity(id: $0"))
    }

    @Test func eachFileSaysWhichTargetsItBelongsTo() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        // The classes are generated only in the widget extension.
        #expect(try Self.text(outcome, "WidgetMigration.swift").contains("// Targets: PortingWidgets (it names"))
        #expect(try Self.text(outcome, "ShowTrailAppIntent.swift").contains("// Targets: Porting, PortingWidgets"))
        #expect(try Self.text(outcome, "AppShortcuts.swift").contains("// Targets: Porting (App Shortcuts"))
        // openAppWhenRun is an error in an extension: the intent that opens the app goes to the app only.
        #expect(try Self.text(outcome, "OpenJournalAppIntent.swift").contains("// Targets: Porting (it opens the app"))
        #expect(outcome.output.summary.last?.hasPrefix("next: add ") == true)
        #expect(outcome.output.summary.last?.contains("Porting, PortingWidgets") == true)
    }

    @Test func outputsResponseCodesAndOpeningTheApp() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        let steps = try Self.text(outcome, "CountStepsAppIntent.swift")
        #expect(steps.contains("func perform() async throws -> some IntentResult & ReturnsValue<Int> {"))
        #expect(steps.contains("Output `steps`"))
        #expect(steps.contains("- `failureNoData` \"No steps were recorded.\" → throw"))
        #expect(steps.contains("- `success` \"You walked ${steps} steps.\" → `return .result(value: …)`"))
        #expect(!steps.contains("supportedModes"))
        let journal = try Self.text(outcome, "OpenJournalAppIntent.swift")
        #expect(journal.contains("@available(iOS 26.0, macOS 26.0, watchOS 26.0, *)\n    static let supportedModes"))
        #expect(journal.contains("@available(*, deprecated)\nextension OpenJournalAppIntent {"))
        #expect(journal.contains("static var openAppWhenRun: Bool { true }"))
        // Deployed to iOS 26: supportedModes alone.
        let modern = try ScaffoldLoop.runTree(try Self.deployed(iOS: "26.0"))
        let journal26 = try Self.text(modern, "OpenJournalAppIntent.swift")
        #expect(journal26.contains("    static let supportedModes: IntentModes = .foreground"))
        #expect(!journal26.contains("openAppWhenRun") && !journal26.contains("@available(iOS 26.0"))
        let checked = try #require(
            try ScaffoldLoop.typeCheck(
                modern.folder, definitions: modern.result.inventory.definitionFiles, iOS: "26.0"))
        #expect(checked.ok, "\(checked.log)")
    }

    @Test func appShortcutsOnlyForDiscoverableIntentsAndAtMostTen() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        #expect(try Self.text(outcome, "SyncQuietlyAppIntent.swift").contains("static let isDiscoverable = false"))
        #expect(try Self.text(outcome, "CountStepsAppIntent.swift").contains("static let isDiscoverable = true"))
        let shortcuts = try Self.text(outcome, "AppShortcuts.swift")
        #expect(shortcuts.components(separatedBy: "AppShortcut(\n").count - 1 == 10)
        #expect(!shortcuts.contains("SyncQuietlyAppIntent"))
        // Donated twice: listed first; the others by definition order.
        #expect(shortcuts.contains("Quick01AppIntent") && shortcuts.contains("Quick03AppIntent"))
        #expect(outcome.output.warnings.contains { $0.hasPrefix("SyncQuietlyIntent: donated, but not configurable") })
        let capped = outcome.output.warnings.filter { $0.contains("at most 10 App Shortcuts") }
        #expect(capped.count == 4, "\(capped)")
        // The re-audit: the only error is the parameter whose name is not a Swift identifier (its saved
        // values cannot carry over, and the draft said so).
        let errors = outcome.result.findings.filter { $0.severity == .error }
        #expect(
            errors.map(\.rule) == ["IA203"] && errors.first?.message.contains("time-zone") == true,
            "\(errors.map(\.message))")
    }

    /// Deployed at the App Intents minimum, an intent whose perform() still throws NotPortedError is not
    /// ready to retire: step 4 stays open at the handler, step 6 blocked; once ported, it is.
    @Test func aNotPortedPerformKeepsTheLegacyPath() throws {
        let root = try Self.deployed(iOS: "17.0")
        let outcome = try ScaffoldLoop.runTree(root)
        let steps = try #require(outcome.result.intents.first { $0.name == "CountStepsIntent" })
        #expect(steps.status == .coexisting, "\(steps.statusReason)")
        #expect(steps.statusReason.contains("NotPortedError"))
        let port = try #require(steps.steps.first { $0.number == 4 })
        #expect(
            port.status != .done && port.tasks.contains { !$0.done && $0.location?.path == "App/JournalHandler.swift" })
        #expect(steps.steps.first { $0.number == 6 }?.status == .blocked)
        // Port it: the placeholder line goes, a result is returned.
        let path = outcome.folder + "/CountStepsAppIntent.swift"
        try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(
                of: "let steps: Int = try NotPortedError.raise(Self.intentClassName)", with: "let steps = 1200"
            )
            .write(toFile: path, atomically: true, encoding: .utf8)
        let again = try Audit.run(
            root: root, context: AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0))
        let ported = try #require(again.intents.first { $0.name == "CountStepsIntent" })
        #expect(ported.status == .readyToRetire, "\(ported.statusReason)")
    }

    /// IA209 names only texts the legacy German table translated (not English-identical values, not
    /// texts it never had); the scaffold's catalog carries them, so the re-audit has none.
    @Test func translationsLostOnlyForTextsTheLegacyTablesTranslated() throws {
        let outcome = try ScaffoldLoop.run(Self.porting)
        #expect(!outcome.result.findings.contains { $0.rule == "IA209" })
        let catalog = try Self.text(outcome, "AppIntents.xcstrings")
        #expect(catalog.contains("\"Weg anzeigen\""))
        #expect(!catalog.contains("\"state\" : \"translated\",\n                \"value\" : \"Count Steps\""))
        // Without the catalog, German users lose exactly what the legacy table translated.
        try FileManager.default.removeItem(atPath: outcome.folder + "/AppIntents.xcstrings")
        let again = try Audit.run(
            root: outcome.root, context: AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0))
        let lost = again.findings.filter { $0.rule == "IA209" }
        #expect(lost.map(\.intent) == ["ShowTrailIntent"], "\(lost.map(\.message))")
        #expect(lost.allSatisfy { !$0.message.contains("Count Steps") && !$0.message.contains("Quick") })
    }

    /// The checked-in output (each file also type-checks in `everyGeneratedFileTypeChecksWithTheLegacyClasses`).
    @Test func goldenOutputOfThePortingFixture() throws {
        let inventory = Audit.scan(root: Self.porting)
        let output = try Scaffolder.generate(
            inventory, texts: ScaffoldCommand.texts(root: Self.porting, configuration: AuditConfiguration()),
            options: ScaffoldOptions(appName: "Porting"))
        let folder = Fixtures.goldenDirectory + "/Scaffold/Porting"
        if Golden.recording {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in output.files { try Golden.check(file.contents, "Scaffold/Porting/" + file.name) }
        let checkedIn = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(checkedIn.sorted() == output.files.map(\.name).sorted())
    }
}
