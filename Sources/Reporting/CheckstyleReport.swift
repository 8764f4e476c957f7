import Model
import XMLSupport

/// `report.checkstyle.xml`: findings in Checkstyle's XML, which Jenkins Warnings NG, reviewdog
/// (`-f=checkstyle`) and Danger read: one `<file name>` per file in path order, one `<error>` per
/// finding with `line`, `column`, `severity` (`error`, `warning`, `info`), `message` (the fix
/// after it: these tools show nothing else) and `source` (`intent-audit.RULE`).
public enum CheckstyleReport {
    /// The Checkstyle format version the output follows.
    public static let formatVersion = "4.3"

    public static func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> [UInt8] {
        XMLWriter.serialize(element(result, options: options))
    }

    package static func element(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> XMLElement {
        var files: [(name: String, errors: [XMLElement])] = []
        for finding in ReportOrder(result).findings {
            let name = ReportPaths.repositoryPath(finding.location.path, result.context, options)
            let error = XMLElement.make(
                "error",
                [
                    ("line", String(max(finding.location.line, 0))),
                    ("column", XMLValue.position(finding.location.column)),
                    ("severity", severity(finding.severity)),
                    ("message", finding.fix.isEmpty ? finding.message : finding.message + " Fix: " + finding.fix),
                    ("source", "intent-audit." + finding.rule),
                ])
            if files.last?.name == name {
                files[files.count - 1].errors.append(error)
            } else {
                files.append((name, [error]))
            }
        }
        return .make(
            "checkstyle", [("version", formatVersion)], files.map { .make("file", [("name", $0.name)], $0.errors) })
    }

    package static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
