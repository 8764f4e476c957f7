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

@Suite struct PlanTests {
    static let rateHike = Make.intent(
        "RateHikeIntent", [Make.parameter("difficulty", "Integer", enumType: "Difficulty", line: 61)], line: 60)
    static let logHike = Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal", line: 11)], line: 10)
    static let file = Make.file([rateHike, logHike], enums: [Make.legacyEnum("Difficulty", ["easy", "hard"])])
    static let rateHandler = Make.handler(
        "RateHikeIntentHandler", ["RateHikeIntent"],
        [
            Make.method(
                .handle, "handle(intent:completion:)", path: "IntentsExtension/RateHikeIntentHandler.swift", line: 12),
            Make.method(
                .resolve, "resolveDifficulty(for:with:)", parameter: "difficulty",
                path: "IntentsExtension/RateHikeIntentHandler.swift", line: 20),
        ],
        path: "IntentsExtension/RateHikeIntentHandler.swift", line: 5)
    static let logHandler = Make.handler(
        "LogHikeIntentHandler", ["LogHikeIntent"], path: "IntentsExtension/LogHikeIntentHandler.swift", line: 5)

    /// RateHike is legacy-only; LogHike has a complete counterpart; both live in one Intents extension.
    static func inventory(targets: [DeploymentTarget] = [Make.target("iOS", "16.0")]) -> Inventory {
        Make.inventory(
            [file],
            appIntents: [
                Make.appIntent(
                    "LogHikeAppIntent", migrates: "LogHikeIntent", [Make.appParameter("distance", "Double")]),
                Make.shortcuts(["LogHikeAppIntent"]),
            ],
            handlers: [rateHandler, logHandler],
            donations: [Make.donation("INInteraction.donate", "RateHikeIntent", line: 7)],
            extensions: [Make.intentsExtension(["LogHikeIntent", "RateHikeIntent"])], targets: targets)
    }

    func steps(_ result: AuditResult, _ name: String) -> [Int: PlanStep] {
        Dictionary(uniqueKeysWithValues: (result.intent(name)?.steps ?? []).map { ($0.number, $0) })
    }

