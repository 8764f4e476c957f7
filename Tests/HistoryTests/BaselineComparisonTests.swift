import Foundation
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

@Suite("BaselineComparison")
struct BaselineComparisonTests {
    /// Release 1: OrderSoup legacy-only, ShowTrail coexisting, a warning; one donation, one handler each.
    static func release1() -> ReleaseBuilder {
        var app = ReleaseBuilder(release: "1.0", generatedAt: 1_700_000_000)
        app.intent("OrderSoupIntent", .legacyOnly, tasks: [(2, "app-intent", 5, false), (5, "app-shortcut", 3, false)])
        app.intent(
            "ShowTrailIntent", .coexisting, tasks: [(2, "app-intent", 2, true), (6, "remove-extension", 3, false)])
        app.intent("INSendMessageIntent", .systemDomain)
        app.donation("OrderSoupIntent", at: "App/OrderViewController.swift", line: 40)
        app.handler("OrderSoupIntentHandler", for: "OrderSoupIntent", at: "Ext/OrderSoupIntentHandler.swift")
        app.handler("SendMessageHandler", for: "INSendMessageIntent", at: "Ext/SendMessageHandler.swift")
        app.finding(
            "donation-without-app-shortcut", .warning, intent: "OrderSoupIntent", key: "INInteraction.donate",
            at: "App/OrderViewController.swift", line: 40)
        return app
    }

