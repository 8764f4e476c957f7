import Foundation
import History
import Model

/// `report.md`: a short summary for a pull-request comment or a CI step summary — the numbers
/// first, errors in the open, everything else folded into collapsible sections.
///
/// A pull-request comment holds at most 65,536 characters, so the report stays under
/// `characterLimit` UTF-8 bytes (never fewer bytes than characters) whatever the number of
/// findings: the summary, the status table and the baseline section first, then errors, warnings
/// and notes row by row until the budget is spent, then "N more findings in report.html"; the
/// next release, the intents and the diagnostics follow while room is left.
public enum MarkdownReport {
    /// GitHub's limit for a pull-request comment.
    public static let characterLimit = 65_536
    /// Kept free for the closing lines (the "more findings" line, the footer, section ends).
    static let reserve = 1_024

    public static func render(
        _ result: AuditResult, baseline: BaselineComparison? = nil,
        options: ReportOptions = ReportOptions(), limit: Int = characterLimit
    ) -> String {
        let order = ReportOrder(result)
        let summary = ReportSummary(result)
        let context = result.context
        var page = Page(budget: limit - reserve)
        page.add(
            "# intent-audit: \(escape(String(title(context).prefix(200))))"
                + (context.release.map { " — \(escape($0))" } ?? ""))
        page.add("")
        page.add(
            "**\(summary.intents) legacy intents** · \(summary.count(.error)) errors · \(summary.count(.warning)) warnings · \(summary.count(.note)) notes · effort \(summary.remainingEffort) of \(summary.totalEffort) points remaining · \(summary.appIntentOnly) App Intents without a legacy twin"
        )
        page.add("")
        page.add("| Status | Intents |")
        page.add("|---|---:|")
        for entry in summary.byStatus { page.add("| \(entry.status.rawValue) | \(entry.count) |") }
        if !summary.minimumTargets.isEmpty {
            page.add("")
            page.add(
                "Lowest deployment targets: "
                    + summary.minimumTargets.map { "\(escape($0.platform)) \(escape($0.version))" }.joined(
                        separator: ", "))
        }
        let more = options.fullReport.map { ($0 as NSString).lastPathComponent } ?? "the full report (--format html)"
        if let baseline {
            var section = baseline.markdownSection()
            while section.hasSuffix("\n") { section.removeLast() }
            page.add("")
            // The baseline lists every new and resolved finding: it gets at most a quarter of the page.
            page.addLines(
                section.components(separatedBy: "\n"), within: limit / 4,
                overflow: { "… and \($0) more lines in \(more)." })
        }

        let findings = order.findingsBySeverity
        let errors = findings.filter { $0.severity == .error }
        var shown = 0
        page.add("")
        page.add("## Errors (\(errors.count))")
        page.add("")
        if errors.isEmpty {
            page.add("No error-level findings.")
        } else {
            shown += page.addTable(findingHeader, errors.lazy.map(findingRow))
        }
        for severity in [Severity.warning, .note] where shown == findings.filter({ $0.severity < severity }).count {
            let group = findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            let opening = [
                "", "<details><summary>\(severity == .warning ? "Warnings" : "Notes") (\(group.count))</summary>", "",
            ]
            guard page.fits(opening + findingHeader + [findingRow(group[0]), "", "</details>"]) else { break }
            opening.forEach { page.add($0) }
            shown += page.addTable(findingHeader, group.lazy.map(findingRow), closing: ["", "</details>"])
        }
        if shown < findings.count {
            page.add("")
            page.add(
                "**\(findings.count - shown) more findings in \(more)** (this summary stays under a pull-request comment's \(limit) characters)."
            )
        }

        if !result.nextRelease.isEmpty {
            let lines =
                ["", "## What can ship in the next release", ""]
                + result.nextRelease.map { "- " + MarkdownText.rich($0.text) }
            if page.fits(lines) { lines.forEach { page.add($0) } }
        }
        // Most urgent first, as in the HTML index: the plan's urgency rank.
        // Rows are written only while they fit (lazily: a 5,000-intent report kept a few dozen).
        let intentRows = order.intents.sorted { $0.urgency < $1.urgency }.lazy.map { intent in
            "| `\(code(intent.name))` | \(intent.status.rawValue) | "
                + (intent.counterpart.map { "`\(code($0.name))`" } ?? "—") + " | "
                + "\(intent.remainingEffort) | " + (intent.nextAction.map { MarkdownText.rich($0.text) } ?? "—") + " |"
        }
        page.addFolded(
            "Intents (\(result.intents.count)), most urgent first",
            [
                "| Intent | Status | Counterpart | Remaining effort | Next action |", "|---|---|---|---:|---|",
            ],
            intentRows, overflow: { "… and \($0) more intents in \(more)." })
        let diagnostics = order.diagnostics
        if !diagnostics.isEmpty {
            page.addFolded(
                "Diagnostics (\(diagnostics.count))", [],
                diagnostics.lazy.map {
                    "- `\(code($0.location.description))`: \(escape($0.message))"
                }, overflow: { "… and \($0) more diagnostics in \(more)." })
        }
        page.add("")
        page.add(
            "<sub>\(escape(context.toolName)) \(escape(context.toolVersion)) · generated \(XMLValue.iso8601(context.generatedAt))</sub>"
        )
        return page.text
    }

