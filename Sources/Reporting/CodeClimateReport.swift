import Model

/// `report.codeclimate.json`: findings as a GitLab Code Quality report (the subset of the Code
/// Climate engine format GitLab reads: `description`, `check_name`, `fingerprint`, `severity`,
/// `location.path`, `location.lines.begin`), shown in the merge request widget.
///
/// Paths are relative to the repository root when the audited folder's place in it is known.
/// Fingerprints are unique per finding (`ResultKeys`) and keep no line, so GitLab tells new
/// findings from old ones across edits. The fix goes to `content.body`, apart from the description.
public enum CodeClimateReport {
    public static func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
        let issues = ResultKeys.keyedBySeverity(ReportOrder(result)).map { pair in
            issue(pair.finding, key: pair.key, context: result.context, options: options)
        }
        return JSONValue.array(issues).serialized()
    }

    package static func issue(
        _ finding: Finding, key: String, context: AuditContext, options: ReportOptions
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("issue")),
            ("check_name", .string(finding.rule)),
            ("description", .string(finding.message)),
        ]
        if !finding.fix.isEmpty { members.append(("content", .object([("body", .string("Fix: " + finding.fix))]))) }
        members += [
            ("categories", .strings(["Compatibility"])),
            ("severity", .string(severity(finding.severity))),
            ("fingerprint", .string(ResultKeys.digest(key))),
            (
                "location",
                .object([
                    ("path", .string(ReportPaths.repositoryPath(finding.location.path, context, options))),
                    ("lines", .object([("begin", .int(max(finding.location.line, 1)))])),
                ])
            ),
        ]
        return .object(members)
    }

    /// GitLab's scale: an error loses users something (critical), a warning needs work (major).
    package static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .note: "info"
        }
    }
}
