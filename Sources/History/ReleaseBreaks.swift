import Model

/// The continuity breaks one release introduced: the findings of the continuity rules (IA8xx) over
/// its identity model against the release before it — the shortcuts, widgets and settings users
/// lose on updating from that release.
public struct ReleaseBreaks: Sendable, Hashable {
    /// The label of the release compared with (the one before).
    public var since: String
    /// The errors and warnings, sorted; empty when nothing broke.
    public var findings: [Finding]
    /// False when either release's snapshot has no identity model (a report older than schema 2):
    /// nothing could be compared, which is not the same as nothing broke.
    public var compared: Bool

    public init(since: String, findings: [Finding], compared: Bool) {
        self.since = since
        self.findings = findings
        self.compared = compared
    }
}

extension Trend {
    /// Finds, for every release after the first, the breaks it introduced. The rules live in
    /// Analysis, which History does not see: the commands layer hands them in as `compare`.
    public mutating func findBreaks(_ compare: (EarlierState, IdentityModel) -> [Finding]) {
        breaks = snapshots.indices.map { index -> ReleaseBreaks? in
            guard index > 0 else { return nil }
            let since = Trend.label(snapshots[index - 1])
            guard let then = snapshots[index - 1].identity, let now = snapshots[index].identity else {
                return ReleaseBreaks(since: since, findings: [], compared: false)
            }
            let earlier = EarlierState(label: since, source: "previous release", identity: then)
            return ReleaseBreaks(
                since: since, findings: compare(earlier, now).filter { $0.severity != .note }, compared: true)
        }
    }
}
