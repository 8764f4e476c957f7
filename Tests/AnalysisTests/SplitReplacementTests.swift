import Model
import TestSupport
import Testing

@testable import Analysis

/// One legacy intent replaced by several App Intents with other names: the split is found, the best
/// one is the counterpart and the others `alsoReplacedBy`; without `intentClassName` the lost
/// shortcuts are the counterpart's IA201 error. Variations: a split of 3 told by an enum's cases, a
/// split of 2 told by parameters, and App Intents that share the words but cover no variant.
@Suite struct SplitReplacementTests {
    static let napTimer = Make.intent(
        "NapTimerIntent",
        [
            Make.parameter("mode", "Integer", enumType: "NapTimerMode", line: 20),
            Make.parameter("minutes", "Integer", line: 21),
        ])
    static let modes = Make.legacyEnum("NapTimerMode", ["custom", "endOfEpisode", "stop"])

    @Test func aSplitOfThreeToldByAnEnumsCases() {
        let inventory = Make.inventory(
            [Make.file([Self.napTimer], enums: [Self.modes])],
            appIntents: [
                Make.appIntent("SetNapTimerAppIntent", [Make.appParameter("duration", "Int")], line: 5),
                Make.appIntent("EndOfEpisodeNapAppIntent", line: 40),
                Make.appIntent("StopNapAppIntent", line: 60),
            ])
        // The legacy intent is built by no target any more; the shipped Info.plist still lists it.
        let result = Make.assess(RuleScenarios.legacyGone(inventory, "NapTimerIntent"))
        let intent = result.intent("NapTimerIntent")
        #expect(intent?.counterpart != nil, "\(String(describing: intent?.statusReason))")
        #expect(intent?.status != .legacyOnly)
        #expect(intent?.counterpart?.name == "SetNapTimerAppIntent")
        #expect(Set(intent?.alsoReplacedBy.map(\.name) ?? []) == ["EndOfEpisodeNapAppIntent", "StopNapAppIntent"])
        #expect(intent?.alsoReplacedBy.contains { $0.evidence.contains("mode = .stop") } == true)
        let lost = result.findings("IA201").filter { $0.intent == "NapTimerIntent" }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .error)
        #expect(lost.first?.message.contains(intent?.counterpart?.name ?? "?") == true)
    }

    @Test func aSplitOfTwoToldByParameters() {
        let order = Make.intent(
            "OrderCoffeeIntent",
            [Make.parameter("size", "String", line: 20), Make.parameter("pickupTime", "DateComponents", line: 21)])
        let inventory = Make.inventory(
            [Make.file([order])],
            appIntents: [
                Make.appIntent("OrderCoffeeNowIntent", [Make.appParameter("size", "String")], line: 5),
                Make.appIntent("ScheduleCoffeeOrderIntent", [Make.appParameter("pickupTime", "Date")], line: 40),
            ])
        let intent = Make.assess(inventory).intent("OrderCoffeeIntent")
        #expect(intent?.counterpart != nil)
        #expect(intent?.alsoReplacedBy.count == 1)
    }

    /// Sharing the name words is not enough: neither covers a case or a parameter of its own.
    @Test func appIntentsThatOnlyShareTheWordsAreNoSplit() {
        let inventory = Make.inventory(
            [Make.file([Self.napTimer], enums: [Self.modes])],
            appIntents: [
                Make.appIntent("NapTimerSettingsIntent", line: 5),
                Make.appIntent("NapTimerHistoryIntent", line: 40),
            ])
        let intent = Make.assess(inventory).intent("NapTimerIntent")
        #expect(intent?.alsoReplacedBy.isEmpty == true)
        #expect(intent?.counterpart?.evidence.contains("split") != true)
    }

    /// Only one App Intent with the words: a rename, not a split (left to the pairwise scoring).
    @Test func oneAppIntentIsNoSplit() {
        let inventory = Make.inventory(
            [Make.file([Self.napTimer], enums: [Self.modes])],
            appIntents: [Make.appIntent("StopNapAppIntent", line: 60)])
        let intent = Make.assess(inventory).intent("NapTimerIntent")
        #expect(intent?.alsoReplacedBy.isEmpty == true)
    }
}
