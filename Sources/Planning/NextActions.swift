import Analysis
import Model

/// Each intent's next action and the ship list, both read off the finished plans so that neither
/// can say more than a plan does.
///
/// The next action is the first step, in dependency order, that has open structural tasks and
/// waits for nothing (a step whose open tasks are all polish is never the next action while
/// structural work is left); when every structural step waits, the action says what it waits
/// for; when only polish is left, the first polish task. The ship list is the intents' shippable
/// actions in urgency order (`Urgency`), then the Intents extensions that can go.
package enum NextActions {
    /// The steps in the order they depend on each other (`MigrationPlanner.dependencies`).
    package static let order = [1, 3, 2, 4, 5, 7, 6]

    /// The next action of one intent whose `steps` and `status` are final.
    static func action(
        _ link: IntentLink, _ intent: IntentAssessment, findings: [Finding], context: RuleContext
    ) -> NextAction {
        let name = link.className
        let counterpart = link.counterpart?.name
        if intent.isSystemDomain {
            return NextAction(kind: .staysOnSiriKit, text: "\(name) stays on SiriKit (a system domain intent).")
        }
        if intent.status == .legacyOnly && link.isUnused(in: context) {
            return NextAction(
                kind: .deleteUnused, step: 6,
                text: "Delete \(name) from \(link.definitionFile?.path ?? "its definition file"): nothing uses it.")
        }
        let byNumber = Dictionary(intent.steps.map { ($0.number, $0) }, uniquingKeysWith: { a, _ in a })
        let ordered = order.compactMap { byNumber[$0] }
        if let step = ordered.first(where: { $0.blocksProgress && $0.status == .todo }) {
            return structural(step, link, intent, findings: findings, context: context)
        }
        if let waiting = ordered.first(where: \.blocksProgress) {
            if intent.status == .coexisting, let counterpart {
                // Everything left waits: a coexisting intent still ships its App Intent beside the legacy path.
                let needing = context.deployment.platformsNeedingLegacy(
                    for: link.deploymentGroups, widget: link.isWidgetIntent)
                return NextAction(
                    kind: .shipBeside,
                    text: "Ship `\(counterpart)` with CustomIntentMigratedAppIntent; keep the legacy \(name) path"
                        + (needing.isEmpty ? "" : " for " + needing.joined(separator: ", ")) + ".")
            }
            return NextAction(kind: .waiting, step: waiting.number, text: waitingText(waiting, name))
        }
        if let polish = ordered.first(where: { $0.tasks.contains { !$0.done } }),
            let task = polish.tasks.first(where: { !$0.done })
        {
            return NextAction(kind: .polish, step: polish.number, text: "\(name), polish: \(sentence(task.what))")
        }
        return NextAction(kind: .done, text: "Nothing left for \(name).")
    }

    /// The action for a structural step that nothing blocks.
    private static func structural(
        _ step: PlanStep, _ link: IntentLink, _ intent: IntentAssessment, findings: [Finding], context: RuleContext
    ) -> NextAction {
        let name = link.className
        let counterpart = link.counterpart?.name
        let errors = findings.filter { $0.severity == .error }
        if intent.status == .atRisk, !errors.isEmpty {
            return NextAction(
                kind: .fixErrors, step: step.number,
                text: "Fix \(errors.count) error\(errors.count == 1 ? "" : "s") on \(name) ("
                    + Set(errors.map(\.rule)).sorted().joined(separator: ", ") + ") before shipping "
                    + (counterpart.map { "`\($0)`" } ?? "its App Intent") + ".")
        }
        if step.number == 2, counterpart == nil {
            if link.definition?.kind == "custom" {
                return NextAction(
                    kind: .scaffold, step: 2,
                    text: "Run `intent-audit scaffold --intent \(name)` to write its App Intent "
                        + "(CustomIntentMigratedAppIntent with intentClassName \"\(name)\"); the legacy path keeps "
                        + "working meanwhile.")
            }
            return NextAction(
                kind: .step, step: 2,
                text: "Create \(name)'s App Intent with `intentClassName = \"\(name)\"`; the legacy path keeps "
                    + "working meanwhile.")
        }
        if step.number == 4, findings.contains(where: { $0.is(.placeholderPerform) }) {
            return NextAction(
                kind: .step, step: 4,
                text: "Port \(name)'s handler logic into `\(counterpart ?? "its App Intent").perform()` (IA404), "
                    + "then remove the legacy definition and wiring.")
        }
        if step.number == 6 {
            return NextAction(
                kind: .step, step: 6,
                text:
                    "Remove the legacy \(name) definition and wiring: \(counterpart.map { "`\($0)`" } ?? "its App Intent") "
                    + "covers every supported system.")
        }
        let open = step.tasks.filter(\.blocksProgress)
        let more = open.count > 1 ? " (+\(open.count - 1) more task\(open.count == 2 ? "" : "s"))" : ""
        return NextAction(
            kind: .step, step: step.number,
            text: "\(name), step \(step.number): \(sentence(open[0].what + more))")
    }

    /// What a step that has structural work but cannot start waits for.
    private static func waitingText(_ step: PlanStep, _ name: String) -> String {
        var reasons: [String] = []
        if !step.blockedBy.isEmpty {
            reasons.append("step " + step.blockedBy.map(String.init).joined(separator: ", "))
        }
        if !step.blockingIntents.isEmpty { reasons.append(step.blockingIntents.joined(separator: ", ")) }
        let what = reasons.isEmpty ? (step.note ?? "the steps before it") : reasons.joined(separator: " and ")
        return "\(name), step \(step.number) waits for \(what)."
    }

    /// A task's text as the end of a sentence, with a full stop.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// The ship list: the shippable next actions in urgency order, then the extensions that can go.
    package static func releaseItems(_ intents: [IntentAssessment], findings: [Finding]) -> [ReleaseItem] {
        var items = intents.sorted { $0.urgency < $1.urgency }.compactMap { intent -> ReleaseItem? in
            guard let action = intent.nextAction, action.ships else { return nil }
            return ReleaseItem(intent: intent.name, step: action.step, text: action.text)
        }
        for finding in findings where finding.is(.intentsExtensionCanGo) {
            items.append(ReleaseItem(step: 6, text: "Remove the Intents extension at \(finding.location.path)."))
        }
        return items
    }
}
