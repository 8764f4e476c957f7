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

/// A legacy intent that nothing uses (SubWidget's template `ConfigurationIntent`, left behind when
/// its widget became a `StaticConfiguration`): IA603, and a plan that deletes it instead of migrating
/// it. Fixture: `Fixtures/Swift/unused-intent`.
@Suite struct UnusedLegacyIntentTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Swift/unused-intent"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func onlyTheIntentNothingUsesIsFlagged() throws {
        let result = try Self.audit()
        #expect(
            result.findings("IA603").map(\.intent) == ["ConfigurationIntent"],
            "OrderCoffee has a handler, RefillCup a donation, ShowFavorites an NSUserActivityTypes entry")
        let finding = try #require(result.findings("IA603").first)
        #expect(finding.severity == .note && finding.step == 6)
        #expect(finding.location.path == "Widget/Widget.intentdefinition")
        #expect(
            finding.message == "nothing uses ConfigurationIntent (no handler, donation, widget, Info.plist entry "
                + "or App Intent): delete it from Widget/Widget.intentdefinition instead of migrating it")
    }

    @Test func thePlanDeletesItInsteadOfMigratingIt() throws {
        let result = try Self.audit()
        let steps = try #require(result.intent("ConfigurationIntent")?.steps)
        #expect(steps.map(\.number) == [1, 2, 3, 4, 5, 6, 7])
        #expect(
            steps.filter { [2, 3, 4, 5, 7].contains($0.number) }.allSatisfy {
                $0.status == .notApplicable && $0.tasks.isEmpty
            })
        let removal = try #require(steps.first { $0.number == 6 })
        #expect(removal.status == .todo)
        #expect(removal.tasks.map(\.what) == ["delete Configuration from Widget/Widget.intentdefinition"])
        #expect(removal.effort == 1)
        #expect(
            result.nextRelease.map(\.text).contains(
                "Delete ConfigurationIntent from Widget/Widget.intentdefinition: nothing uses it."))
        let used = try #require(result.intent("OrderCoffeeIntent")?.steps.first { $0.number == 2 })
        #expect(used.status == .todo, "an intent in use still gets its App Intent")
    }

    @Test func aDonationOfAnUnknownIntentMightBeIt() {
        let intent = Make.intent("ConfigurationIntent", [Make.parameter("subscription", "String")], widget: true)
        let quiet = Make.inventory([Make.file([intent])])
        #expect(Make.assess(quiet).findings("IA603").count == 1)
        let unknown = Make.inventory(
            [Make.file([intent])], donations: [Make.donation("INInteraction.donate", nil, line: 9)])
        #expect(Make.assess(unknown).findings("IA603").isEmpty)
        let edit = Make.inventory(
            [Make.file([intent])],
            donations: [Make.donation("INUIEditVoiceShortcutViewController", nil, line: 9)])
        #expect(Make.assess(edit).findings("IA603").count == 1, "the edit controller never names an intent")
    }
}
