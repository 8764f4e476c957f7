import TestSupport
import Testing

@testable import Analysis
@testable import Model
@testable import Planning

/// Properties every plan keeps, checked over generated inventories: the badge, the next action, the
/// ship list and the effort are read off one plan and never contradict it.
@Suite struct PlanInvariantTests {
    /// An app of one to five legacy intents in every state the planner knows: with or without a
    /// counterpart, a placeholder perform(), resolve/options/default/confirm methods, enums, widgets,
    /// donations, translations the counterpart lacks, one shared Intents extension.
    static func inventory(seed: UInt64) -> Inventory {
        var random = SeededGenerator(seed: seed)
        var intents: [IntentDefinition] = []
        var enums: [IntentEnum] = []
        var appIntents: [AppIntentDeclaration] = [Make.shortcuts([])]
        var handlers: [IntentHandler] = []
        var donations: [Donation] = []
        var widgets: [WidgetConfiguration] = []
        var shortcutIntents: [String] = []
        let count = 1 + Int(random.next() % 5)
        for k in 0..<count {
            let name = "Task\(k)Intent"
            let line = 10 + k * 100
            let widget = random.chance(30)
            var parameters = [Make.parameter("title", "String", line: line + 1)]
            if random.chance(40) {
                parameters.append(Make.parameter("mode", "Integer", enumType: "Mode\(k)", line: line + 2))
                enums.append(Make.legacyEnum("Mode\(k)", ["fast", "slow"], line: 900 + k))
                if random.chance(50) { appIntents.append(Make.appEnum("Mode\(k)AppEnum", ["fast", "slow"], line: k)) }
            }
            intents.append(Make.intent(name, parameters, widget: widget, line: line))
            let path = "Extension/Handler\(k).swift"
            var methods: [HandlerMethod] = []
            if random.chance(80) {
                methods.append(Make.method(.handle, "handle(intent:completion:)", path: path, line: 5))
            }
            if random.chance(40) {
                methods.append(
                    Make.method(.resolve, "resolveTitle(for:with:)", parameter: "title", path: path, line: 9))
            }
            if random.chance(30) {
                methods.append(
                    Make.method(
                        .provideOptions, "provideTitleOptions(for:with:)", parameter: "title", path: path, line: 13))
            }
            if random.chance(20) {
                methods.append(Make.method(.confirm, "confirm(intent:completion:)", path: path, line: 17))
            }
            handlers.append(Make.handler("Task\(k)Handler", [name], methods, path: path, line: 2))
            if random.chance(50) {
                donations.append(Make.donation("INInteraction.donate", name, path: "App/Donate\(k).swift", line: 4))
            }
            if random.chance(70) {
                let counterpart = "Task\(k)AppIntent"
                let parameterName = random.chance(15) ? "name" : "title"
                appIntents.append(
                    Make.appIntent(
                        counterpart, migrates: random.chance(85) ? name : nil, widget: widget,
                        [Make.appParameter(parameterName, "String")], placeholder: random.chance(30),
                        path: "App/Task\(k)AppIntent.swift", line: 3))
                if random.chance(50) { shortcutIntents.append(counterpart) }
                if widget {
                    widgets.append(
                        Make.widget(
                            "Task\(k)Widget", "AppIntentConfiguration", kind: "Task\(k)", intent: counterpart,
                            availability: random.chance(50) ? "iOS 17.0" : nil,
                            provider: "AppIntentTimelineProvider", path: "Widgets/Task\(k)Widget.swift", line: 20))
                }
            }
            if widget {
                widgets.append(
                    Make.widget(
                        "Task\(k)Widget", "IntentConfiguration", kind: "Task\(k)", intent: name,
                        provider: "IntentTimelineProvider", path: "Widgets/Task\(k)Widget.swift", line: 30))
            }
        }
        appIntents[0] = Make.shortcuts(shortcutIntents)
        var file = Make.file(intents, enums: enums)
        if random.chance(50) {
            file.localizations = [Localization(language: "de", path: "Shared/de.lproj/Intents.strings")]
        }
        let served = intents.map(\.className).filter { _ in random.chance(70) }
        return Make.inventory(
            [file], appIntents: appIntents, handlers: handlers, donations: donations, widgets: widgets,
            extensions: served.isEmpty ? [] : [Make.intentsExtension(served)],
            targets: [Make.target("iOS", random.pick(["15.0", "16.0", "17.0"]))])
    }

    static let seeds: [UInt64] = Array(1...400)

