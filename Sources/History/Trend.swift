import Model

/// Several snapshots in release order, and what changed from each to the next.
public struct Trend: Sendable, Hashable {
    /// The version of `trend.xml`'s shape.
    public static let schemaVersion = 1

    /// The snapshots, sorted by `ReleaseOrder` (release, then date).
    public var snapshots: [Snapshot]
    /// `changes[i]` compares `snapshots[i]` (as the baseline) with `snapshots[i + 1]`.
    public var changes: [BaselineComparison]
    /// `breaks[i]`: the continuity breaks `snapshots[i]` introduced (nil for the first release);
    /// empty until `findBreaks` is called.
    public var breaks: [ReleaseBreaks?] = []

    /// Sorts `snapshots` (given in any order) and compares neighbours.
    public init(_ snapshots: [Snapshot]) {
        self.snapshots = ReleaseOrder.sorted(snapshots)
        self.changes = zip(self.snapshots, self.snapshots.dropFirst()).map {
            BaselineComparison.compare(baseline: $0, current: $1)
        }
    }

    /// The effort scope at each release: the first release's total, plus every point added since.
    /// It never shrinks — work done, or no longer needed, stays in the scope as burned — so
    /// "left / scope" reads the same way at every release, however the code changed.
    public var scopes: [Int] {
        guard let first = snapshots.first else { return [] }
        var scope = max(first.totalEffort, first.remainingEffort)
        return [scope]
            + changes.map { change in
                scope += change.effortAdded
                return scope
            }
    }

    /// How a snapshot is named in the trend: its release, else the day it was generated.
    public static func label(_ snapshot: Snapshot) -> String {
        snapshot.release ?? SnapshotDate.day(snapshot.generatedAt)
    }

    /// Statuses from least to most progress, system-domain last: the stacking order of the trend's bars.
    package static let statusOrder = CoexistenceStatus.progressOrder
}
