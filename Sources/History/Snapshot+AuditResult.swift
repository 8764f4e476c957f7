import Model

extension Snapshot {
    /// The snapshot of a live audit: what `report.xml` of the same result would read back as.
    public init(_ result: AuditResult) {
        var intents: [IntentSnapshot] = []
        var tasks: [TaskSnapshot] = []
        for intent in result.intents {
            var total = 0
            var remaining = 0
            for step in intent.steps {
                for task in step.tasks {
                    let done = SnapshotEffort.isDone(task: task.done, stepStatus: step.status)
                    total += task.effort
                    if !done { remaining += task.effort }
                    tasks.append(
                        TaskSnapshot(
                            id: task.id, intent: intent.name, step: step.number,
                            done: done, effort: task.effort))
                }
            }
            intents.append(
                IntentSnapshot(
                    name: intent.name, status: intent.status, totalEffort: total, remainingEffort: remaining,
                    legacyDonations: SnapshotLinks.legacyDonations(of: intent),
                    legacyHandlers: SnapshotLinks.handlers(of: intent)))
        }
        let findings = result.findings.map {
            FindingSnapshot(
                fingerprint: $0.fingerprint, rule: $0.rule, severity: $0.severity,
                intent: $0.intent, message: $0.message)
        }
        self.init(
            release: result.context.release, generatedAt: result.context.generatedAt,
            toolVersion: result.context.toolVersion, intents: intents, findings: findings, tasks: tasks)
        rootName = SnapshotIdentity.folderName(result.context.root)
        releaseDate = result.context.releaseDate
        appName = SnapshotIdentity.appName(result.inventory)
        identity = result.identity
    }
}

/// When a plan task counts as done — the rule the report's remaining effort uses.
package enum SnapshotEffort {
    /// A task is done when ticked, or when its step is done or not applicable.
    package static func isDone(task done: Bool, stepStatus: PlanStep.Status) -> Bool {
        !PlanStep.isOpen(taskDone: done, stepStatus: stepStatus)
    }
}

/// Counts of the facts planning ties to an intent: the same lists the report's linked lists show.
package enum SnapshotLinks {
    /// Donation APIs of the App Intents world; adding one is progress, not a legacy donation.
    package static func isLegacy(api: String) -> Bool { !api.hasPrefix("IntentDonationManager") }

    package static func legacyDonations(of intent: IntentAssessment) -> Int {
        intent.donations.filter { isLegacy(api: $0.fact.api) }.count
    }

    package static func handlers(of intent: IntentAssessment) -> Int { intent.handlers.count }
}
