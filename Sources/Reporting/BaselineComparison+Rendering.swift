import Foundation
import History
import XMLSupport

extension BaselineComparison {
    /// The `<baseline>` section that `report.xml` embeds under `<intent-audit-report>`:
    ///
    /// ```xml
    /// <baseline baselineRelease="4.1.0" baselineGenerated="…Z" currentRelease="4.2.0" currentGenerated="…Z"
    ///           baselineRemainingEffort="40" currentRemainingEffort="25" effortBurnedDown="18"
    ///           effortAdded="3" effortLost="0">
    ///   <status-changes count="1"><status-change intent="A" from="legacy-only" to="coexisting" direction="forward"/></status-changes>
    ///   <new-intents count="0"/>         <!-- intent-ref name status remainingEffort -->
    ///   <removed-intents count="0"/>     <!-- intent-ref -->
    ///   <new-findings count="1"><finding-ref fingerprint rule severity intent>message</finding-ref></new-findings>
    ///   <resolved-findings count="0"/>   <!-- finding-ref -->
    ///   <completed-tasks count="0"/>     <!-- task-ref id -->
    ///   <regressions count="1"><regression kind="new-error-finding" intent="A" fingerprint="…">message</regression></regressions>
    /// </baseline>
    /// ```
    /// Absent releases are left out; every list is in the comparison's sorted order.
    public func xmlElement() -> XMLElement {
        XMLElement.make(
            "baseline",
            [
                ("baselineRelease", baselineRelease),
                ("baselineGenerated", SnapshotDate.iso8601(baselineGeneratedAt)),
                (
                    "baselineReleaseDate",
                    baselineDateSource == .audited ? nil : SnapshotDate.iso8601(baselineDate)
                ),
                ("currentRelease", currentRelease),
                ("currentGenerated", SnapshotDate.iso8601(currentGeneratedAt)),
                ("baselineRemainingEffort", String(baselineRemainingEffort)),
                ("currentRemainingEffort", String(currentRemainingEffort)),
                ("effortBurnedDown", String(effortBurnedDown)),
                ("effortAdded", String(effortAdded)),
                ("effortLost", String(effortLostWithDroppedIntents)),
            ],
            [
                XMLElement.list(
                    "status-changes",
                    statusChanges.map {
                        XMLElement.make(
                            "status-change",
                            [
                                ("intent", $0.intent), ("from", $0.from.rawValue),
                                ("to", $0.to.rawValue), ("direction", $0.direction.rawValue),
                            ])
                    }),
                XMLElement.list("new-intents", newIntents.map(HistoryXML.intentRef)),
                XMLElement.list("removed-intents", removedIntents.map(HistoryXML.intentRef)),
                XMLElement.list("new-findings", newFindings.map(HistoryXML.findingRef)),
                XMLElement.list("resolved-findings", resolvedFindings.map(HistoryXML.findingRef)),
                XMLElement.list("completed-tasks", completedTasks.map { XMLElement.make("task-ref", [("id", $0)]) }),
                XMLElement.list(
                    "regressions",
                    regressions.map {
                        XMLElement.text(
                            "regression", $0.message,
                            [
                                ("kind", $0.kind.rawValue), ("intent", $0.intent),
                                ("fingerprint", $0.fingerprint),
                            ])
                    }),
            ])
    }

    /// "18 burned down, 3 added" (and what was lost with dropped intents): the parts of the move
    /// of the remaining effort, each non-negative.
    package var effortMovementText: String {
        "\(effortBurnedDown) burned down, \(effortAdded) added"
            + (effortLostWithDroppedIntents > 0
                ? ", \(effortLostWithDroppedIntents) lost with intents dropped without a replacement" : "")
    }

    /// The "Since the baseline" section of `report.md`, ending with a newline.
    public func markdownSection() -> String {
        var lines = ["## Since the baseline", ""]
        let from = baselineRelease.map { "release \(MarkdownText.codeSpan($0))" } ?? "the baseline"
        lines.append(
            "Compared with \(from) "
                + (baselineDateSource == .audited ? "as audited on " : "of ") + SnapshotDate.day(baselineDate) + ": "
                + "remaining effort \(baselineRemainingEffort) → \(currentRemainingEffort) points "
                + "(\(effortMovementText)).")
        lines.append("")
        if regressions.isEmpty {
            lines.append("**No regressions.**")
        } else {
            lines.append("**\(Regression.count(regressions.count, "regression")):**")
            lines.append("")
            lines += regressions.map {
                "- \(MarkdownText.codeSpan($0.kind.rawValue)) \(MarkdownText.escape($0.message))"
            }
        }
        if !statusChanges.isEmpty {
            lines += ["", "| Intent | From | To | Direction |", "|---|---|---|---|"]
            lines += statusChanges.map {
                "| \(MarkdownText.escape($0.intent)) | \($0.from.rawValue) | \($0.to.rawValue) | \($0.direction.rawValue) |"
            }
        }
        let counts: [(String, Int)] = [
            ("New intents", newIntents.count), ("Removed intents", removedIntents.count),
            ("New findings", newFindings.count), ("Resolved findings", resolvedFindings.count),
            ("Tasks completed", completedTasks.count),
        ]
        lines += [""] + counts.map { "- \($0.0): \($0.1)" }
        let listed: [(String, [String])] = [
            ("New intents", newIntents.map(\.name)), ("Removed intents", removedIntents.map(\.name)),
            ("New findings", newFindings.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }),
            ("Resolved findings", resolvedFindings.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }),
        ]
        for (title, items) in listed where !items.isEmpty {
            lines += ["", "### \(title)", ""] + items.map { "- \(MarkdownText.escape($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
