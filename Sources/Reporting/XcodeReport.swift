import Model

/// `xcode` output: compiler-style lines on standard output, errors first —
/// `path:line:col: error|warning|note: message [RULE]` — which Xcode, editors and CI logs link.
/// One finding is one line whatever its path and text hold (`LineText` escapes control characters).
public enum XcodeReport {
    /// Paths are joined to the audited root so they resolve from the directory the audit ran in
    /// (or put under `--path-prefix` when given).
    public static func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> String {
        ReportOrder(result).findingsBySeverity.map { finding in
            var place = LineText.escape(ReportPaths.localPath(finding.location.path, result.context, options))
            if finding.location.line > 0 {
                place += ":\(finding.location.line):\(max(finding.location.column, 1))"
            }
            let message = oneLine(finding.message)
            let sentence =
                message.hasSuffix(".") || message.hasSuffix("!") || message.hasSuffix("?") ? message : message + "."
            let text = finding.fix.isEmpty ? message : sentence + " Fix: " + oneLine(finding.fix)
            return "\(place): \(finding.severity.rawValue): \(text) [\(LineText.escape(finding.rule))]\n"
        }.joined()
    }

    /// `root/path`, or `path` alone when the root is the working directory or the path is absolute.
    package static func joined(_ root: String, _ path: String) -> String { ReportPaths.joined(root, path) }

    /// Messages stay on one line: line breaks become spaces (they are prose), other control
    /// characters visible escapes.
    package static func oneLine(_ text: String) -> String {
        LineText.escape(text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " "))
    }
}
