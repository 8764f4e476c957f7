import Model

/// The orderings every report uses: intents and facts in inventory order (`InventoryOrdered`),
/// findings by place. It joins nothing: what belongs to an intent comes on the intent, from planning.
package struct ReportOrder: Sendable {
    package let result: AuditResult

    package init(_ result: AuditResult) {
        self.result = result
    }

    /// Intents by where they are defined (intents without a definition first), then name.
    package var intents: [IntentAssessment] { result.intents.inventoryOrdered() }

    /// Findings by path, line, column, then rule and intent; severity does not reorder them here.
    package var findings: [Finding] {
        result.findings.sorted {
            (InventorySortKey($0.location, $0.rule), $0.intent ?? "", $0.message)
                < (InventorySortKey($1.location, $1.rule), $1.intent ?? "", $1.message)
        }
    }

    /// Findings, errors first, then warnings, then notes; each group in path order.
    package var findingsBySeverity: [Finding] {
        let ordered = findings
        return Severity.allCases.sorted().flatMap { severity in ordered.filter { $0.severity == severity } }
    }

    package var diagnostics: [Diagnostic] { result.inventory.diagnostics.sorted() }
}
