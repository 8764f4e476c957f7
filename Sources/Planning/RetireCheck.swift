import Analysis
import Model

/// `ready-to-retire` says "the legacy path can go"; it holds only when the plan agrees. An intent
/// whose porting step (step 4: `perform()`, resolution, options, defaults) still has structural
/// work is `coexisting` instead — its App Intent does not yet do what the legacy handler does —
/// and the rules that read statuses (an Intents extension that can go) run again on the
/// reconciled statuses.
package enum RetireCheck {
    /// The step that must have no open structural task for `ready-to-retire`.
    package static let portingStep = 4

    package static func reconciled(_ assessment: Assessment) -> Assessment {
        let planner = MigrationPlanner(context: assessment.context, findings: assessment.findings)
        var changed = assessment
        for link in assessment.links where assessment.statuses[link.className]?.status == .readyToRetire {
            let steps = planner.steps(for: link)
            guard let porting = steps.first(where: { $0.number == portingStep }), porting.blocksProgress else {
                continue
            }
            let open = porting.tasks.filter(\.blocksProgress)
            let counterpart = link.counterpart?.name ?? "the App Intent"
            changed.statuses[link.className]?.status = .coexisting
            changed.statuses[link.className]?.reason =
                "\(counterpart) covers every supported system, but step \(portingStep) is open ("
                + "\(open.count) task\(open.count == 1 ? "" : "s"): \(open[0].what)): the legacy "
                + "\(link.className) path does the work until it is ported"
            changed.context.statuses[link.className] = .coexisting
        }
        guard changed.statuses != assessment.statuses else { return assessment }
        // Rules that read statuses saw the old ones: run them again on the reconciled statuses.
        let late = RuleRegistry.all.filter {
            $0.needsStatuses && !changed.context.configuration.disabledRules.contains($0.id.rawValue)
        }
        let lateIDs = Set(late.map(\.id.rawValue))
        let filter = FindingFilter(
            configuration: changed.context.configuration, suppressions: changed.context.inventory.suppressions)
        changed.findings = FindingFilter.sorted(
            changed.findings.filter { !lateIDs.contains($0.rule) }
                + filter.apply(late.flatMap { $0.check(changed.context) }))
        return changed
    }
}
