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

@Suite("Trend")
struct TrendTests {
    static let reports = ["report-4.10.0.xml", "report-nightly.xml", "report-4.9.1.xml"].map(SnapshotTests.fixture)
    static let template = Fixtures.repositoryRoot + "/Templates/trend.xsl"

    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trend-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("snapshots given out of order are sorted; neighbours are compared")
    func sortsAndCompares() throws {
        let trend = Trend(try Self.reports.map(SnapshotReader.read(path:)))
        #expect(trend.snapshots.map(Trend.label) == ["4.9.1", "nightly", "4.10.0"])
        #expect(trend.changes.count == 2)
        #expect(trend.changes[0].statusChanges.map(\.intent) == ["OrderSoupIntent"])
        #expect(trend.changes[1].regressions.map(\.kind) == [.newErrorFinding, .newLegacyHandler, .statusBackward])
    }

    @Test("trend.xml: one release per snapshot with status counts and totals, one change per neighbour pair")
    func trendXML() throws {
        let trend = Trend(try Self.reports.map(SnapshotReader.read(path:)))
        let root = try SafeXMLParser.parse(XMLWriter.serialize(trend.xmlElement()))
        #expect(root.name == "intent-audit-trend")
        #expect(root.attribute("releases") == "3")
        #expect(root.attribute("maxIntents") == "3")
        #expect(root.attribute("maxRemainingEffort") == "11")
        #expect(root.attribute("maxErrors") == "1")
        let releases = root.elements(named: "release")
        #expect(releases.map { $0.attribute("label") } == ["4.9.1", "nightly", "4.10.0"])
        #expect(releases.map { $0.attribute("day") } == ["2024-03-01", "2024-04-01", "2024-05-01"])
        #expect(releases.map { $0.attribute("remainingEffort") } == ["11", "6", "7"])
        #expect(releases.map { $0.attribute("errors") } == ["0", "0", "1"])
        let last = releases[2].elements(named: "status").map { "\($0.attribute("name")!)=\($0.attribute("count")!)" }
        #expect(
            last == [
                "legacy-only=0", "at-risk=1", "coexisting=1", "ready-to-retire=0", "migrated=0", "system-domain=1",
            ])
        let changes = root.firstElement(named: "changes")?.elements(named: "change") ?? []
        #expect(
            changes.map { "\($0.attribute("from")!)→\($0.attribute("to")!)" } == ["4.9.1→nightly", "nightly→4.10.0"])
        let baseline = changes[1].firstElement(named: "baseline")
        #expect(baseline?.firstElement(named: "regressions")?.attribute("count") == "3")
        // 6 → 7 is not a burn of −1: 3 points burned and 4 added.
        #expect(baseline?.attribute("effortBurnedDown") == "3")
        #expect(baseline?.attribute("effortAdded") == "4")
        #expect(releases.map { $0.attribute("scope") } == ["13", "13", "17"])
    }

    @Test("trend command writes trend.xml and trend.html with the SVG charts and every release")
    func command() throws {
        let output = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: output) }
        var request = TrendRequest()
        request.arguments = Self.reports
        request.outputDirectory = output
        request.templatePath = Self.template
        let result = try TrendCommand.run(request)
        #expect(result.exitCode == 0)
        #expect(result.warnings.isEmpty)
        #expect(
            result.standardOutput
                == "Wrote \(output)/trend.html and \(output)/trend.xml: 3 releases (4.9.1 → nightly → 4.10.0)\n")
        let html = try String(contentsOfFile: output + "/trend.html", encoding: .utf8)
        #expect(
            html.components(separatedBy: "</head>")[0].components(separatedBy: "charset=").count == 2, "one charset")
        #expect(html.contains("<svg"))
        #expect(html.contains("class=\"status-chart\""))
        #expect(html.contains("class=\"effort-chart\""))
        #expect(html.contains("class=\"errors-chart\""))
        for release in ["4.9.1", "nightly", "4.10.0"] {
            #expect(html.contains("data-release=\"\(release)\""), "bar group of \(release)")
        }
        // 4.10.0's at-risk bar: third slot (x = 16 + 2 × 84 + 20), 1 of at most 3 intents on a 180-unit plot,
        // nothing below it (no legacy-only): y = 24 + 180 − 60.
        #expect(html.contains("<rect class=\"fill-at-risk\" x=\"204\" width=\"44\" y=\"144\" height=\"60\">"))
        #expect(html.contains("nightly → 4.10.0"))
        #expect(html.contains("ShowTrailIntent moved back from coexisting to at-risk"))
        #expect(html.contains("Since the baseline") == false)
        let xml = try SnapshotTests.read(output + "/trend.xml")
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<intent-audit-trend schemaVersion=\"1\""))
    }

    @Test("a newer snapshot gives a warning; a bad one stops the trend with its message; none is a usage error")
    func warningsAndErrors() throws {
        let output = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: output) }
        var request = TrendRequest()
        request.outputDirectory = output
        request.templatePath = Self.template
        request.arguments = [SnapshotTests.fixture("report-4.9.1.xml"), SnapshotTests.fixture("newer-schema.xml")]
        let result = try TrendCommand.run(request)
        #expect(
            result.warnings == [
                "\(SnapshotTests.fixture("newer-schema.xml")): report schemaVersion 3 is newer than this intent-audit (2); what it does not know is ignored"
            ])

        request.arguments = [SnapshotTests.fixture("report-4.9.1.xml"), SnapshotTests.fixture("not-a-report.xml")]
        #expect(throws: SnapshotError.notAReport(path: SnapshotTests.fixture("not-a-report.xml"), rootElement: "plist"))
        {
            try TrendCommand.run(request)
        }
        request.arguments = []
        #expect(throws: UsageError("trend needs report.xml files of several releases, or --git REF... [PATH]")) {
            try TrendCommand.run(request)
        }
    }
}

extension SnapshotTests {
    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
}
