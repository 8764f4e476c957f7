import Foundation
import TestSupport
import Testing

@testable import History
@testable import Model
@testable import Reporting

/// The trend page stays readable at any number of releases: the chart is drawn at 1:1 with
/// thinned labels, the tables list the newest 20 and fold the rest, the title names the app.
/// With TREND_SCALE_OUTPUT=DIR the pages are kept in DIR/<count>/trend.html (for screenshots).
@Suite("Trend at scale")
struct TrendScaleTests {
    /// `count` releases of a migration of 40 intents, each release moving a few along.
    static func snapshots(_ count: Int) -> [Snapshot] {
        (0..<count).map { index in
            let done = 40 * index / max(count - 1, 1)
            let intents = (0..<40).map { n in
                IntentSnapshot(
                    name: "Intent\(n)Intent", status: n < done ? .migrated : (n % 7 == 0 ? .atRisk : .legacyOnly),
                    totalEffort: 10, remainingEffort: n < done ? 0 : 10)
            }
            let tasks = (0..<40).map { n in
                TaskSnapshot(
                    id: "Intent\(n)Intent.4.port", intent: "Intent\(n)Intent", step: 4, done: n < done, effort: 10)
            }
            var snapshot = Snapshot(
                release: "2.\(index / 10).\(index % 10)", generatedAt: 1_700_000_000 + index * 86_400 * 7,
                toolVersion: "test", intents: intents, findings: [], tasks: tasks)
            snapshot.appName = "Trail Mix"
            return snapshot
        }
    }

    static func render(_ count: Int) throws -> String {
        let directory =
            ProcessInfo.processInfo.environment["TREND_SCALE_OUTPUT"].map { "\($0)/\(count)" }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("trend-scale-\(UUID().uuidString)").path
        let written = try TrendReport.write(
            Trend(snapshots(count)), to: directory, template: Fixtures.repositoryRoot + "/Templates/trend.xsl")
        let html = try String(contentsOfFile: written[0], encoding: .utf8)
        if ProcessInfo.processInfo.environment["TREND_SCALE_OUTPUT"] == nil {
            try? FileManager.default.removeItem(atPath: directory)
        }
        return html
    }

    @Test(arguments: [10, 100, 300])
    func readableAtAnyCount(count: Int) throws {
        let html = try Self.render(count)
        #expect(html.contains("<title>Trail Mix: App Intents migration across \(count) releases"))
        // Every release keeps its bar (and its title), but labels are thinned to about one per 84 units.
        let bars = html.components(separatedBy: "<g class=\"release\"").count - 1
        #expect(bars == 3 * count)
        let labels = html.components(separatedBy: "<text class=\"label\"").count - 1
        #expect(labels >= 3 && labels <= 3 * (count <= 12 ? count : count / 4 + 1))
        // The newest release is always labelled.
        #expect(html.contains(">2.\((count - 1) / 10).\((count - 1) % 10)</text>"))
        // Tables: the newest 20 rows open, the rest folded.
        if count > 20 {
            #expect(html.contains("Older releases (\(count - 20))"))
            #expect(html.contains("Older changes (\(count - 1 - 20))"))
        }
        // Never scaled down to fit: the chart keeps its size and scrolls.
        #expect(!html.contains("max-width: 100%; height: auto"))
    }
}
