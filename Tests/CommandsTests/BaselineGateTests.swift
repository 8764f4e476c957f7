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

/// `--baseline` with `--fail-on regression` on a copy of the example: fixing a hazard passes the gate,
/// introducing one fails it, and every report carries the "since the baseline" section.
@Suite struct BaselineGateTests {
    static func copyOfExample() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ia-gate-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/Examples/TrailMix", toPath: dir)
        return dir
    }

    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "fixture text to edit is missing: \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func audit(
        _ root: String, release: String, baseline: String? = nil, epoch: Int
    ) throws -> (CommandOutput, String) {
        var request = AuditRequest()
        request.root = root
        request.outputDirectory = root + "-out-" + release
        request.release = release
        request.formats = "xml,json,markdown,html"
        request.baselinePath = baseline
        request.failOn = baseline == nil ? "never" : "regression"
        request.environment = ["SOURCE_DATE_EPOCH": String(epoch)]
        return (try AuditCommand.run(request), request.outputDirectory)
    }

    @Test func fixingAHazardPassesAndIntroducingOneFailsTheGate() throws {
        let app = try Self.copyOfExample()
        let (_, first) = try Self.audit(app, release: "1.0", epoch: 1_767_225_600)

        // Release 1.1 keeps the placed widgets' kind: IA701 is resolved, nothing regresses.
        try Self.edit(app + "/TrailMixWidgets/StepsWidget.swift", "kind: \"StepsWidgetV2\"", "kind: \"StepsWidget\"")
        let (fixed, second) = try Self.audit(app, release: "1.1", baseline: first + "/report.xml", epoch: 1_767_312_000)
        #expect(fixed.exitCode == 0)
        // A passing gate still says what it compared with, dated by the baseline (no tag names 1.0: the
        // day its audit ran, said as such), and the outcome.
        #expect(
            fixed.summary.contains {
                $0.hasPrefix("intent-audit: baseline 1.0 (audited 2026-01-01): 0 regressions; effort ")
            })
        let json = try String(contentsOfFile: second + "/report.json", encoding: .utf8)
        #expect(json.contains("\"regressions\": []"))
        #expect(json.contains("\"baselineRelease\": \"1.0\""))
        let markdown = try String(contentsOfFile: second + "/report.md", encoding: .utf8)
        #expect(markdown.contains("## Since the baseline"))
        let html = try String(contentsOfFile: second + "/report.html", encoding: .utf8)
        #expect(html.contains("Since the baseline"))

        // Release 1.2 renames a parameter of a coexisting intent: users' values are lost, the gate fails.
        try Self.edit(app + "/TrailMix/AppIntents/LogHikeAppIntent.swift", "var distance:", "var distanceKm:")
        let (broken, third) = try Self.audit(
            app, release: "1.2", baseline: second + "/report.xml", epoch: 1_767_398_400)
        #expect(broken.exitCode == 1)
        #expect(broken.summary.contains { $0.hasPrefix("intent-audit: baseline 1.1 (audited 2026-01-02): ") })
        // A regression that comes from a finding starts with its file:line.
        #expect(
            broken.summary.contains {
                $0.hasPrefix("  TrailMix/AppIntents/LogHikeAppIntent.swift:") && $0.contains(": new-error-finding: ")
            })
        let xml = try String(contentsOfFile: third + "/report.xml", encoding: .utf8)
        #expect(xml.contains("kind=\"status-backward\""))
        #expect(xml.contains("LogHikeIntent"))
        // A report with a baseline still matches the schema.
        let schema = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryRoot + "/Templates/report.xsd"))
        try XMLSchemaValidator(schema: [UInt8](schema)).validate(Array(xml.utf8))
    }
}
