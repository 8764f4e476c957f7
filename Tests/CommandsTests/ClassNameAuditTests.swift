import Foundation
import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// Whole audits of `Judgement/stray-class-names`: an `intentClassName` creates a legacy intent only
/// when it can stand for one (seen on real apps: stray names on new App Intents, a handler's name).
@Suite struct ClassNameAuditTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Judgement/stray-class-names"), configuration: AuditConfiguration(),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test("An intentClassName without CustomIntentMigratedAppIntent invents no legacy intent")
    func strayClassNameIsNoLegacyIntent() throws {
        let result = try Self.audit()
        #expect(result.intents.map(\.name) == ["CountdownIntent"])
        #expect(result.appIntentOnly.contains("NextTrackIntent"))
        let note = try #require(result.findings("IA211").first)
        #expect(note.severity == .note)
        #expect(
            note.message == "NextTrackIntent declares intentClassName \"NextTrackIntent\" but does not adopt "
                + "CustomIntentMigratedAppIntent, and no SiriKit intent of that name is in the tree: "
                + "the property does nothing")
        #expect(result.findings("IA201").isEmpty)
    }

    @Test("A handler's name written as intentClassName is a mistake for its intent, not a migrated intent")
    func handlerNameAsClassNameIsReportedOnTheIntent() throws {
        let result = try Self.audit()
        let countdown = try #require(result.intent("CountdownIntent"))
        // Its handler still ships: users keep their shortcuts until it goes (a warning, coexisting).
        #expect(countdown.status == .coexisting)
        #expect(countdown.counterpart?.name == "CountdownAppIntent")
        let error = try #require(result.findings("IA202").first)
        #expect(error.intent == "CountdownIntent")
        #expect(error.severity == .warning)
        #expect(
            error.message == "CountdownAppIntent.intentClassName is \"CountdownIntentHandler\", a handler's name, "
                + "not an intent class; the definition declares \"CountdownIntent\": while CountdownIntent's legacy "
                + "path ships its users keep their shortcuts and widgets; the release that removes it loses them")
        #expect(error.fix == "Set `static let intentClassName = \"CountdownIntent\"` in CountdownAppIntent.")
    }

    @Test("<Class>Handler written as intentClassName is a mistake for the class, whatever the handler is called")
    func templateHandlerNameIsANearMiss() throws {
        let inventory = Make.inventory(
            [Make.file([Make.intent("DaysIntent")])],
            appIntents: [Make.appIntent("DaysAppIntent", migrates: "DaysIntentHandler")],
            handlers: [Make.handler("CountingHandler", ["DaysIntent"])])
        let result = Make.assess(inventory)
        #expect(result.intents.map(\.name) == ["DaysIntent"])
        #expect(result.intent("DaysIntent")?.counterpart?.name == "DaysAppIntent")
        #expect(result.findings("IA202").map(\.intent) == ["DaysIntent"])
    }

    @Test("A handler's name as intentClassName, with no definition to tell the class, is a note, not an intent")
    func handlerNameWithoutDefinitionInventsNothing() throws {
        let inventory = Make.inventory(appIntents: [Make.appIntent("DaysAppIntent", migrates: "DaysIntentHandler")])
        let result = Make.assess(inventory)
        #expect(result.intents.isEmpty)
        #expect(
            result.findings("IA211").map(\.message) == [
                "DaysAppIntent declares intentClassName \"DaysIntentHandler\", a handler's name, not an intent class, "
                    + "and no SiriKit intent of that name is in the tree: nothing is carried over through it"
            ])
    }

    @Test("A CustomIntentMigratedAppIntent naming a class whose definition is gone is still migrated")
    func goneDefinitionStaysMigrated() throws {
        let inventory = Make.inventory(
            [Make.file([Make.intent("LogHikeIntent")])],
            appIntents: [
                Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntent"),
                Make.appIntent("ArchiveAppIntent", migrates: "ArchiveIntent", line: 20),
            ])
        let result = Make.assess(inventory)
        #expect(result.intent("ArchiveIntent")?.status == .migrated)
        #expect(result.findings("IA211").isEmpty)
    }

    @Test("A placeholder perform() whose legacy handler no longer ships says so, not that the handler holds the logic")
    func placeholderNamesADeadHandler() throws {
        let result = try Audit.run(
            root: Fixtures.path("Judgement/dead-files"), configuration: AuditConfiguration(),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
        #expect(
            result.findings("IA404").map(\.message) == [
                "ArchiveNotesAppIntent.perform() only returns .result(): the action does nothing (the legacy "
                    + "ArchiveNoteIntent handler no longer ships: its logic is only in files no target builds)"
            ])
    }
}