    @Test func entitiesAndEnumsComeFirstAndTheExtensionLast() throws {
        let plan = steps(Make.assess(Self.inventory()), "RateHikeIntent")
        #expect(plan.keys.sorted() == [1, 2, 3, 4, 5, 6, 7])
        #expect(plan[1]?.status == .done)
        #expect(plan[3]?.status == .todo)
        #expect(plan[3]?.tasks.map(\.id) == ["RateHikeIntent.3.enum-Difficulty"])
        #expect(
            plan[3]?.tasks.first?.what
                == "convert enum Difficulty to `enum DifficultyAppEnum: String, AppEnum` with cases easy, hard")
        #expect(plan[2]?.status == .blocked && plan[2]?.blockedBy == [3])
        #expect(plan[4]?.status == .blocked && plan[4]?.blockedBy == [2, 3])
        #expect(plan[5]?.status == .blocked && plan[5]?.blockedBy == [2])
        #expect(plan[6]?.status == .blocked && plan[6]?.blockedBy == [2, 3, 4, 5])
        #expect(plan[7]?.status == .notApplicable)
        let handle = try #require(
            plan[4]?.tasks.first { $0.id == "RateHikeIntent.4.RateHikeIntentHandler.handle(intent:completion:)" })
        #expect(handle.effort == EffortScale.handlerLogic)
        #expect(handle.location == Make.at("IntentsExtension/RateHikeIntentHandler.swift", 12))
        #expect(plan[4]?.effort == 7)
    }

    @Test func extensionRemovalWaitsForTheOtherIntentsItServes() {
        let result = Make.assess(Self.inventory())
        #expect(result.intent("LogHikeIntent")?.status == .readyToRetire)
        let plan = steps(result, "LogHikeIntent")
        #expect([2, 4, 5].map { plan[$0]?.status } == [.done, .notApplicable, .notApplicable])
        #expect(
            plan[6]?.status == .blocked && plan[6]?.blockedBy == [] && plan[6]?.blockingIntents == ["RateHikeIntent"])
        #expect(plan[6]?.note == "the Intents extension also serves RateHikeIntent")
        #expect(result.findings("IA601").isEmpty)
    }

    @Test func removalIsTodoOnceNothingElseNeedsTheExtension() {
        var inventory = Self.inventory()
        inventory.definitionFiles = [Make.file([Self.logHike])]
        inventory.handlers = [Self.logHandler]
        inventory.donations = []
        inventory.extensions = [Make.intentsExtension(["LogHikeIntent"])]
        let result = Make.assess(inventory)
        let plan = steps(result, "LogHikeIntent")
        #expect(plan[6]?.status == .todo)
        #expect(
            plan[6]?.tasks.map(\.id) == [
                "LogHikeIntent.6.definition", "LogHikeIntent.6.handler-LogHikeIntentHandler",
                "LogHikeIntent.6.plist-IntentsExtension/Info.plist",
            ])
        #expect(result.findings("IA601").count == 1)
    }

    @Test func coexistingIntentWaitsForTheDeploymentTarget() {
        let plan = steps(Make.assess(Self.inventory(targets: [Make.target("iOS", "15.0")])), "LogHikeIntent")
        #expect(plan[6]?.status == .blocked)
        #expect(plan[6]?.note?.hasPrefix("the legacy path is needed while supporting iOS 15.0") == true)
    }

    @Test func migratedIntentIsDone() {
        let result = Make.assess(
            Make.inventory(appIntents: [Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntent")]))
        let plan = result.intent("LogHikeIntent")?.steps ?? []
        #expect(plan.count == 7 && plan.allSatisfy { $0.status == .done })
        #expect(result.effort.remaining == 0)
    }

    @Test func effortAndNextRelease() {
        let result = Make.assess(Self.inventory(targets: [Make.target("iOS", "15.0")]))
        let rate = result.intent("RateHikeIntent")?.steps.map(\.effort).reduce(0, +)
        #expect(rate == 17)
        #expect(result.effort.total == result.intents.flatMap(\.steps).map(\.effort).reduce(0, +))
        #expect(result.effort.remaining < result.effort.total)
        #expect(
            result.nextRelease.map(\.text) == [
                // RateHike's plan starts with step 3 (its enum); step 2 waits for it.
                "RateHikeIntent, step 3: convert enum Difficulty to `enum DifficultyAppEnum: String, AppEnum` with cases easy, hard.",
                "Ship `LogHikeAppIntent` with CustomIntentMigratedAppIntent; keep the legacy LogHikeIntent path for iOS 15.0.",
            ])
    }

    @Test func placeholderPerformHoldsBackTheRemovalOfTheLegacyPath() {
        var inventory = Self.inventory(targets: [Make.target("iOS", "17.0")])
        let index = inventory.appIntents.firstIndex { $0.name == "LogHikeAppIntent" }!
        inventory.appIntents[index].performIsPlaceholder = true
        let result = Make.assess(inventory)
        // perform() is the placeholder: step 4 is open, so the intent is not ready to retire.
        #expect(result.intent("LogHikeIntent")?.status == .coexisting)
        #expect(
            result.nextRelease.map(\.text).contains(
                "Port LogHikeIntent's handler logic into `LogHikeAppIntent.perform()` (IA404), then remove the legacy definition and wiring."
            ))
        #expect(!result.nextRelease.map(\.text).contains { $0.hasPrefix("Remove the legacy LogHikeIntent") })
    }

    /// A widget's configuration intent that no legacy handler ran has nothing to port: `.result()` is
    /// all the system needs of it, so the placeholder holds nothing back; with a handler it does.
    @Test(arguments: [false, true])
    func aWidgetConfigurationIntentsPlaceholderPortsNothing(handled: Bool) {
        var counterpart = Make.appIntent("ShowConfigAppIntent", migrates: "ShowIntent", widget: true, placeholder: true)
        counterpart.performIsPlaceholder = true
        let inventory = Make.inventory(
            [Make.file([Make.intent("ShowIntent", widget: true)])], appIntents: [counterpart],
            handlers: handled ? [Make.handler("ShowHandler", ["ShowIntent"])] : [],
            targets: [Make.target("iOS", "17.0")])
        let result = Make.assess(inventory)
        let porting = result.intent("ShowIntent")?.steps.first { $0.number == 4 }
        #expect(porting?.tasks.contains { $0.what.contains("perform()") } == handled)
        #expect(result.intent("ShowIntent")?.status == (handled ? .coexisting : .readyToRetire))
    }

    @Test func findingsBecomeTasksOfTheirStep() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA204"))
        let finding = try #require(result.findings("IA204").first)
        let plan = steps(result, "LogHikeIntent")
        let task = try #require(plan[2]?.tasks.first { $0.id == "LogHikeIntent.2.IA204-\(finding.fingerprint)" })
        #expect(task.location == finding.location && task.effort == EffortScale.smallType && !task.done)
        #expect(plan[2]?.status == .todo)
    }

    @Test func widgetStepForAWidgetIntent() {
        let result = Make.assess(RuleScenarios.inventory(for: "IA701"))
        let plan = steps(result, "StepsIntent")
        #expect(plan[7]?.status == .todo)
        #expect(plan[7]?.tasks.map(\.id).contains("StepsIntent.7.configuration") == true)
        #expect(plan[7]?.tasks.contains { $0.id.hasPrefix("StepsIntent.7.IA701-") } == true)
        var fixed = RuleScenarios.inventory(for: "IA701")
        fixed.widgets[fixed.appWidgetIndex].kind = "Steps"
        fixed.widgets[fixed.appWidgetIndex].providerProtocol = "AppIntentTimelineProvider"
        #expect(steps(Make.assess(fixed), "StepsIntent")[7]?.status == .done)
    }

    /// The next release never contradicts a plan: an intent whose removal (step 6) is blocked is
    /// never told to remove its legacy path; once nothing blocks it, it is.
    @Test func nextReleaseFollowsThePlanStates() {
        let blocked = Make.assess(Self.inventory(targets: [Make.target("iOS", "17.0")]))
        #expect(blocked.intent("LogHikeIntent")?.status == .readyToRetire)
        #expect(blocked.intent("LogHikeIntent")?.steps.first { $0.number == 6 }?.status == .blocked)
        #expect(!blocked.nextRelease.map(\.text).contains { $0.contains("Remove the legacy LogHikeIntent") })
        var inventory = Self.inventory(targets: [Make.target("iOS", "17.0")])
        inventory.definitionFiles = [Make.file([Self.logHike])]
        inventory.handlers = [Self.logHandler]
        inventory.donations = []
        inventory.extensions = [Make.intentsExtension(["LogHikeIntent"])]
        let free = Make.assess(inventory)
        #expect(free.intent("LogHikeIntent")?.steps.first { $0.number == 6 }?.status == .todo)
        #expect(
            free.nextRelease.map(\.text).first
                == "Remove the legacy LogHikeIntent definition and wiring: `LogHikeAppIntent` covers every supported system."
        )
    }
}
