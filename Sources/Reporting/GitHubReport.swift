import Model

/// `github` output: GitHub Actions workflow commands on standard output, errors first —
/// `::error file=…,line=…,col=…,title=RULE::message` — shown as annotations on the pull request.
public enum GitHubReport {
    public static func render(_ result: AuditResult) -> String {
        ReportOrder(result).findingsBySeverity.map { finding in
            var properties = ["file=" + escapeProperty(XcodeReport.joined(result.context.root, finding.location.path))]
            if finding.location.line > 0 {
                properties.append("line=\(finding.location.line)")
                properties.append("col=\(max(finding.location.column, 1))")
            }
            properties.append("title=" + escapeProperty(finding.rule))
            let text = finding.message + (finding.fix.isEmpty ? "" : "\nFix: " + finding.fix)
            return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(text))\n"
        }.joined()
    }

    /// `notice` is GitHub's word for a note.
    package static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// GitHub's escaping for a command's message: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
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