    @Test("forward and backward moves, burned-down effort, completed tasks")
    func movesBothWays() {
        var next = ReleaseBuilder(release: "2.0", generatedAt: 1_710_000_000)
        next.intent("OrderSoupIntent", .coexisting, tasks: [(2, "app-intent", 5, true), (5, "app-shortcut", 3, false)])
        next.intent(
            "ShowTrailIntent", .legacyOnly, tasks: [(2, "app-intent", 2, true), (6, "remove-extension", 3, false)])
        next.intent("INSendMessageIntent", .systemDomain)
        next.donation("OrderSoupIntent", at: "App/OrderViewController.swift", line: 40)
        next.handler("OrderSoupIntentHandler", for: "OrderSoupIntent", at: "Ext/OrderSoupIntentHandler.swift")
        next.handler("SendMessageHandler", for: "INSendMessageIntent", at: "Ext/SendMessageHandler.swift")
        next.finding(
            "donation-without-app-shortcut", .warning, intent: "OrderSoupIntent", key: "INInteraction.donate",
            at: "App/OrderViewController.swift", line: 40)
        let comparison = BaselineComparison.compare(baseline: Self.release1().snapshot, current: next.snapshot)

        #expect(
            comparison.statusChanges == [
                StatusChange(intent: "OrderSoupIntent", from: .legacyOnly, to: .coexisting),
                StatusChange(intent: "ShowTrailIntent", from: .coexisting, to: .legacyOnly),
            ])
        #expect(comparison.statusChanges.map(\.direction) == [.forward, .backward])
        #expect(
            comparison.regressions == [
                Regression(
                    kind: .statusBackward, intent: "ShowTrailIntent",
                    message: "ShowTrailIntent moved back from coexisting to legacy-only")
            ])
        #expect(comparison.baselineRemainingEffort == 11)
        #expect(comparison.currentRemainingEffort == 6)
        #expect(comparison.effortBurnedDown == 5)
        #expect(comparison.completedTasks == ["OrderSoupIntent/2/app-intent"])
        #expect(comparison.newFindings.isEmpty)
        #expect(comparison.resolvedFindings.isEmpty)
        #expect(comparison.newIntents.isEmpty && comparison.removedIntents.isEmpty)
        #expect(comparison.baselineRelease == "1.0" && comparison.currentRelease == "2.0")
    }

    @Test("the status order: legacy-only < at-risk < coexisting < ready-to-retire < migrated; system-domain neutral")
    func directions() {
        #expect(StatusChange(intent: "A", from: .atRisk, to: .coexisting).direction == .forward)
        #expect(StatusChange(intent: "A", from: .legacyOnly, to: .atRisk).direction == .forward)
        #expect(StatusChange(intent: "A", from: .migrated, to: .readyToRetire).direction == .backward)
        #expect(StatusChange(intent: "A", from: .coexisting, to: .atRisk).direction == .backward)
        #expect(StatusChange(intent: "A", from: .readyToRetire, to: .migrated).direction == .forward)
        #expect(StatusChange(intent: "A", from: .systemDomain, to: .legacyOnly).direction == .neutral)
        #expect(StatusChange(intent: "A", from: .migrated, to: .systemDomain).direction == .neutral)
    }

    @Test("moving code to other files changes nothing: same fingerprints, same counts, no regressions")
    func movedFilesAreStable() {
        var moved = ReleaseBuilder(release: "1.1", generatedAt: 1_705_000_000)
        moved.intent(
            "OrderSoupIntent", .legacyOnly, definedIn: "Intents/Soup.intentdefinition",
            tasks: [(2, "app-intent", 5, false), (5, "app-shortcut", 3, false)])
        moved.intent(
            "ShowTrailIntent", .coexisting, definedIn: "Intents/Trails.intentdefinition",
            tasks: [(2, "app-intent", 2, true), (6, "remove-extension", 3, false)])
        moved.intent("INSendMessageIntent", .systemDomain)
        moved.donation("OrderSoupIntent", at: "App/Donations/SoupDonations.swift", line: 7)
        moved.handler(
            "OrderSoupIntentHandler", for: "OrderSoupIntent", at: "Handlers/Soup/OrderSoupIntentHandler.swift", line: 20
        )
        moved.handler("SendMessageHandler", for: "INSendMessageIntent", at: "Handlers/SendMessageHandler.swift")
        moved.finding(
            "donation-without-app-shortcut", .warning, intent: "OrderSoupIntent", key: "INInteraction.donate",
            at: "App/Donations/SoupDonations.swift", line: 7)
        let comparison = BaselineComparison.compare(baseline: Self.release1().snapshot, current: moved.snapshot)
        #expect(comparison.statusChanges.isEmpty)
        #expect(comparison.newFindings.isEmpty)
        #expect(comparison.resolvedFindings.isEmpty)
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.effortBurnedDown == 0)
    }

    @Test("a new legacy donation, a new handler and a new error finding are regressions; new warnings are not")
    func regressions() {
        var next = Self.release1()
        next.result.context.release = "1.2"
        next.donation("OrderSoupIntent", at: "App/Today.swift", line: 9)
        next.donation("ShowTrailIntent", api: "IntentDonationManager.donate", at: "App/Trails.swift", line: 4)
        next.handler("ShowTrailIntentHandler", for: "ShowTrailIntent", at: "Ext/ShowTrailIntentHandler.swift")
        next.handler("SendMessageHandler2", for: "INSendMessageIntent", at: "Ext/Another.swift")
        next.finding(
            "widget-kind-changed", .error, intent: "ShowTrailIntent", key: "TrailWidget",
            at: "Widgets/TrailWidget.swift", line: 20, message: "The widget kind changed.")
        next.finding(
            "heavy-placeholder", .warning, intent: "ShowTrailIntent", key: "TrailProvider",
            at: "Widgets/TrailProvider.swift", line: 8)
        let comparison = BaselineComparison.compare(baseline: Self.release1().snapshot, current: next.snapshot)
        #expect(
            comparison.regressions == [
                Regression(
                    kind: .newLegacyDonation, intent: "OrderSoupIntent",
                    message: "OrderSoupIntent has 1 new legacy donation (1 → 2); donate through App Intents instead"),
                Regression(
                    kind: .newErrorFinding, intent: "ShowTrailIntent",
                    message: "new error widget-kind-changed on ShowTrailIntent: The widget kind changed.",
                    fingerprint: "widget-kind-changed|ShowTrailIntent|TrailWidget"),
                Regression(
                    kind: .newLegacyHandler, intent: "ShowTrailIntent",
                    message:
                        "ShowTrailIntent has 1 new SiriKit handler (0 → 1); handle it in the App Intent's perform() instead"
                ),
            ])
        #expect(comparison.newFindings.map(\.rule) == ["heavy-placeholder", "widget-kind-changed"])
    }

    @Test("the gate: no regressions when nothing got worse, and a new legacy intent with a handler is one")
    func gate() {
        let same = BaselineComparison.compare(baseline: Self.release1().snapshot, current: Self.release1().snapshot)
        #expect(same.regressions.isEmpty)

        var next = Self.release1()
        next.intent("AddTrailIntent", .legacyOnly)
        next.handler("AddTrailIntentHandler", for: "AddTrailIntent", at: "Ext/AddTrailIntentHandler.swift")
        let added = BaselineComparison.compare(baseline: Self.release1().snapshot, current: next.snapshot)
        #expect(added.newIntents.map(\.name) == ["AddTrailIntent"])
        #expect(added.regressions.map(\.kind) == [.newLegacyHandler])
        #expect(added.regressions.map(\.intent) == ["AddTrailIntent"])

        var fewer = Self.release1()
        fewer.result.intents.removeAll { $0.name == "ShowTrailIntent" }
        fewer.result.findings = []
        let removed = BaselineComparison.compare(baseline: Self.release1().snapshot, current: fewer.snapshot)
        #expect(removed.removedIntents.map(\.name) == ["ShowTrailIntent"])
        // Its remaining effort was lost, not burned down.
        let lost = Self.release1().snapshot.intents.first { $0.name == "ShowTrailIntent" }?.remainingEffort ?? 0
        #expect(lost > 0 && removed.effortLostWithDroppedIntents == lost)
        #expect(
            removed.effortBurnedDown == removed.baselineRemainingEffort - removed.currentRemainingEffort - lost)
        #expect(removed.effortBurnedDown < removed.baselineRemainingEffort - removed.currentRemainingEffort)
        #expect(removed.resolvedFindings.map(\.rule) == ["donation-without-app-shortcut"])
        // Gone with no App Intent carrying its class name (it would still be listed, as migrated): a loss.
        #expect(removed.regressions.map(\.kind) == [.intentDropped])
        #expect(
            removed.regressions.map(\.message) == [
                "ShowTrailIntent is gone and no App Intent carries intentClassName \"ShowTrailIntent\": shortcuts "
                    + "built with it stop working; adopt CustomIntentMigratedAppIntent with that name"
            ])
    }

    @Test("a system-domain intent that goes away is no regression: it never migrates")
    func systemDomainIntentGoneIsNoLoss() {
        var without = Self.release1()
        without.result.intents.removeAll { $0.name == "INSendMessageIntent" }
        let after = BaselineComparison.compare(baseline: Self.release1().snapshot, current: without.snapshot)
        #expect(after.removedIntents.map(\.name) == ["INSendMessageIntent"])
        #expect(after.regressions.isEmpty)
    }

    @Test("saved reports compare: 4.9.1 → 4.10.0 has a backward move, a new handler and a new error")
    func savedReports() throws {
        let old = try SnapshotReader.read(path: SnapshotTests.fixture("report-4.9.1.xml"))
        let new = try SnapshotReader.read(path: SnapshotTests.fixture("report-4.10.0.xml"))
        let comparison = BaselineComparison.compare(baseline: old, current: new)
        #expect(
            comparison.statusChanges.map {
                "\($0.intent) \($0.from.rawValue)→\($0.to.rawValue) \($0.direction.rawValue)"
            } == [
                "OrderSoupIntent legacy-only→coexisting forward", "ShowTrailIntent coexisting→at-risk backward",
            ])
        #expect(comparison.newIntents.map(\.name) == ["INSendMessageIntent"])
        #expect(comparison.regressions.map(\.kind) == [.newErrorFinding, .newLegacyHandler, .statusBackward])
        #expect(comparison.regressions.allSatisfy { $0.intent == "ShowTrailIntent" })
        #expect(comparison.resolvedFindings.map(\.rule) == ["donation-without-app-shortcut"])
        // 11 → 7: 8 points of tasks closed, 4 of tasks opened (the new intent's among them); never a
        // negative burn.
        #expect(comparison.effortBurnedDown == 8 && comparison.effortAdded == 4)
        #expect(comparison.completedTasks == ["OrderSoupIntent/2/app-intent", "OrderSoupIntent/5/app-shortcut"])

        let nightly = try SnapshotReader.read(path: SnapshotTests.fixture("report-nightly.xml"))
        let toNightly = BaselineComparison.compare(baseline: old, current: nightly)
        #expect(toNightly.newFindings.isEmpty, "the finding moved to another file; its fingerprint did not change")
        #expect(toNightly.regressions.isEmpty)
    }

    @Test("Codable round trip keeps every field")
    func codable() throws {
        var next = Self.release1()
        next.finding("kind-changed", .error, intent: "ShowTrailIntent", key: "K", at: "W.swift", line: 1)
        let comparison = BaselineComparison.compare(baseline: Self.release1().snapshot, current: next.snapshot)
        let data = try JSONEncoder().encode(comparison)
        #expect(try JSONDecoder().decode(BaselineComparison.self, from: data) == comparison)
    }
}
