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

@Suite struct LinkingTests {
    let definition = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])

    @Test func intentClassNameWinsOverTheNameConvention() throws {
        let result = Make.assess(
            Make.inventory(
                [definition],
                appIntents: [
                    Make.appIntent("LogHikeAppIntent", [Make.appParameter("distance", "Double")], line: 5),
                    Make.appIntent(
                        "RecordWalk", migrates: "LogHikeIntent", [Make.appParameter("distance", "Double")], line: 40),
                ]))
        let counterpart = try #require(result.intent("LogHikeIntent")?.counterpart)
        #expect(
            counterpart
                == Counterpart(
                    name: "RecordWalk", matchedBy: .intentClassName, location: Make.at("App/Intents.swift", 40),
                    confidence: .certain, evidence: "intentClassName \"LogHikeIntent\"",
                    intentClassName: "LogHikeIntent"))
        #expect(result.appIntentOnly == ["LogHikeAppIntent"])
    }

    @Test func configuredMappingComesSecond() throws {
        var configuration = AuditConfiguration()
        configuration.counterparts = ["LogHikeIntent": "RecordWalk"]
        let result = Make.assess(
            Make.inventory(
                [definition],
                appIntents: [
                    Make.appIntent("LogHikeAppIntent"), Make.appIntent("RecordWalk", line: 40),
                ]), configuration)
        #expect(result.intent("LogHikeIntent")?.counterpart?.name == "RecordWalk")
        #expect(result.intent("LogHikeIntent")?.counterpart?.matchedBy == .configuration)
    }

    @Test func configuredMappingToAMissingTypeIsADiagnostic() {
        var configuration = AuditConfiguration()
        configuration.counterparts = ["LogHikeIntent": "RecordWalk"]
        let result = Make.assess(Make.inventory([definition]), configuration)
        #expect(
            result.inventory.diagnostics == [
                Diagnostic(
                    SourceLocation(path: ".intent-audit.yml"),
                    "counterparts: LogHikeIntent → RecordWalk: no App Intent named RecordWalk was found")
            ])
        #expect(result.intent("LogHikeIntent")?.status == .legacyOnly)
    }

    @Test(arguments: [
        "OrderSoupAppIntent", "OrderSoup", "OrderSoupIntentAppIntent", "OrderSoupConfigurationIntent",
        "OrderSoupConfigIntent", "OrderSoupWidgetIntent",
    ])
    func nameConvention(name: String) {
        let result = Make.assess(
            Make.inventory([Make.file([Make.intent("OrderSoupIntent")])], appIntents: [Make.appIntent(name)]))
        #expect(result.intent("OrderSoupIntent")?.counterpart?.name == name)
        #expect(result.intent("OrderSoupIntent")?.counterpart?.matchedBy == .nameConvention)
    }

    @Test func nameConventionPrefersAppIntentSuffixAndDropsTheClassPrefix() {
        let prefixed = Make.file([Make.intent("SJChapterIntent", prefix: "SJ")])
        let result = Make.assess(Make.inventory([prefixed], appIntents: [Make.appIntent("ChapterAppIntent")]))
        #expect(result.intent("SJChapterIntent")?.counterpart?.name == "ChapterAppIntent")
        let both = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("OrderSoupIntent")])],
                appIntents: [Make.appIntent("OrderSoup"), Make.appIntent("OrderSoupAppIntent", line: 9)]))
        #expect(both.intent("OrderSoupIntent")?.counterpart?.name == "OrderSoupAppIntent")
    }

    @Test func entitiesAndIntentsClaimedByAnotherClassAreNotCounterparts() {
        let result = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("OrderSoupIntent"), Make.intent("TrackOrderIntent", line: 30)])],
                appIntents: [
                    Make.entity("OrderSoup"), Make.appIntent("OrderSoupAppIntent", migrates: "TrackOrderIntent"),
                ]))
        #expect(result.intent("OrderSoupIntent")?.counterpart == nil)
        #expect(result.intent("OrderSoupIntent")?.status == .legacyOnly)
        #expect(result.intent("TrackOrderIntent")?.counterpart?.name == "OrderSoupAppIntent")
        #expect(result.appIntentOnly.isEmpty)
    }

    @Test func systemDomainIntentsComeFromHandlersDispatchesAndDonations() throws {
        var inventory = Make.inventory(
            handlers: [Make.handler("SendTrailMessageHandler", ["INSendMessageIntent"])],
            donations: [Make.donation("INInteraction.donate", "INStartCallIntent", line: 4)])
        inventory.dispatches = [
            HandlerDispatch(
                dispatcher: "IntentHandler", kind: "extension", intent: "INSetCarLockStatusIntent",
                location: Make.at("IntentsExtension/IntentHandler.swift", 9))
        ]
        let result = Make.assess(inventory)
        #expect(result.intents.map(\.name) == ["INSendMessageIntent", "INSetCarLockStatusIntent", "INStartCallIntent"])
        #expect(result.intents.allSatisfy { $0.status == .systemDomain && $0.isSystemDomain })
        let message = try #require(result.intent("INSendMessageIntent"))
        #expect(message.handlers.map(\.fact.location) == [Make.at("IntentsExtension/Handler.swift", 8)])
        #expect(message.replacementAdvice?.hasPrefix("Stay on SiriKit for messaging") == true)
        #expect(
            result.intent("INSetCarLockStatusIntent")?.replacementAdvice?.hasPrefix("Stay on SiriKit: car commands")
                == true)
        #expect(message.steps.dropFirst().allSatisfy { $0.status == .notApplicable })
    }

    @Test func wiringIsLinkedToItsIntent() throws {
        let steps = Make.intent("StepsIntent", [Make.parameter("goal", "Integer")], widget: true)
        let result = Make.assess(
            Make.inventory(
                [Make.file([steps])],
                appIntents: [
                    Make.appIntent(
                        "StepsConfigIntent", migrates: "StepsIntent", widget: true, [Make.appParameter("goal", "Int")])
                ],
                handlers: [
                    Make.handler("StepsHandler", ["StepsIntent"]), Make.handler("Other", ["OtherIntent"], line: 40),
                ],
                donations: [
                    Make.donation("INInteraction.donate", "StepsIntent", line: 3),
                    Make.donation("INShortcut", "OtherIntent", line: 9),
                ],
                widgets: [
                    Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 20),
                    Make.widget(
                        "StepsWidget", "AppIntentConfiguration", kind: "Steps", intent: "StepsConfigIntent",
                        availability: "iOS 17.0", line: 12),
                    Make.widget("Other", "StaticConfiguration", kind: "Other", intent: nil, line: 50),
                ]))
        let assessment = try #require(result.intent("StepsIntent"))
        #expect(assessment.handlers.map(\.fact.location) == [Make.at("IntentsExtension/Handler.swift", 8)])
        #expect(assessment.donations.map(\.fact.location) == [Make.at("App/Donations.swift", 3)])
        #expect(
            assessment.widgets.map(\.fact.location) == [
                Make.at("Widgets/Widget.swift", 12), Make.at("Widgets/Widget.swift", 20),
            ])
        #expect(assessment.widgets.allSatisfy { $0.status == .linked })
        #expect(assessment.isWidgetIntent)
    }

    @Test func migratedIntentFromAnIntentClassNameAlone() throws {
        let result = Make.assess(
            Make.inventory(appIntents: [Make.appIntent("ExportLogbookAppIntent", migrates: "ExportLogbookIntent")]))
        let assessment = try #require(result.intent("ExportLogbookIntent"))
        #expect(assessment.definedIn == nil && assessment.status == .migrated)
        #expect(assessment.counterpart?.matchedBy == .intentClassName)
        #expect(result.appIntentOnly.isEmpty)
    }

    @Test func nearMissesAndSystemNames() {
        #expect(NameConvention.isNearMiss("LogHikeIntnet", of: "LogHikeIntent"))
        #expect(NameConvention.isNearMiss("LogHike", of: "LogHikeIntent"))
        #expect(NameConvention.isNearMiss("loghikeintent", of: "LogHikeIntent"))
        #expect(NameConvention.isNearMiss("ChapterIntent", of: "SJChapterIntent"))
        #expect(!NameConvention.isNearMiss("ExportLogbookIntent", of: "LogHikeIntent"))
        #expect(NameConvention.isSystemIntent("INSendMessageIntent"))
        #expect(!NameConvention.isSystemIntent("IntentTrail"))
    }

    /// Xcode's old widget template made `ConfigurationIntent`; the new one makes `ConfigurationAppIntent`
    /// without CustomIntentMigratedAppIntent — a common real-world shape that loses configurations once
    /// the IntentConfiguration goes.
    @Test func templateConfigurationIntentPair() {
        let result = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("ConfigurationIntent", widget: true)])],
                appIntents: [Make.appIntent("ConfigurationAppIntent", widget: true)],
                widgets: [
                    Make.widget("Widget", "IntentConfiguration", kind: "Widget", intent: "ConfigurationIntent", line: 9)
                ]))
        #expect(result.intent("ConfigurationIntent")?.counterpart?.matchedBy == .nameConvention)
        // The IntentConfiguration still serves the placed widgets: lost only once it goes.
        #expect(result.findings("IA201").map(\.severity) == [.warning])
        #expect(result.intent("ConfigurationIntent")?.status == .coexisting)
    }

    /// An App Intent that declares `intentClassName` but forgets the protocol (seen in a real app).
    @Test func intentClassNameWithoutTheProtocol() throws {
        var declaration = Make.appIntent("CreateScreenshotsIntent")
        declaration.intentClassName = "CreateScreenshotsIntent"
        let result = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("CreateScreenshotsIntent")])], appIntents: [declaration],
                handlers: [Make.handler("CreateScreenshotsHandler", ["CreateScreenshotsIntent"])]))
        #expect(result.intent("CreateScreenshotsIntent")?.counterpart?.matchedBy == .intentClassName)
        let finding = try #require(result.findings("IA201").first)
        #expect(
            finding.message.hasSuffix(
                "does not adopt CustomIntentMigratedAppIntent: while CreateScreenshotsIntent's legacy path ships its "
                    + "users keep their shortcuts and widgets; the release that removes it loses them"
            ))
    }

    /// An intent named `…Intent` in Xcode generates `…IntentIntent`; its App Intent often takes the single-suffix name.
    @Test func doubledIntentSuffix() {
        let result = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("UpdateWidgetTextIntentIntent")])],
                appIntents: [Make.appIntent("UpdateWidgetTextIntent")]))
        #expect(result.intent("UpdateWidgetTextIntentIntent")?.counterpart?.name == "UpdateWidgetTextIntent")
    }
}
