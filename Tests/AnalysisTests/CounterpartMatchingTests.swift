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

/// Counterpart evidence, the global assignment and the decisive matches, on built inventories.
@Suite struct CounterpartMatchingTests {
    static func pair(_ link: Int, _ candidate: Int, _ score: Double) -> Pair {
        Pair(link: link, candidate: candidate, score: score, evidence: [], convention: false)
    }

    /// 0 → "Bax", 27 → "Bbbx": a distinct word of letters per number (never a plural).
    static func letters(_ number: Int) -> String {
        var word = "B", rest = number
        repeat {
            word.append(Character(UnicodeScalar(UInt8(97 + rest % 26))))
            rest /= 26
        } while rest > 0
        return word + "x"
    }

    @Test func theBestTotalBeatsTheBestSinglePair() {
        // Greedy would give intent 0 candidate 0 (9) and leave intent 1 with nothing (total 9);
        // the best total gives 0 → 1 and 1 → 0 (8 + 7).
        let chosen = GlobalAssignment.best([Self.pair(0, 0, 9), Self.pair(0, 1, 8), Self.pair(1, 0, 7)])
        #expect(chosen.map { "\($0.link)→\($0.candidate)" } == ["0→1", "1→0"])
    }

    @Test func separateGroupsAreSolvedOnTheirOwn() {
        let chosen = GlobalAssignment.best([Self.pair(0, 0, 4), Self.pair(1, 1, 5), Self.pair(2, 1, 6)])
        #expect(chosen.map { "\($0.link)→\($0.candidate)" } == ["0→0", "2→1"])
    }

    @Test func wordsDropStopWordsAndPlurals() {
        #expect(CounterpartEvidence.words(camelCase: "StartAutomationAppIntent") == ["start", "automation"])
        #expect(CounterpartEvidence.words(camelCase: "GetURLStatusIntent") == ["url", "statu"])
        #expect(CounterpartEvidence.words(text: "Runs one of your automations.") == ["run", "one", "automation"])
    }

    @Test func aNameMatchAloneIsLikelyAndKeepsIA201() throws {
        let inventory = Make.inventory(
            [Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])],
            appIntents: [Make.appIntent("LogHikeAppIntent", [Make.appParameter("distance", "Double")])])
        let result = Make.assess(inventory)
        let counterpart = try #require(result.intent("LogHikeIntent")?.counterpart)
        #expect(counterpart.matchedBy == .nameConvention)
        #expect(counterpart.confidence == .likely)
        #expect(counterpart.evidence.hasPrefix("named like LogHikeIntent"))
        #expect(result.findings("IA201").count == 1)
    }

    @Test func aWidgetKindReusedByAnAppIntentConfigurationIsDecisive() throws {
        let steps = Make.intent("StepsIntent", [Make.parameter("goal", "Integer")], widget: true)
        let inventory = Make.inventory(
            [Make.file([steps])],
            appIntents: [Make.appIntent("DailyGoalConfiguration", widget: true, [Make.appParameter("goal", "Int")])],
            widgets: [
                Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 20),
                Make.widget(
                    "GoalWidget", "AppIntentConfiguration", kind: "Steps", intent: "DailyGoalConfiguration", line: 12),
            ])
        let counterpart = try #require(Make.assess(inventory).intent("StepsIntent")?.counterpart)
        #expect(counterpart.name == "DailyGoalConfiguration")
        #expect(counterpart.matchedBy == .widgetKind)
        #expect(counterpart.confidence == .certain)
        #expect(counterpart.evidence == "AppIntentConfiguration of the same kind \"Steps\"")
    }

    @Test func anAppIntentCarryingAnotherClassIsNoCandidate() {
        let inventory = Make.inventory(
            [Make.file([Make.intent("LogHikeIntent"), Make.intent("PlanHikeIntent")])],
            appIntents: [Make.appIntent("LogHikeAppIntent", migrates: "PlanHikeIntent")])
        let result = Make.assess(inventory)
        #expect(result.intent("LogHikeIntent")?.counterpart == nil)
        #expect(result.intent("PlanHikeIntent")?.counterpart?.matchedBy == .intentClassName)
    }

    /// Thousands of intents with unrelated App Intents link without scoring every pair: each intent
    /// shares words only with its own App Intent, so the scored pairs stay one per intent.
    @Test func linkingManyIntentsScoresOnlyPairsSharingEvidence() {
        let count = 3000
        let words = (0..<count).map(Self.letters)
        let intents = words.map { word in
            var intent = Make.intent("Sync\(word)Intent")
            intent.title = "Sync \(word)"
            return intent
        }
        let appIntents = words.map { word in
            var declaration = Make.appIntent("Refresh\(word)Action")
            declaration.title = "Sync \(word)"
            return declaration
        }
        let inventory = Make.inventory([Make.file(intents)], appIntents: appIntents)
        let clock = ContinuousClock()
        var result: AuditResult?
        let elapsed = clock.measure { result = Make.assess(inventory) }
        #expect(result?.intents.filter { $0.counterpart != nil }.count == count)
        #expect(elapsed < .seconds(60), "linking \(count) intents took \(elapsed)")
    }
}