    /// The report's subject: the configuration's title, else the audited folder's name — never
    /// the absolute path of the machine the audit ran on.
    package static func title(_ context: AuditContext) -> String {
        if let title = context.title, !title.isEmpty { return title }
        let name = URL(fileURLWithPath: context.root).standardizedFileURL.lastPathComponent
        return name.isEmpty || name == "/" ? context.root : name
    }

    static let findingHeader = ["| Rule | Location | Intent | Message | Fix |", "|---|---|---|---|---|"]

    package static func findingRow(_ finding: Finding) -> String {
        "| `\(code(finding.rule))` | `\(code(finding.location.description))` | "
            + (finding.intent.map { "`\(code($0))`" } ?? "—")
            + " | \(MarkdownText.rich(finding.message)) | \(MarkdownText.rich(finding.fix)) |"
    }

    /// A table of findings as the older callers built it (every row).
    package static func findingTable(_ findings: [Finding]) -> [String] { findingHeader + findings.map(findingRow) }

    /// A collapsible section (GitHub renders `<details>` in Markdown).
    package static func folded(_ title: String, _ body: [String]) -> [String] {
        ["", "<details><summary>\(escape(title))</summary>", ""] + body + ["", "</details>"]
    }

    /// Text in a table cell or a list (`MarkdownText.escape`).
    package static func escape(_ text: String) -> String { MarkdownText.escape(text) }

    /// Text inside a code span (`MarkdownText.codeText`).
    package static func code(_ text: String) -> String { MarkdownText.codeText(text) }
}

/// The Markdown being written, with what is left of its byte budget.
struct Page {
    private(set) var lines: [String] = []
    private var used = 0
    let budget: Int

    init(budget: Int) { self.budget = budget }

    var text: String { lines.joined(separator: "\n") + "\n" }

    func fits(_ more: [String]) -> Bool { used + more.reduce(0) { $0 + $1.utf8.count + 1 } <= budget }

    /// Adds a line whether or not it fits: callers check `fits` first, except for the few closing
    /// lines the reserve is kept for.
    mutating func add(_ line: String) {
        lines.append(line)
        used += line.utf8.count + 1
    }

    /// A table's header and as many rows as fit (then `closing`); returns the rows added.
    mutating func addTable(_ header: [String], _ rows: some Sequence<String>, closing: [String] = []) -> Int {
        header.forEach { add($0) }
        var added = 0
        for row in rows {
            guard fits([row] + closing) else { break }
            add(row)
            added += 1
        }
        closing.forEach { add($0) }
        return added
    }

    /// Lines while they fit in `within` bytes (and the page), then an overflow line.
    mutating func addLines(_ more: [String], within: Int, overflow: (Int) -> String) {
        var spent = 0
        for (index, line) in more.enumerated() {
            let cost = line.utf8.count + 1
            guard spent + cost <= within, fits([line]) else {
                add("")
                add(overflow(more.count - index))
                return
            }
            add(line)
            spent += cost
        }
    }

    /// A folded section with as many rows as fit, then an overflow line; nothing when not even one fits.
    mutating func addFolded(
        _ title: String, _ header: [String], _ rows: some Collection<String>, overflow: (Int) -> String
    ) {
        let opening = ["", "<details><summary>\(MarkdownReport.escape(title))</summary>", ""]
        let closing = ["", "</details>"]
        let reserveLine = ["", overflow(rows.count)]
        guard let first = rows.first, fits(opening + header + [first] + reserveLine + closing) else { return }
        opening.forEach { add($0) }
        header.forEach { add($0) }
        var added = 0
        for row in rows {
            guard fits([row] + reserveLine + closing) else { break }
            add(row)
            added += 1
        }
        if added < rows.count { (["", overflow(rows.count - added)]).forEach { add($0) } }
        closing.forEach { add($0) }
    }
}
