import Model

/// `xcode` output: compiler-style lines on standard output, errors first —
/// `path:line:col: error|warning|note: message [RULE]` — which Xcode, editors and CI logs link.
public enum XcodeReport {
    /// Paths are joined to the audited root so they resolve from the directory the audit ran in.
    public static func render(_ result: AuditResult) -> String {
        ReportOrder(result).findingsBySeverity.map { finding in
            var place = joined(result.context.root, finding.location.path)
            if finding.location.line > 0 {
                place += ":\(finding.location.line):\(max(finding.location.column, 1))"
            }
            let message = oneLine(finding.message)
            let sentence =
                message.hasSuffix(".") || message.hasSuffix("!") || message.hasSuffix("?") ? message : message + "."
            let text = finding.fix.isEmpty ? message : sentence + " Fix: " + oneLine(finding.fix)
            return "\(place): \(finding.severity.rawValue): \(text) [\(finding.rule)]\n"
        }.joined()
    }

    /// `root/path`, or `path` alone when the root is the working directory or the path is absolute.
    package static func joined(_ root: String, _ path: String) -> String {
        if root.isEmpty || root == "." || root == "./" || path.hasPrefix("/") { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// Messages must stay on one line, or the tools reading them lose the rest.
    package static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
    }
}
