import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// The history area on real audits: `Audit.run` over the three releases of Fixtures/History.
@Suite("History end to end", .serialized)
struct HistoryEndToEndTests {
    static func audit(_ release: Int) throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("History/release-\(release)"),
            context: AuditContext(
                toolVersion: "1.0.0", root: "app", release: "v\(release)", generatedAt: 1_704_888_000 + release))
    }

    @Test("the three releases: statuses per release and the regressions of v2.0")
    func releases() throws {
        let snapshots = try (1...3).map { Snapshot(try Self.audit($0)) }
        #expect(
            snapshots.map { $0.intents.map { "\($0.name)=\($0.status.rawValue)" } } == [
                ["OrderSoupIntent=legacy-only", "ShowTrailIntent=coexisting"],
                ["OrderSoupIntent=coexisting", "ShowTrailIntent=coexisting"],
                ["OrderSoupIntent=coexisting", "ShowTrailIntent=coexisting"],
            ])
        let moved = BaselineComparison.compare(baseline: snapshots[0], current: snapshots[1])
        #expect(moved.statusChanges.map(\.direction) == [.forward])
        #expect(moved.regressions.isEmpty, "OrderSoupIntentHandler.swift moved to Handlers/: not a change")
        let broken = BaselineComparison.compare(baseline: snapshots[1], current: snapshots[2])
        // ShowTrailAppIntent drops the class name it carried in v2: a regression, though the legacy path still
        // serves users (IA201 is a warning without an earlier state to compare with).
        #expect(broken.regressions.map(\.kind) == [.migrationDropped, .newLegacyDonation])
        #expect(broken.regressions.allSatisfy { $0.intent == "ShowTrailIntent" })
    }

    @Test("report.xml reads back as the snapshot of the same result", arguments: [1, 2, 3])
    func roundTrip(release: Int) throws {
        let result = try Self.audit(release)
        let read = try SnapshotReader.read(bytes: ReportDocument.serialize(result), path: "report.xml")
        #expect(read == Snapshot(result))
        #expect(!read.intents.isEmpty)
    }

    @Test("a built result with donations, handlers and open and done tasks reads back the same")
    func builtRoundTrip() throws {
        let app = BaselineComparisonTests.release1()
        let read = try SnapshotReader.read(bytes: ReportDocument.serialize(app.result), path: "report.xml")
        #expect(read == app.snapshot)
    }
}
