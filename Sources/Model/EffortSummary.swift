/// The plan's effort in points (see `EffortScale`): all tasks, and the tasks not done yet.
///
/// The one definition every report, snapshot and trend uses (README, "Effort"):
/// - a task is **open** when it is not ticked and its step is `todo` or `blocked` (a step that is
///   done or not applicable closes its tasks);
/// - **total** is the effort of every task of every intent in this audit, open or not;
/// - **remaining** is the effort of the open tasks.
/// Across releases (`BaselineComparison`): burned = effort of the tasks open before and not now,
/// added = effort of the tasks open now and not before; remaining now = remaining before − burned
/// − lost (intents dropped without a replacement) + added. Neither burned nor added is negative.
public struct EffortSummary: Codable, Hashable, Sendable {
    public var total: Int = 0
    public var remaining: Int = 0

    public init(total: Int = 0, remaining: Int = 0) {
        self.total = total
        self.remaining = remaining
    }

    /// The effort of these intents' plans.
    package init(_ intents: [IntentAssessment]) {
        total = intents.map(\.totalEffort).reduce(0, +)
        remaining = intents.map(\.remainingEffort).reduce(0, +)
    }
}

extension PlanStep {
    /// Whether a task is still to do: not ticked, in a step that is to do or blocked.
    package static func isOpen(taskDone done: Bool, stepStatus: Status) -> Bool {
        !done && (stepStatus == .todo || stepStatus == .blocked)
    }

    /// Whether one of this step's tasks is still to do.
    package func isOpen(_ task: PlanTask) -> Bool { Self.isOpen(taskDone: task.done, stepStatus: status) }

    /// Effort of the step's open tasks.
    package var remainingEffort: Int { tasks.filter(isOpen).map(\.effort).reduce(0, +) }
}

extension IntentAssessment {
    /// Effort of every task of the plan.
    package var totalEffort: Int { steps.flatMap(\.tasks).map(\.effort).reduce(0, +) }
    /// Effort of the plan's open tasks.
    package var remainingEffort: Int { steps.map(\.remainingEffort).reduce(0, +) }
}
