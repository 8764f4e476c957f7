import Analysis
import Model

/// What the team can ship in the next release while the rest coexists, one sentence per item.
package enum NextRelease {
    package static func items(
        links: [IntentLink], statuses: [String: CoexistenceStatus], findings: [Finding],
        context: RuleContext
    ) -> [String] {
        var items: [String] = []
        let byIntent = Dictionary(grouping: findings.filter { $0.intent != nil }, by: { $0.intent! })
        for link in links {
            let findings = byIntent[link.className] ?? []
            let counterpart = link.counterpart?.name ?? ""
            switch statuses[link.className] {
            case .atRisk?:
                let errors = findings.filter { $0.severity == .error }
                items.append(
                    "Fix \(errors.count) error\(errors.count == 1 ? "" : "s") on \(link.className) ("
                        + Set(errors.map(\.rule)).sorted().joined(separator: ", ") + ") before shipping "
                        + (counterpart.isEmpty ? "its App Intent" : counterpart) + ".")
            case .coexisting?:
                let needing = context.deployment.platformsNeedingLegacy(
                    for: link.deploymentGroups, widget: link.isWidgetIntent)
                items.append(
                    "Ship \(counterpart) with CustomIntentMigratedAppIntent; keep the legacy \(link.className) path"
                        + (needing.isEmpty ? "" : " for " + needing.joined(separator: ", ")) + ".")
            case .readyToRetire? where findings.contains { $0.rule == "IA404" }:
                // The counterpart's perform() is still the converter's placeholder: removing the
                // legacy handler now would leave the action doing nothing.
                items.append(
                    "Port \(link.className)'s handler logic into \(counterpart).perform() (IA404), then remove the legacy definition and wiring."
                )
            case .readyToRetire?:
                items.append(
                    "Remove the legacy \(link.className) definition and wiring: \(counterpart) covers every supported system."
                )
            case .legacyOnly? where UnusedLegacyIntent.isUnused(link, in: context):
                items.append(
                    "Delete \(link.className) from \(link.definitionFile?.path ?? "its definition file"): nothing uses it."
                )
            case .legacyOnly?:
                items.append(
                    "Convert \(link.className) to an App Intent (Editor ▸ Convert to App Intent…) with "
                        + "intentClassName \"\(link.className)\"; the legacy path keeps working meanwhile.")
            default:
                break
            }
        }
        for finding in findings where finding.rule == "IA601" {
            items.append("Remove the Intents extension at \(finding.location.path).")
        }
        return items
    }
}
