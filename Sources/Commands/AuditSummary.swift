import Foundation
import History
import Model
import Reporting

/// The lines `intent-audit audit` prints on standard error when it is done, as SwiftLint does:
/// intents by status, findings by severity, the effort left, the reports written and, with
/// `--fail-on`, which policy was met and the findings that met it. `--quiet` leaves it out.
package enum AuditSummary {
    /// At most this many findings are listed under a policy that was met; the rest are counted.
    package static let listedFindings = 20

    package static func lines(
        _ result: AuditResult, files: [String], policy: FailurePolicy, met: Bool,
        comparison: BaselineComparison? = nil, continuity: [String] = []
    ) -> [String] {
        let summary = ReportSummary(result)
        var lines: [String] = []
        let statuses = summary.byStatus.filter { $0.count > 0 }.map { "\($0.count) \(label($0.status))" }
        lines.append(
            count(summary.intents, "legacy intent") + (statuses.isEmpty ? "" : ": " + statuses.joined(separator: ", ")))
        lines.append(
            count(summary.count(.error), "error") + ", " + count(summary.count(.warning), "warning") + ", "
                + count(summary.count(.note), "note"))
        lines.append("effort left: \(summary.remainingEffort) of " + count(summary.totalEffort, "point"))
        if !files.isEmpty { lines.append("wrote " + files.joined(separator: ", ")) }
        // What was compared with, and the outcome, whether or not the policy was met.
        if let comparison { lines.append(baselineLine(comparison)) }
        lines += continuity
        guard met else { return lines.map { "intent-audit: " + $0 } }
        switch policy {
        case .never:
            break
        case .error, .warning:
            let meeting = result.findings.filter { policy == .error ? $0.severity == .error : $0.severity <= .warning }
            lines.append(
                "--fail-on \(policy.rawValue): exit 1, " + count(meeting.count, policy == .error ? "error" : "finding")
                    + (policy == .warning ? " at warning or above" : "") + ":")
            for finding in meeting.prefix(listedFindings) {
                lines.append(
                    "  " + location(finding.location)
                        + ": \(finding.severity.rawValue): \(finding.rule) \(finding.message)")
            }
            if meeting.count > listedFindings { lines.append("  and \(meeting.count - listedFindings) more") }
        case .regression:
            let regressions = comparison?.regressions ?? []
            lines.append(
                "--fail-on regression: exit 1, " + count(regressions.count, "regression") + " since the baseline:")
            // A regression that comes from a finding points at it (file:line), as the findings above do.
            let byFingerprint = Dictionary(
                result.findings.map { ($0.fingerprint, $0.location) }, uniquingKeysWith: { a, _ in a })
            for regression in regressions.prefix(listedFindings) {
                let place = regression.fingerprint.flatMap { byFingerprint[$0] }.map { location($0) + ": " } ?? ""
                lines.append("  \(place)\(regression.kind.rawValue): \(regression.message)")
            }
            if regressions.count > listedFindings { lines.append("  and \(regressions.count - listedFindings) more") }
        }
        // The listed findings stay indented under their heading; every other line names the tool.
        return lines.map { $0.hasPrefix("  ") ? $0 : "intent-audit: " + $0 }
    }

    /// "baseline 4.2 (2026-10-01): 0 regressions; effort 40 → 25 (18 burned down, 3 added)".
    /// The date is the baseline's release's: recorded in its report (a git tag's or, for `trend --git`,
    /// the commit's date), else its release's git tag's; when neither is known, the line says it is
    /// only the day the baseline's audit ran.
    package static func baselineLine(_ comparison: BaselineComparison) -> String {
        let name = comparison.baselineRelease.map { "baseline \($0)" } ?? "baseline"
        let day = SnapshotDate.day(comparison.baselineDate)
        let date = comparison.baselineDateSource == .audited ? "audited \(day)" : day
        return "\(name) (\(date)): "
            + count(comparison.regressions.count, "regression") + "; effort "
            + "\(comparison.baselineRemainingEffort) → \(comparison.currentRemainingEffort) "
            + "(\(comparison.effortMovementText))"
    }

    /// "1 error", "2 errors".
    package static func count(_ n: Int, _ singular: String) -> String {
        "\(n) " + (n == 1 ? singular : singular + "s")
    }

    private static func location(_ location: SourceLocation) -> String {
        location.line > 0 ? "\(location.path):\(location.line)" : location.path
    }

    /// A status in the words of the report's badges, in lower case.
    package static func label(_ status: CoexistenceStatus) -> String { status.label.lowercased() }
}
