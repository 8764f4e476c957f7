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

@Suite struct StatusTests {
    static let logHike = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])
    static let counterpart = Make.appIntent(
        "LogHikeAppIntent", migrates: "LogHikeIntent", [Make.appParameter("distance", "Double")])
    static let handler = Make.handler("LogHikeIntentHandler", ["LogHikeIntent"])

    func status(
        _ inventory: Inventory, _ configuration: AuditConfiguration = AuditConfiguration()
    ) -> (CoexistenceStatus?, String?) {
        let intent = Make.assess(inventory, configuration).intent("LogHikeIntent")
        return (intent?.status, intent?.statusReason)
    }

    @Test func legacyOnly() {
        let (status, reason) = status(Make.inventory([Self.logHike], handlers: [Self.handler]))
        #expect(status == .legacyOnly)
        #expect(
            reason
                == "no App Intent has intentClassName \"LogHikeIntent\", is mapped to it in the configuration, or is named like LogHikeAppIntent"
        )
    }

    @Test func coexistingWhileAnOlderSystemNeedsTheLegacyPath() {
        let (status, reason) = status(
            Make.inventory([Self.logHike], appIntents: [Self.counterpart], handlers: [Self.handler]))
        #expect(status == .coexisting)
        #expect(reason == "LogHikeAppIntent exists; iOS 15.0 still needs the legacy LogHikeIntent path")
    }

    @Test func readyToRetireAtTheAppIntentsMinimum() {
        let inventory = Make.inventory(
            [Self.logHike], appIntents: [Self.counterpart], handlers: [Self.handler],
            targets: [Make.target("iOS", "16.0"), Make.target("macOS", "13.0")])
        #expect(status(inventory).0 == .readyToRetire)
        var lowerMac = inventory
        lowerMac.deploymentTargets.append(Make.target("macOS", "12.0", target: "MacApp"))
        #expect(
            status(lowerMac).0 == .coexisting,
            "the lowest target of a platform present decides when membership is unknown")
    }

    @Test func relevantTargetIsTheOneWhoseFolderHoldsTheCode() {
        let inventory = Make.inventory(
            [Self.logHike], appIntents: [Self.counterpart], handlers: [Self.handler],
            targets: [
                Make.target("iOS", "16.0", target: "IntentsExtension"),
                Make.target("iOS", "14.0", target: "LegacyWidgets"),
            ])
        #expect(status(inventory).0 == .readyToRetire)
    }

    @Test func widgetIntentsNeedIOS17() {
        let widget = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")], widget: true)])
        let at16 = Make.inventory(
            [widget], appIntents: [Self.counterpart],
            widgets: [Make.widget("HikeWidget", "IntentConfiguration", kind: "Hike", intent: "LogHikeIntent", line: 7)],
            targets: [Make.target("iOS", "16.0")])
        #expect(status(at16).0 == .coexisting)
        var configuration = AuditConfiguration()
        configuration.deploymentTargets = ["iOS": "17.0"]
        #expect(status(at16, configuration).0 == .readyToRetire, "the configuration overrides the project files")
    }

    @Test func unknownDeploymentTargetAssumesTheLegacyPathIsNeeded() {
        let inventory = Make.inventory([Self.logHike], appIntents: [Self.counterpart], targets: [])
        #expect(status(inventory).0 == .coexisting)
        #expect(status(inventory).1?.contains("no deployment target was found") == true)
    }

    @Test func atRiskOnAnErrorAndNotWhenTheErrorIsDemoted() {
        // The legacy definition is built by no target any more; the shipped Info.plist still lists it.
        let unmigrated = Make.appIntent("LogHikeAppIntent", [Make.appParameter("distance", "Double")])
        let inventory = RuleScenarios.legacyGone(Make.inventory([Self.logHike], appIntents: [unmigrated]))
        let (status, reason) = status(inventory)
        #expect(status == .atRisk)
        #expect(reason?.hasPrefix("1 error finding (IA201): LogHikeAppIntent (counterpart of LogHikeIntent") == true)
        var configuration = AuditConfiguration()
        configuration.severities = ["IA201": .warning]
        let demoted = self.status(inventory, configuration)
        #expect(demoted.0 == .migrated)
        // Matched by name, without the protocol: the reason never says it carries the intent.
        #expect(demoted.1?.contains("LogHikeAppIntent replaces LogHikeIntent but does not carry it") == true)
        #expect(demoted.1?.contains("LogHikeAppIntent carries") == false)
        var suppressed = inventory
        suppressed.suppressions = [Suppression(rule: "IA201", location: Make.at("App/Intents.swift", 5))]
        #expect(self.status(suppressed).0 == .migrated)
    }

    @Test func warningsDoNotMakeAnIntentAtRisk() {
        let dropped = Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntent")
        let result = Make.assess(Make.inventory([Self.logHike], appIntents: [dropped], handlers: [Self.handler]))
        #expect(result.findings("IA205").count == 1)
        #expect(result.intent("LogHikeIntent")?.status == .coexisting)
    }

    @Test func migratedOnlyWhenNoLegacyWiringRemains() {
        let gone = Make.inventory(appIntents: [Self.counterpart])
        #expect(status(gone).0 == .migrated)
        let handlerLeft = Make.inventory(
            appIntents: [Self.counterpart], handlers: [Self.handler], targets: [Make.target("iOS", "16.0")])
        #expect(status(handlerLeft).0 == .readyToRetire)
        var plistLeft = Make.inventory(
            appIntents: [Self.counterpart], extensions: [Make.intentsExtension(["LogHikeIntent"])])
        plistLeft.deploymentTargets = [Make.target("iOS", "15.0")]
        // An Info.plist entry alone names a class the app no longer builds: stale, not a legacy path.
        #expect(status(plistLeft).0 == .migrated)
        plistLeft.handlers = [Self.handler]
        #expect(status(plistLeft).0 == .coexisting)
    }

    @Test func customizedSystemIntentInADefinitionIsSystemDomain() {
        let media = Make.file([Make.intent("INPlayMediaIntent", kind: "system")])
        let result = Make.assess(Make.inventory([media]))
        #expect(result.intent("INPlayMediaIntent")?.status == .systemDomain)
        #expect(result.intent("INPlayMediaIntent")?.replacementAdvice?.contains("AudioPlaybackIntent") == true)
    }

    @Test func everyIntentHasExactlyOneStatusAndOutputIsDeterministic() {
        let inventory = RuleScenarios.parentScenario(branched: false)
        let first = Make.assess(inventory), second = Make.assess(inventory)
        #expect(first == second)
        #expect(first.intents.map(\.name) == first.intents.map(\.name).sorted())
    }
}
