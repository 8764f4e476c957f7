import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// A baseline is dated by its release (its git tag's date, or the date its report recorded), not by
/// the day its audit ran: repositories the tests build, audits run "today" (SOURCE_DATE_EPOCH 2026-01-01).
@Suite("Baseline dated by its release", .serialized)
struct BaselineDateTests {
    /// The first commit of a `ReleaseRepository`: 2024-01-11 12:00 UTC.
    static let taggedAt = 1_704_974_400

    static func reportOfRelease(_ release: String, tag: String?) throws -> (ReleaseRepository, String) {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: tag)
        let request = ContinuityInputTests.request(repo) { $0.release = release }
        _ = try AuditCommand.run(request)
        try repo.commit(["README.md": "work after the release\n"])
        return (repo, request.outputDirectory + "/report.xml")
    }

    static func summary(comparingWith baseline: String, in repo: ReleaseRepository) throws -> String {
        try AuditCommand.run(ContinuityInputTests.request(repo) { $0.baselinePath = baseline }).summary
            .joined(separator: "\n")
    }

    @Test func reportRecordsItsTagsDateAndTheBaselineIsDatedByIt() throws {
        let (repo, report) = try Self.reportOfRelease("v1.0", tag: "v1.0")
        let snapshot = try SnapshotReader.read(path: report)
        #expect(snapshot.releaseDate == Self.taggedAt)
        #expect(snapshot.generatedAt == 1_767_225_600)
        let summary = try Self.summary(comparingWith: report, in: repo)
        #expect(summary.contains("intent-audit: baseline v1.0 (2024-01-11): 0 regressions"), "\(summary)")
    }

    /// A report written before reports recorded the date: its release's tag dates it.
    @Test func baselineWithoutARecordedDateIsDatedByItsTag() throws {
        let (repo, report) = try Self.reportOfRelease("v1.0", tag: "v1.0")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        let stripped = text.replacingOccurrences(of: " releaseDate=\"2024-01-11T12:00:00Z\"", with: "")
        #expect(stripped != text)
        try stripped.write(toFile: report, atomically: true, encoding: .utf8)
        #expect(try SnapshotReader.read(path: report).releaseDate == nil)
        let summary = try Self.summary(comparingWith: report, in: repo)
        #expect(summary.contains("intent-audit: baseline v1.0 (2024-01-11): 0 regressions"), "\(summary)")
    }

    /// No tag names the release: the line says the date is only the day the baseline's audit ran.
    @Test func baselineOfAnUntaggedReleaseSaysWhenItWasAudited() throws {
        let (repo, report) = try Self.reportOfRelease("candidate-7", tag: nil)
        #expect(try SnapshotReader.read(path: report).releaseDate == nil)
        let summary = try Self.summary(comparingWith: report, in: repo)
        #expect(
            summary.contains("intent-audit: baseline candidate-7 (audited 2026-01-01): 0 regressions"), "\(summary)")
    }
}