    @Test(arguments: seeds) func planInvariantsHold(seed: UInt64) {
        let result = Make.assess(Self.inventory(seed: seed))
        for intent in result.intents {
            let steps = Dictionary(uniqueKeysWithValues: intent.steps.map { ($0.number, $0) })
            // ready-to-retire: the porting step has no structural work left.
            if intent.status == .readyToRetire {
                #expect(steps[RetireCheck.portingStep]?.blocksProgress != true, "seed \(seed): \(intent.name)")
            }
            for step in intent.steps {
                // Only structural work blocks: every step a step waits for still has some.
                for number in step.blockedBy {
                    #expect(steps[number]?.blocksProgress == true, "seed \(seed): \(intent.name) step \(step.number)")
                }
                // Polish never blocks: a step whose open tasks are all polish is never blocked.
                if step.status == .blocked { #expect(step.tasks.contains { $0.blocksProgress }) }
            }
            let action = intent.nextAction
            #expect(action != nil, "seed \(seed): \(intent.name) has no next action")
            guard let action else { continue }
            switch action.kind {
            case .step, .fixErrors, .scaffold:
                // The next action is a step with structural work that waits for nothing.
                let step = action.step.flatMap { steps[$0] }
                #expect(step?.status == .todo && step?.blocksProgress == true, "seed \(seed): \(intent.name) \(action)")
                // …and the first such step in dependency order.
                let first = NextActions.order.compactMap { steps[$0] }.first {
                    $0.status == .todo && $0.blocksProgress
                }
                #expect(first?.number == action.step, "seed \(seed): \(intent.name)")
            case .polish:
                #expect(!intent.steps.contains { $0.blocksProgress }, "seed \(seed): polish before structure")
            case .waiting, .shipBeside:
                #expect(!intent.steps.contains { $0.status == .todo && $0.blocksProgress })
                #expect(intent.steps.contains { $0.blocksProgress })
            case .done:
                #expect(intent.remainingEffort == 0, "seed \(seed): \(intent.name) done with effort left")
            case .deleteUnused, .staysOnSiriKit: break
            }
            if intent.remainingEffort == 0 && !intent.isSystemDomain {
                #expect(action.kind == .done, "seed \(seed): \(intent.name) finished but \(action)")
            }
        }
        // Effort has one definition.
        #expect(result.effort == EffortSummary(result.intents))
        #expect(result.effort.remaining <= result.effort.total)
        // Urgency ranks 1…n, and status order is kept.
        let ranked = result.intents.sorted { $0.urgency < $1.urgency }
        #expect(ranked.map(\.urgency) == Array(1...result.intents.count))
        let statusRanks = ranked.map { Urgency.statusOrder.firstIndex(of: $0.status)! }
        #expect(statusRanks == statusRanks.sorted(), "seed \(seed)")
        // The ship list is the shippable next actions, in urgency order, word for word.
        let shipped = result.nextRelease.filter { $0.intent != nil }
        #expect(shipped.map(\.text) == ranked.compactMap { $0.nextAction?.ships == true ? $0.nextAction?.text : nil })
        // Nothing left anywhere: nothing to ship, and no intent says otherwise.
        if result.effort.remaining == 0 { #expect(shipped.isEmpty) }
    }

    /// The bundled example's story: a translation (polish) on step 2 of a coexisting intent does
    /// not block porting, and is not its next action.
    @Test func translationDoesNotBlockPorting() throws {
        var file = Make.file([Make.intent("LogHikeIntent", [Make.parameter("title", "String")])])
        file.localizations = [Localization(language: "de", path: "Shared/de.lproj/Intents.strings")]
        // The legacy table translated the title (IA209 claims a loss only for what it translated).
        file.localizations[0].translatedTexts = ["Log Hike"]
        var inventory = Make.inventory(
            [file],
            appIntents: [
                Make.appIntent(
                    "LogHikeAppIntent", migrates: "LogHikeIntent", [Make.appParameter("title", "String")],
                    placeholder: true)
            ],
            handlers: [
                Make.handler(
                    "LogHikeHandler", ["LogHikeIntent"], [Make.method(.handle, "handle(intent:completion:)", line: 4)])
            ],
            targets: [Make.target("iOS", "17.0")])
        inventory.appIntents[0].titleKey = "Log Hike"
        inventory.appIntents[0].title = "Log Hike"
        let result = Make.assess(inventory)
        let intent = try #require(result.intent("LogHikeIntent"))
        let steps = Dictionary(uniqueKeysWithValues: intent.steps.map { ($0.number, $0) })
        #expect(steps[2]?.tasks.contains { $0.lane == .polish && !$0.done } == true)
        #expect(steps[4]?.status == .todo && steps[4]?.blockedBy == [])
        #expect(intent.nextAction?.step == 4)
        // perform() is the placeholder: not ready to retire, whatever the deployment target.
        #expect(intent.status == .coexisting)
        #expect(intent.statusReason.contains("step 4 is open"))
    }
}
