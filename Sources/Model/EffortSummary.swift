/// The plan's effort in points (see `EffortScale`): all tasks, and the tasks not done yet.
public struct EffortSummary: Codable, Hashable, Sendable {
    public var total: Int = 0
    public var remaining: Int = 0

    public init(total: Int = 0, remaining: Int = 0) {
        self.total = total
        self.remaining = remaining
    }
}
