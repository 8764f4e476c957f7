import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import Commands
@testable import History
@testable import Model

/// `trend --git` and `trend` over saved reports show, per release, the continuity breaks (IA8xx) it
/// introduced against the release before it: a history the test commits, release after release.
@Suite("Trend: continuity breaks per release", .serialized)
struct TrendBreaksTests {
    /// v1.0 TinyApp; v1.1 renames the timer App Intent (IA801); v1.2 adds an enum case (benign).
    static func history() throws -> ReleaseRepository {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["App/TimerIntent.swift": TinyApp.timerIntent(name: "BeginTimerIntent")], tag: "v1.1")
        try repo.commit(
            ["App/SoupSize.swift": TinyApp.sizeEnum(cases: "case small\n    case large\n    case huge")], tag: "v1.2")
        return repo
    }

    static func output() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("intent-audit-breaks-\(UUID().uuidString)").path
    }

    /// Per release label: nil without a breaks element, else "compared: rule severity intent, …".
    static func breaks(_ trendXML: String) throws -> [String: String?] {
        let root = try SafeXMLParser.parse(Array(try String(contentsOfFile: trendXML, encoding: .utf8).utf8))
        var found: [String: String?] = [:]
        for release in root.elements(named: "release") {
            let label = release.attribute("label") ?? "?"
            guard let breaks = release.firstElement(named: "breaks") else {
                found[label] = .some(nil)
                continue
            }
            let items = breaks.elements(named: "break").map {
                "\($0.attribute("rule") ?? "") \($0.attribute("severity") ?? "") \($0.attribute("intent") ?? "-")"
            }
            found[label] =
                "\(breaks.attribute("compared") ?? "?") since \(breaks.attribute("since") ?? "?"): "
                + items.joined(separator: ", ")
        }
        return found
    }

    @Test func gitTrendNamesTheBreaksEachReleaseIntroduced() throws {
        let repo = try Self.history()
        var request = TrendRequest()
        request.gitRefs = ["v1.0", "v1.1", "v1.2"]
        request.arguments = [repo.path]
        request.outputDirectory = Self.output()
        _ = try TrendCommand.run(request)
        let breaks = try Self.breaks(request.outputDirectory + "/trend.xml")
        #expect(breaks["v1.0"] == .some(nil))
        #expect(breaks["v1.1"] == "true since v1.0: IA801 error StartTimerIntent")
        #expect(breaks["v1.2"] == "true since v1.1: ")
        let html = try String(contentsOfFile: request.outputDirectory + "/trend.html", encoding: .utf8)
        #expect(html.contains("id=\"breaks-2\""))
        #expect(html.contains("<code>IA801</code>"))
        #expect(html.contains("href=\"#breaks-2\""))
    }

    /// Saved reports carry the identity model: the same breaks, without git.
    @Test func savedReportsGiveTheSameBreaks() throws {
        let repo = try Self.history()
        var reports: [String] = []
        for tag in ["v1.0", "v1.1"] {
            try repo.git(["checkout", "--quiet", tag])
            let request = ContinuityInputTests.request(repo) {
                $0.release = tag
                $0.noHistory = true
            }
            _ = try AuditCommand.run(request)
            reports.append(request.outputDirectory + "/report.xml")
        }
        var request = TrendRequest()
        request.arguments = reports
        request.outputDirectory = Self.output()
        _ = try TrendCommand.run(request)
        let breaks = try Self.breaks(request.outputDirectory + "/trend.xml")
        #expect(breaks["v1.1"] == "true since v1.0: IA801 error StartTimerIntent")
    }
}
