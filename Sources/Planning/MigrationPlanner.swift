import Analysis
import Model

/// Builds each legacy intent's plan: steps 1–6 of the migration guide and step 7 for widget intents,
/// each with concrete tasks, a status and what it waits for.
///
/// Dependencies: step 3 (entities, enums) comes before steps 2, 4 and 7 that use them; step 2 (the
/// App Intent) before 4, 5 and 7; step 6 (removing the legacy path) last, and blocked while any
/// intent served by the same Intents extension still needs it. Findings feed tasks of their step.
package struct MigrationPlanner {
    package var context: RuleContext
    package var findings: [Finding]
    /// The same findings by intent, so each intent's plan reads only its own (linear in the tree).
    private var findingsByIntent: [String: [Finding]] = [:]

    package init(context: RuleContext, findings: [Finding]) {
        self.context = context
        self.findings = findings
        findingsByIntent = Dictionary(grouping: findings.filter { $0.intent != nil }, by: { $0.intent! })
    }

    /// The findings about one legacy intent, in the order of `findings`.
    package func findings(of className: String) -> [Finding] { findingsByIntent[className] ?? [] }

    /// Step → the steps it waits for.
    package static let dependencies: [Int: [Int]] = [2: [3], 4: [2, 3], 5: [2], 6: [2, 3, 4, 5, 7], 7: [2, 3]]

    /// A step before its status is known.
    package struct Draft {
        package var number: Int
        package var tasks: [PlanTask] = []
        package var applicable = true
        package var note: String?
    }

    package func steps(for link: IntentLink) -> [PlanStep] {
        let status = context.statuses[link.className] ?? .legacyOnly
        if link.isSystemDomain {
            let advice = SystemDomainAdvice.advice(for: link.className)
            return [finish(identify(link), link: link, resolved: [:])]
                + (2...7).map {
                    PlanStep(
                        number: $0, title: StepTitles.title($0), status: .notApplicable, effort: 0, tasks: [],
                        note: advice)
                }
        }
        if link.isUnused(in: context) { return unusedSteps(link) }
        let drafts = [
            identify(link), create(link), convertTypes(link), portLogic(link, status: status),
            replaceDonations(link), removeLegacy(link, status: status), widget(link),
        ]
        var resolved: [Int: PlanStep] = [:]
        for number in [1, 3, 2, 4, 5, 7, 6] {
            resolved[number] = finish(drafts[number - 1], link: link, resolved: resolved)
        }
        if var removal = resolved[6], removal.status != .done, removal.status != .notApplicable {
            applyRemovalBlockers(&removal, link: link, status: status)
            resolved[6] = removal
        }
        return (1...7).compactMap { resolved[$0] }
    }

    package func finish(_ draft: Draft, link: IntentLink, resolved: [Int: PlanStep]) -> PlanStep {
        var tasks = draft.tasks
        tasks += findingTasks(link, step: draft.number)
        tasks.sort { $0.id < $1.id }
        let effort = tasks.map(\.effort).reduce(0, +)
        var step = PlanStep(
            number: draft.number, title: StepTitles.title(draft.number), status: .todo,
            effort: effort, tasks: tasks, note: draft.note)
        if !draft.applicable && tasks.isEmpty {
            step.status = context.statuses[link.className] == .migrated ? .done : .notApplicable
        } else if tasks.allSatisfy(\.done) {
            step.status = .done
        } else if !tasks.contains(where: \.blocksProgress) {
            // Only polish is left: its own lane, which nothing blocks.
            step.status = .todo
        } else {
            // Only structural work holds a step back: a step whose open tasks are all polish does not.
            step.blockedBy = (Self.dependencies[draft.number] ?? []).filter {
                resolved[$0]?.blocksProgress ?? false
            }
            step.status = step.blockedBy.isEmpty ? .todo : .blocked
        }
        return step
    }

    /// The tasks of the findings of rules that add one (`Rule.addsPlanTask`), with the rule's effort.
    private func findingTasks(_ link: IntentLink, step: Int) -> [PlanTask] {
        findings(of: link.className).filter {
            $0.step == step && RuleRegistry.rule($0.rule)?.addsPlanTask ?? true
        }.map { finding in
            PlanTask(
                id: "\(link.className).\(step).\(finding.rule)-\(finding.fingerprint)", what: finding.fix,
                location: finding.location, why: finding.message,
                // What the audit could not tell is a check to make, not the change the rule would ask.
                effort: finding.proof.contains { !$0.resolved }
                    ? EffortScale.mechanical : RuleRegistry.rule(finding.rule)?.effort ?? EffortScale.smallType,
                lane: RuleRegistry.rule(finding.rule)?.lane ?? .structural)
        }
    }

    /// Step 6 waits for the deployment targets and for the other intents of the same Intents extension.
    private func applyRemovalBlockers(_ step: inout PlanStep, link: IntentLink, status: CoexistenceStatus) {
        if status != .readyToRetire && status != .migrated {
            step.status = .blocked
            let needing = context.deployment.platformsNeedingLegacy(
                for: link.deploymentGroups, widget: link.isWidgetIntent)
            step.note =
                needing.isEmpty
                ? "the legacy path goes once the steps before are done"
                : "the legacy path is needed while supporting \(needing.joined(separator: ", "))"
        }
        let extensions = context.inventory.extensions.filter { info in
            info.extensionPoint == "com.apple.intents-service"
                && info.servedIntents(in: context.inventory).contains(link.className)
        }
        let others = Set(extensions.flatMap { $0.servedIntents(in: context.inventory) }).filter {
            $0 != link.className && context.statuses[$0] != nil
                && ![.migrated, .readyToRetire].contains(context.statuses[$0])
        }.sorted()
        if !others.isEmpty {
            step.status = .blocked
            step.blockingIntents = others
            step.note =
                (step.note.map { $0 + "; " } ?? "") + "the Intents extension also serves "
                + others.joined(separator: ", ")
        }
    }

    package func task(
        _ link: IntentLink, _ step: Int, _ key: String, _ what: String, at location: SourceLocation?,
        why: String, effort: Int, done: Bool = false
    ) -> PlanTask {
        PlanTask(
            id: "\(link.className).\(step).\(key)", what: what, location: location, why: why, effort: effort, done: done
        )
    }
}
