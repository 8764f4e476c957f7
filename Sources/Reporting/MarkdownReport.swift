import History
import Model

/// `report.md`: a short summary for a pull-request comment or a CI step summary — the numbers
/// first, errors in the open, everything else folded into collapsible sections.
public enum MarkdownReport {
    /// Rows per table before the rest is summarized (GitHub step summaries are limited to 1 MiB).
    public static let rowLimit = 200

    public static func render(_ result: AuditResult, baseline: BaselineComparison? = nil) -> String {
        let order = ReportOrder(result)
        let summary = ReportSummary(result)
        let context = result.context
        var lines: [String] = []
        let subject = context.title ?? context.root
        lines.append("# intent-audit: \(escape(subject))" + (context.release.map { " — \(escape($0))" } ?? ""))
        lines.append("")
        lines.append(
            "**\(summary.intents) legacy intents** · \(summary.count(.error)) errors · \(summary.count(.warning)) warnings · \(summary.count(.note)) notes · effort \(summary.remainingEffort) of \(summary.totalEffort) points remaining · \(summary.appIntentOnly) App Intents without a legacy twin"
        )
        lines.append("")
        lines.append("| Status | Intents |")
        lines.append("|---|---:|")
        for entry in summary.byStatus { lines.append("| \(entry.status.rawValue) | \(entry.count) |") }
        if !summary.minimumTargets.isEmpty {
            lines.append("")
            lines.append(
                "Lowest deployment targets: "
                    + summary.minimumTargets.map { "\(escape($0.platform)) \(escape($0.version))" }.joined(
                        separator: ", "))
        }
        if let baseline {
            lines.append("")
            var section = baseline.markdownSection()
            while section.hasSuffix("\n") { section.removeLast() }
            lines.append(section)
        }
        let errors = order.findings.filter { $0.severity == .error }
        lines.append("")
        lines.append("## Errors (\(errors.count))")
        lines.append("")
        if errors.isEmpty {
            lines.append("No error-level findings.")
        } else {
            lines += findingTable(errors)
        }
        for severity in [Severity.warning, .note] {
            let group = order.findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines += folded("\(severity == .warning ? "Warnings" : "Notes") (\(group.count))", findingTable(group))
        }
        if !result.nextRelease.isEmpty {
            lines.append("")
            lines.append("## What can ship in the next release")
            lines.append("")
            lines += result.nextRelease.map { "- " + escape($0) }
        }
        let intentRows = order.intents.map { intent in
            "| `\(code(intent.name))` | \(intent.status.rawValue) | "
                + (intent.counterpart.map { "`\(code($0.name))`" } ?? "—") + " | "
                + "\(ReportSummary.remainingEffort(intent)) |"
        }
        lines += folded(
            "Intents (\(result.intents.count))",
            ["| Intent | Status | Counterpart | Remaining effort |", "|---|---|---|---:|"] + limited(intentRows))
        let diagnostics = order.diagnostics
        if !diagnostics.isEmpty {
            lines += folded(
                "Diagnostics (\(diagnostics.count))",
                limited(
                    diagnostics.map {
                        "- `\(code($0.location.description))`: \(escape($0.message))"
                    }))
        }
        lines.append("")
        lines.append(
            "<sub>\(escape(context.toolName)) \(escape(context.toolVersion)) · generated \(XMLValue.iso8601(context.generatedAt))</sub>"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    package static func findingTable(_ findings: [Finding]) -> [String] {
        ["| Rule | Location | Intent | Message | Fix |", "|---|---|---|---|---|"]
            + limited(
                findings.map { finding in
                    "| `\(code(finding.rule))` | `\(code(finding.location.description))` | "
                        + (finding.intent.map { "`\(code($0))`" } ?? "—")
                        + " | \(escape(finding.message)) | \(escape(finding.fix)) |"
                })
    }

    /// A collapsible section (GitHub renders `<details>` in Markdown).
    package static func folded(_ title: String, _ body: [String]) -> [String] {
        ["", "<details><summary>\(escape(title))</summary>", ""] + body + ["", "</details>"]
    }

    package static func limited(_ rows: [String]) -> [String] {
        guard rows.count > rowLimit else { return rows }
        return Array(rows.prefix(rowLimit)) + [
            "", "… and \(rows.count - rowLimit) more (see report.html or report.json).",
        ]
    }

    package static func escape(_ text: String) -> String { MarkdownText.escape(text) }

    package static func code(_ text: String) -> String { MarkdownText.codeText(text) }
}
