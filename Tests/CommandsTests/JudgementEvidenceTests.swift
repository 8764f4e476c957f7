import Foundation
import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model
@testable import Scanning

/// Whole audits of the `Judgement/` fixtures for the evidence added in session 3: titles kept as
/// they were, localized default values, App Intents hidden from Shortcuts.
@Suite struct JudgementEvidenceTests {
    @Test func anIdenticalTitleBeatsAHiddenHelperSharingOneWord() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/titles"))
        let refresh = try #require(result.intent("RefreshAllIntent")?.counterpart)
        #expect(refresh.name == "RefreshEverythingIntent")
        #expect(refresh.matchedBy == .similarity)
        #expect(refresh.confidence == .likely)
        #expect(refresh.evidence.contains("the same title"))
        #expect(result.findings("IA201").allSatisfy { !$0.message.contains("RefreshFromWidgetIntent") })
    }

    @Test func localizedDefaultValuesAreTheTextCompared() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/titles"))
        let still = try #require(result.inventory.appIntents.first { $0.name == "CameraStillAppIntent" })
        #expect(still.title == "Camera still")
        #expect(still.summaryText == "Get a single still frame from a camera")
        let camera = try #require(result.intent("GetCameraImageIntent")?.counterpart)
        #expect(camera.name == "CameraStillAppIntent")
        #expect(camera.confidence == .likely)
        #expect(camera.evidence.contains("the same description"))
    }

    /// The shape of an app that renamed its intents and marked the legacy ones "(Deprecated)": the
    /// `<Name>AppIntent` name must not beat a better assignment, a control's configuration is no
    /// candidate, and a parameter only one pair shares weighs more.
    @Test func deprecatedTitlesRenamedIntentsAndRareParameters() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/deprecated-titles"))
        #expect(
            JudgementAuditTests.rows(result) == [
                "AskInAppIntent coexisting AskAppIntent similarity likely",
                "AskIntent coexisting AskPromptAppIntent similarity likely",
                "CallServiceIntent coexisting PerformActionAppIntent similarity likely",
            ])
        let inApp = try #require(result.intent("AskInAppIntent")?.counterpart)
        #expect(inApp.evidence.contains("the same title"))
        #expect(inApp.evidence.hasSuffix("only these two have withVoice"))
        #expect(result.intents.allSatisfy { $0.possibleCounterpart?.name != "ControlAskConfiguration" })
    }

    /// `struct OpenNotebook: NotebookCommand` in a file without any pre-filter keyword (the app
    /// re-exports AppIntents): the skipped files are searched for the app's App Intents protocols.
    @Test func anAppIntentAdoptingAnAppProtocolSurvivesThePreFilter() throws {
        let root = Fixtures.path("Judgement/app-protocol")
        let source = try String(contentsOfFile: root + "/App/OpenNotebook.swift", encoding: .utf8)
        #expect(!KeywordFilter.isInteresting(Array(source.utf8)))
        let result = try JudgementAuditTests.audit(root)
        #expect(result.inventory.appIntents.map(\.name) == ["OpenNotebook"])
        #expect(
            JudgementAuditTests.rows(result) == ["OpenNotebookIntent coexisting OpenNotebook name-convention likely"])
    }

    /// SubWidget's shape: the template's ConfigurationIntent kept only as a placeholder value.
    @Test func anIntentOnlyNamedInCodeListsThatCodeInsteadOfSayingNothingUsesIt() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/placeholder-intent"))
        let intent = try #require(result.intent("ConfigurationIntent"))
        #expect(intent.status == .legacyOnly)
        let finding = try #require(result.findings("IA603").first)
        #expect(
            finding.message
                == "no handler, donation, widget, Info.plist entry or App Intent uses ConfigurationIntent, but code "
                + "names it (Widget/Provider.swift:8, Widget/Provider.swift:13): delete it from "
                + "Legacy/Widget.intentdefinition together with that code instead of migrating it")
        let removal = try #require(intent.steps.first { $0.number == 6 }?.tasks.first)
        #expect(
            removal.what
                == "delete Configuration from Legacy/Widget.intentdefinition and the code that names it "
                + "(Widget/Provider.swift:8, Widget/Provider.swift:13)")
    }

    /// The handler's `handle(intent:)` and the App Intent's `perform()` call the same app function
    /// (declared in a file the pre-filter skips): that outweighs a parameter name shared by chance.
    @Test func theSameAppCodeBehindBothMakesTheCounterpart() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/same-work"))
        #expect(JudgementAuditTests.rows(result) == ["KickoffIntent coexisting LaunchFlowIntent similarity likely"])
        let kickoff = try #require(result.intent("KickoffIntent")?.counterpart)
        #expect(kickoff.evidence == "parameters: name → flow (String); both call RoutineRunner.start")
        let launch = try #require(result.inventory.appIntents.first { $0.name == "LaunchFlowIntent" })
        #expect(launch.performCalls == ["RoutineRunner.start", "RoutineRunner.start(_:)"])
        let handle = try #require(result.inventory.handlers.first?.methods.first { $0.kind == .handle })
        #expect(handle.calls == ["RoutineRunner.start", "RoutineRunner.start(_:)"])
    }

    /// Pyto's shape: the intent is declared by the live definition and by a dead copy whose path
    /// sorts first. It ships through the live one: never migrated, no IA604.
    @Test func anIntentInALiveDefinitionAndADeadCopyShips() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/duplicate-definitions"))
        let run = try #require(result.intent("RunIntent"))
        #expect(run.status == .readyToRetire)
        #expect(run.definedIn?.path == "Sources/Intents.intentdefinition")
        #expect(result.findings("IA604").isEmpty)
    }

    /// The definition's suggested invocation phrase kept as the App Shortcut's phrase (the app name
    /// interpolated around it) ties a renamed App Intent to the legacy intent.
    @Test func theSuggestedPhraseKeptAsAnAppShortcutPhrase() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/phrases"))
        #expect(result.inventory.definitionFiles.first?.intents.first?.suggestedPhrase == "Start my workout")
        #expect(result.inventory.definitionFiles.first?.unknownKeys.isEmpty == true)
        #expect(
            JudgementAuditTests.rows(result) == ["BeginSessionIntent coexisting WorkoutNowIntent similarity likely"])
        let session = try #require(result.intent("BeginSessionIntent")?.counterpart)
        #expect(session.evidence.hasSuffix("the same phrase \"start workout\""))
    }

    /// The legacy title resolved through fr.lproj matches the French title of the App Intent.
    @Test func aTranslatedLegacyTitleMatchesTheAppIntentsTitle() throws {
        let result = try JudgementAuditTests.audit(Fixtures.path("Judgement/translated"))
        #expect(result.inventory.definitionFiles.first?.intents.first?.translatedTexts == ["Synchroniser tout"])
        #expect(
            JudgementAuditTests.rows(result) == ["SyncAllIntent coexisting ToutSynchroniserIntent similarity likely"])
        let sync = try #require(result.intent("SyncAllIntent")?.counterpart)
        #expect(sync.evidence == "title/description words: synchroniser, tout; the same title")
    }

    @Test func foldingKeepsWordsWithoutDeprecationMarkers() {
        #expect(CounterpartEvidence.folded("Refresh all  Apps.") == "refresh all apps")
        #expect(CounterpartEvidence.folded("z - (Deprecated) Ask In App") == "ask in app")
        #expect(CounterpartEvidence.folded(nil) == "")
    }
}
