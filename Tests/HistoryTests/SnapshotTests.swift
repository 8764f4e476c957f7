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

@Suite("Snapshot")
struct SnapshotTests {
    static func fixture(_ name: String) -> String { Fixtures.path("History/snapshots/\(name)") }

    @Test("a live result gives intents by id, effort, legacy counts, findings and tasks")
    func fromResult() {
        var app = ReleaseBuilder(release: "2.1.0", generatedAt: 1_714_557_600)
        app.intent("OrderSoupIntent", .coexisting, tasks: [(2, "app-intent", 5, true), (5, "app-shortcut", 3, false)])
        app.intent("AddTrailIntent", .legacyOnly, tasks: [(2, "app-intent", 4, false)])
        app.donation("OrderSoupIntent", at: "App/Order.swift", line: 12)
        app.donation("OrderSoupIntent", api: "IntentDonationManager.donate", at: "App/Order.swift", line: 30)
        app.handler("OrderSoupIntentHandler", for: "OrderSoupIntent", at: "Ext/OrderSoupIntentHandler.swift")
        app.finding(
            "missing-app-shortcut", .warning, intent: "OrderSoupIntent", key: "INInteraction.donate",
            at: "App/Order.swift", line: 12)
        let snapshot = app.snapshot

        #expect(snapshot.release == "2.1.0")
        #expect(snapshot.generatedAt == 1_714_557_600)
        #expect(snapshot.toolVersion == "1.0.0")
        #expect(snapshot.schemaVersion == ReportSchema.version)
        #expect(
            snapshot.intents == [
                IntentSnapshot(name: "AddTrailIntent", status: .legacyOnly, totalEffort: 4, remainingEffort: 4),
                IntentSnapshot(
                    name: "OrderSoupIntent", status: .coexisting, totalEffort: 8, remainingEffort: 3,
                    legacyDonations: 1, legacyHandlers: 1),
            ])
        #expect(snapshot.intents.map(\.id) == ["intent:AddTrailIntent", "intent:OrderSoupIntent"])
        #expect(
            snapshot.findings == [
                FindingSnapshot(
                    fingerprint: "missing-app-shortcut|OrderSoupIntent|INInteraction.donate",
                    rule: "missing-app-shortcut",
                    severity: .warning, intent: "OrderSoupIntent", message: "missing-app-shortcut on OrderSoupIntent")
            ])
        #expect(
            snapshot.tasks.map(\.id) == [
                "AddTrailIntent/2/app-intent", "OrderSoupIntent/2/app-intent",
                "OrderSoupIntent/5/app-shortcut",
            ])
        #expect(snapshot.tasks.map(\.done) == [false, true, false])
        #expect(snapshot.remainingEffort == 7)
        #expect(snapshot.totalEffort == 12)
    }

    @Test("a finding without a fingerprint falls back to rule, intent and message — never the path")
    func fallbackFingerprint() {
        let finding = FindingSnapshot(
            fingerprint: "", rule: "kind-changed", severity: .error,
            intent: "ShowTrailIntent", message: "The kind changed.")
        #expect(finding.fingerprint == "kind-changed|ShowTrailIntent|The kind changed.")
    }

    @Test("report.xml reads back: statuses, effort by the done rule, legacy donations, handlers, findings")
    func readsReport() throws {
        let snapshot = try SnapshotReader.read(path: Self.fixture("report-4.9.1.xml"))
        #expect(snapshot.release == "4.9.1")
        #expect(snapshot.generatedAt == 1_709_287_200)  // 2024-03-01T10:00:00Z
        #expect(snapshot.toolVersion == "0.9.0")
        #expect(snapshot.schemaVersion == 1)
        #expect(
            snapshot.intents == [
                IntentSnapshot(
                    name: "OrderSoupIntent", status: .legacyOnly, totalEffort: 8, remainingEffort: 8,
                    legacyDonations: 1, legacyHandlers: 1),
                IntentSnapshot(
                    name: "ShowTrailIntent", status: .coexisting, totalEffort: 5, remainingEffort: 3,
                    legacyDonations: 0, legacyHandlers: 1),
            ])
        #expect(
            snapshot.tasks == [
                TaskSnapshot(
                    id: "OrderSoupIntent/2/app-intent", intent: "OrderSoupIntent", step: 2, done: false, effort: 5),
                TaskSnapshot(
                    id: "OrderSoupIntent/5/app-shortcut", intent: "OrderSoupIntent", step: 5, done: false, effort: 3),
                TaskSnapshot(
                    id: "ShowTrailIntent/2/app-intent", intent: "ShowTrailIntent", step: 2, done: true, effort: 2),
                TaskSnapshot(
                    id: "ShowTrailIntent/6/remove-extension", intent: "ShowTrailIntent", step: 6, done: false, effort: 3
                ),
            ])
        #expect(
            snapshot.findings == [
                FindingSnapshot(
                    fingerprint: "donation-without-app-shortcut|OrderSoupIntent|INInteraction.donate",
                    rule: "donation-without-app-shortcut", severity: .warning, intent: "OrderSoupIntent",
                    message: "OrderSoupIntent is donated but has no App Shortcut.")
            ])
    }

    @Test("a task in a step that is done counts as done even when not ticked")
    func stepDoneMeansTaskDone() throws {
        let snapshot = try SnapshotReader.read(path: Self.fixture("report-nightly.xml"))
        #expect(snapshot.intent(named: "OrderSoupIntent")?.remainingEffort == 3)
        #expect(snapshot.tasks.first { $0.id == "OrderSoupIntent/2/app-intent" }?.done == true)
    }

    @Test("a newer schemaVersion loads when it has what a snapshot needs; unknown parts are ignored")
    func newerSchemaTolerated() throws {
        let snapshot = try SnapshotReader.read(path: Self.fixture("newer-schema.xml"))
        #expect(snapshot.schemaVersion == 3)
        #expect(snapshot.release == "6.0")
        #expect(
            snapshot.intents == [
                IntentSnapshot(
                    name: "OrderSoupIntent", status: .migrated, totalEffort: 8,
                    remainingEffort: 0)
            ])
        #expect(snapshot.findings.isEmpty)
    }

    @Test(
        "bad snapshots fail with a message that names the file and says what is wrong",
        arguments: [
            (
                "newer-schema-without-status.xml",
                "newer-schema-without-status.xml:4: intent OrderSoupIntent has no status (schemaVersion 3 is newer than this intent-audit reads, 2)"
            ),
            (
                "pre-release-report.xml",
                "pre-release-report.xml: the report has no schemaVersion, so it comes from a pre-release intent-audit; re-run the audit of that release with this version"
            ),
            (
                "not-a-report.xml",
                "not-a-report.xml: not an intent-audit report (the root element is <plist>, expected <intent-audit-report>); pass a report.xml written by intent-audit audit"
            ),
        ])
    func badSnapshot(name: String, message: String) throws {
        let path = Self.fixture(name)
        let error = #expect(throws: SnapshotError.self) { try SnapshotReader.read(path: path) }
        #expect(error?.description == Self.fixture("") + message)
    }

    @Test("a truncated report is not XML, with its line")
    func truncated() throws {
        let path = Self.fixture("truncated.xml")
        let error = #expect(throws: SnapshotError.self) { try SnapshotReader.read(path: path) }
        guard case .notXML(let errorPath, let line, _) = error else {
            Issue.record("expected notXML, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        // libxml2 reports where it gave up: after the last line, with <intents> still open.
        #expect(line == 6)
        #expect(error?.description.hasPrefix("\(path):6: not a readable XML report: ") == true)
    }

    @Test("a missing file and an older schemaVersion are clear errors")
    func missingAndOld() throws {
        #expect(throws: SnapshotError.unreadable(path: "/nonexistent/report.xml")) {
            try SnapshotReader.read(path: "/nonexistent/report.xml")
        }
        let old = Array(
            #"<intent-audit-report schemaVersion="0" generated="2020-01-01T00:00:00Z"><intents/><findings/></intent-audit-report>"#
                .utf8)
        let error = #expect(throws: SnapshotError.self) { try SnapshotReader.read(bytes: old, path: "old.xml") }
        #expect(error == .unsupportedSchema(path: "old.xml", version: "0"))
        #expect(error?.description.hasPrefix("old.xml: report schemaVersion '0' is not supported") == true)
    }

    @Test("ISO 8601 times round-trip, with fractions and +00:00 accepted")
    func dates() {
        #expect(SnapshotDate.iso8601(1_709_287_200) == "2024-03-01T10:00:00Z")
        #expect(SnapshotDate.seconds(iso8601: "2024-03-01T10:00:00Z") == 1_709_287_200)
        #expect(SnapshotDate.seconds(iso8601: "2024-03-01T10:00:00.250Z") == 1_709_287_200)
        #expect(SnapshotDate.seconds(iso8601: "2024-03-01T10:00:00+00:00") == 1_709_287_200)
        #expect(SnapshotDate.seconds(iso8601: "1969-12-31T23:59:59Z") == -1)
        #expect(SnapshotDate.iso8601(-1) == "1969-12-31T23:59:59Z")
        #expect(SnapshotDate.seconds(iso8601: "2024-03-01") == nil)
        #expect(SnapshotDate.seconds(iso8601: "2024-13-01T10:00:00Z") == nil)
        #expect(SnapshotDate.seconds(iso8601: "2024-03-01T10:00:00+02:00") == nil)
    }
}
