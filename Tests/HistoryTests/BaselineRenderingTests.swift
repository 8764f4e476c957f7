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

@Suite("Baseline rendering")
struct BaselineRenderingTests {
    static func comparison() throws -> BaselineComparison {
        BaselineComparison.compare(
            baseline: try SnapshotReader.read(path: SnapshotTests.fixture("report-4.9.1.xml")),
            current: try SnapshotReader.read(path: SnapshotTests.fixture("report-4.10.0.xml")))
    }

    @Test("<baseline> element: attributes, counted lists, regressions with kind and message")
    func element() throws {
        let element = try Self.comparison().xmlElement()
        #expect(element.name == "baseline")
        #expect(
            element.attributes.map(\.name) == [
                "baselineRelease", "baselineGenerated", "currentRelease", "currentGenerated",
                "baselineRemainingEffort", "currentRemainingEffort", "effortBurnedDown", "effortAdded", "effortLost",
            ])
        #expect(element.attribute("baselineGenerated") == "2024-03-01T10:00:00Z")
        #expect(element.attribute("effortBurnedDown") == "8" && element.attribute("effortAdded") == "4")
        #expect(
            element.elements.map(\.name) == [
                "status-changes", "new-intents", "removed-intents", "new-findings",
                "resolved-findings", "completed-tasks", "regressions",
            ])
        #expect(element.elements.map { $0.attribute("count") } == ["2", "1", "0", "1", "1", "2", "3"])
        let change = element.firstElement(named: "status-changes")?.elements[1]
        #expect(
            change?.attributes.map { "\($0.name)=\($0.value)" } == [
                "intent=ShowTrailIntent", "from=coexisting",
                "to=at-risk", "direction=backward",
            ])
        let regression = element.firstElement(named: "regressions")?.elements[0]
        #expect(regression?.attribute("kind") == "new-error-finding")
        #expect(regression?.attribute("fingerprint") == "widget-kind-changed|ShowTrailIntent|TrailWidget")
        #expect(
            regression?.text
                == "new error widget-kind-changed on ShowTrailIntent: The widget kind changed from TrailWidget to TrailWidgetV2: placed widgets vanish."
        )
        // Serialized twice, the same bytes.
        #expect(XMLWriter.serialize(element) == XMLWriter.serialize(try Self.comparison().xmlElement()))
    }

    @Test("Markdown section: heading, effort line, regressions, status table, counts")
    func markdown() throws {
        let text = try Self.comparison().markdownSection()
        #expect(
            text == """
                ## Since the baseline

                Compared with release `4.9.1` as audited on 2024-03-01: remaining effort 11 → 7 points (8 burned down, 4 added).

                **3 regressions:**

                - `new-error-finding` new error widget-kind-changed on ShowTrailIntent: The widget kind changed from TrailWidget to TrailWidgetV2: placed widgets vanish.
                - `new-legacy-handler` ShowTrailIntent has 1 new SiriKit handler (1 → 2); handle it in the App Intent's perform() instead
                - `status-backward` ShowTrailIntent moved back from coexisting to at-risk

                | Intent | From | To | Direction |
                |---|---|---|---|
                | OrderSoupIntent | legacy-only | coexisting | forward |
                | ShowTrailIntent | coexisting | at-risk | backward |

                - New intents: 1
                - Removed intents: 0
                - New findings: 1
                - Resolved findings: 1
                - Tasks completed: 2

                ### New intents

                - INSendMessageIntent

                ### New findings

                - error widget-kind-changed: The widget kind changed from TrailWidget to TrailWidgetV2: placed widgets vanish.

                ### Resolved findings

                - warning donation-without-app-shortcut: OrderSoupIntent is donated but has no App Shortcut.

                """)
        let none = BaselineComparison.compare(
            baseline: try SnapshotReader.read(path: SnapshotTests.fixture("report-4.9.1.xml")),
            current: try SnapshotReader.read(path: SnapshotTests.fixture("report-4.9.1.xml")))
        #expect(none.markdownSection().contains("**No regressions.**"))
        #expect(MarkdownText.escape("a|b_*c*<x>") == "a\\|b\\_\\*c\\*&lt;x&gt;")
    }

    @Test("parts/baseline.xsl renders /intent-audit-report/baseline as the 'Since the baseline' section")
    func template() throws {
        let dir = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let part = URL(fileURLWithPath: Fixtures.repositoryRoot + "/Templates/parts/baseline.xsl").absoluteString
        let page = """
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
              <xsl:include href="\(part)"/>
              <xsl:output method="html" encoding="UTF-8"/>
              <xsl:template match="/"><div><xsl:apply-templates select="/intent-audit-report/baseline" mode="baseline"/></div></xsl:template>
            </xsl:stylesheet>
            """
        try page.write(toFile: dir + "/page.xsl", atomically: true, encoding: .utf8)
        let report = XMLElement("intent-audit-report", children: [.element(try Self.comparison().xmlElement())])
        // libxslt's HTML output may break lines between block elements; compare the markup without them.
        let html = String(
            // The page includes a part from Templates/parts: a folder outside its own, so it is allowed.
            decoding: try XSLTransformer(
                path: dir + "/page.xsl", allowedFolders: [Fixtures.repositoryRoot + "/Templates/parts"]
            ).transform(XMLWriter.serialize(report)),
            as: UTF8.self
        ).replacingOccurrences(of: ">\n<", with: "><")
        #expect(html.contains("<section class=\"block baseline\" id=\"baseline\">"))
        #expect(html.contains("<h2>Since the baseline</h2>"))
        #expect(
            html.contains(
                "Compared with release <code>4.9.1</code> as audited on 2024-03-01: remaining effort 11 → 7 points (8 burned down, 4 added)."
            ))
        #expect(html.contains("<h3>3 regressions</h3>"))
        #expect(
            html.contains(
                "<li class=\"regression status-backward\"><code>status-backward</code> ShowTrailIntent moved back from coexisting to at-risk</li>"
            ))
        #expect(html.contains("<tr class=\"backward\">"))
        #expect(html.contains("<span class=\"badge status-at-risk\">at-risk</span>"))
        #expect(html.contains("<h3>Resolved findings</h3>"))
    }
}
