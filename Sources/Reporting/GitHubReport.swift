import Model

/// `github` output: GitHub Actions workflow commands on standard output —
/// `::error file=…,line=…,col=…,title=RULE::message` — shown as annotations on the pull request.
///
/// GitHub shows at most 10 annotations of each kind per step, so errors come first, then
/// warnings, then notes, and a closing `::notice::` says how many were not shown and where the
/// full report is. Notes stop at 9 so that the closing notice is the 10th and shows.
/// Every line is one command: `%`, CR and LF are GitHub's escapes, other control characters
/// become visible escapes (`LineText`), so no text from the audited tree can start a command.
public enum GitHubReport {
    /// Annotations of one kind GitHub shows per step.
    public static let shownPerKind = 10

    public static func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
        let findings = ReportOrder(result).findingsBySeverity
        var lines: [String] = []
        var notes = 0
        for finding in findings {
            if finding.severity == .note {
                notes += 1
                if notes >= shownPerKind { continue }
            }
            lines.append(annotation(finding, result.context, options))
        }
        lines.append(closingNotice(findings, options))
        return lines.map { $0 + "\n" }.joined()
    }

    package static func annotation(_ finding: Finding, _ context: AuditContext, _ options: ReportOptions) -> String {
        var properties = ["file=" + escapeProperty(ReportPaths.repositoryPath(finding.location.path, context, options))]
        if finding.location.line > 0 {
            properties.append("line=\(finding.location.line)")
            properties.append("col=\(max(finding.location.column, 1))")
        }
        properties.append("title=" + escapeProperty(finding.rule))
        let text = finding.message + (finding.fix.isEmpty ? "" : "\nFix: " + finding.fix)
        return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(text))"
    }

    /// How many findings GitHub will not show, and where all of them are.
    package static func closingNotice(_ findings: [Finding], _ options: ReportOptions) -> String {
        var hidden = 0
        for severity in Severity.allCases {
            let count = findings.filter { $0.severity == severity }.count
            hidden += max(0, count - (severity == .note ? shownPerKind - 1 : shownPerKind))
        }
        let total = findings.count
        let counts = "\(total) finding\(total == 1 ? "" : "s")"
        let place =
            options.fullReport.map { "the full report is in \($0)" }
            ?? "run intent-audit with --format html for the full report"
        let text =
            hidden == 0
            ? "intent-audit: \(counts), all shown as annotations; \(place)"
            : "intent-audit: \(counts); \(hidden) not shown here (GitHub shows \(shownPerKind) annotations of each kind per step); \(place)"
        return "::notice title=intent-audit::" + escapeData(text)
    }

    /// `notice` is GitHub's word for a note.
    package static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// GitHub's escaping for a command's message: `%`, CR and LF; other control characters as `LineText` escapes.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out += LineText.needsEscape(scalar) ? LineText.escape(String(scalar)) : String(scalar)
            }
        }
        return out
    }

    /// GitHub's escaping for a property value: the message's, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
