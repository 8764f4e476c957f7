import Analysis
import Model

/// What the team can ship in the next release, derived from the plans so that it never says more
/// than they do: for each intent, the first of its steps that is unblocked now (status `todo`),
/// in the plans' dependency order (types and enums, the App Intent, the logic, donations, widgets,
/// and removing the legacy path last). An intent whose remaining steps all wait has no item,
/// except a coexisting one, which ships its App Intent while the legacy path stays.
package enum NextRelease {
    /// The steps in the order they depend on each other (`MigrationPlanner.dependencies`).
    package static let order = [1, 3, 2, 4, 5, 7, 6]

    package static func items(
        intents: [IntentAssessment], links: [IntentLink], findings: [Finding],
        context: RuleContext
    ) -> [String] {
        let assessed = Dictionary(intents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var ranked: [(rank: Int, index: Int, text: String)] = []
        // Each intent reads only its own findings: linear in the number of intents.
        let byIntent = Dictionary(grouping: findings.filter { $0.intent != nil }, by: { $0.intent! })
        for (index, link) in links.enumerated() {
            guard let intent = assessed[link.className], !link.isSystemDomain,
                let (step, text) = item(link, intent, findings: byIntent[link.className] ?? [], context: context)
            else { continue }
            ranked.append((order.firstIndex(of: step) ?? order.count, index, text))
        }
        var items = ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.text)
        for finding in findings where finding.is(.intentsExtensionCanGo) {
            items.append("Remove the Intents extension at \(finding.location.path).")
        }
        return items
    }

    /// The step an intent's item is about, and the sentence; nil when nothing of it can ship now.
    static func item(
        _ link: IntentLink, _ intent: IntentAssessment, findings: [Finding],
        context: RuleContext
    ) -> (Int, String)? {
        let name = link.className
        let counterpart = link.counterpart?.name
        if intent.status == .legacyOnly && link.isUnused(in: context) {
            return (6, "Delete \(name) from \(link.definitionFile?.path ?? "its definition file"): nothing uses it.")
        }
        let open = intent.steps.filter { $0.status == .todo }
        guard let step = order.lazy.compactMap({ number in open.first { $0.number == number } }).first else {
            // Everything left waits: a coexisting intent still ships its App Intent beside the legacy path.
            guard intent.status == .coexisting, let counterpart else { return nil }
            let needing = context.deployment.platformsNeedingLegacy(
                for: link.deploymentGroups, widget: link.isWidgetIntent)
            return (
                6,
                "Ship \(counterpart) with CustomIntentMigratedAppIntent; keep the legacy \(name) path"
                    + (needing.isEmpty ? "" : " for " + needing.joined(separator: ", ")) + "."
            )
        }
        let errors = findings.filter { $0.intent == name && $0.severity == .error }
        if intent.status == .atRisk, !errors.isEmpty {
            return (
                step.number,
                "Fix \(errors.count) error\(errors.count == 1 ? "" : "s") on \(name) ("
                    + Set(errors.map(\.rule)).sorted().joined(separator: ", ") + ") before shipping "
                    + (counterpart ?? "its App Intent") + "."
            )
        }
        switch step.number {
        case 2 where counterpart == nil:
            return (
                2,
                "Convert \(name) to an App Intent (Editor ▸ Convert to App Intent…) with "
                    + "intentClassName \"\(name)\"; the legacy path keeps working meanwhile."
            )
        case 4 where findings.contains { $0.intent == name && $0.is(.placeholderPerform) }:
            // The counterpart's perform() is still the converter's placeholder: the legacy handler
            // cannot go before its logic has moved.
            return (
                4,
                "Port \(name)'s handler logic into \(counterpart ?? "its App Intent").perform() (IA404), then remove the legacy definition and wiring."
            )
        case 6:
            return (
                6,
                "Remove the legacy \(name) definition and wiring: \(counterpart ?? "its App Intent") covers every supported system."
            )
        default:
            let left = step.tasks.filter { !$0.done }.count
            let title = step.title.prefix(1).lowercased() + step.title.dropFirst()
            return (step.number, "\(name), step \(step.number): \(title) (\(left) task\(left == 1 ? "" : "s")).")
        }
    }
}
