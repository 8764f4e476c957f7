import Testing

@testable import History
@testable import Model

/// Across releases the effort means the same thing: burned and added are never negative, they
/// account for every point of the move, and the trend's scope never shrinks.
@Suite("Effort across releases")
struct EffortMovementTests {
    /// A snapshot of some of ten tasks over three intents, each open or done, with some effort.
    static func snapshot(seed: UInt64, release: Int) -> Snapshot {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(release)
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var tasks: [TaskSnapshot] = []
        for index in 0..<10 where next() % 4 != 0 {
            let intent = "I\(index % 3)Intent"
            tasks.append(
                TaskSnapshot(
                    id: "\(intent).\(index % 7 + 1).t\(index)", intent: intent, step: index % 7 + 1,
                    done: next() % 3 == 0, effort: Int(next() % 6)))
        }
        let names = Set(tasks.map(\.intent)).sorted()
        let intents = names.map { name in
            let own = tasks.filter { $0.intent == name }
            return IntentSnapshot(
                name: name, status: .coexisting, totalEffort: own.map(\.effort).reduce(0, +),
                remainingEffort: own.filter { !$0.done }.map(\.effort).reduce(0, +))
        }
        return Snapshot(
            release: "1.\(release)", generatedAt: release * 86_400, toolVersion: "test", intents: intents,
            findings: [], tasks: tasks)
    }

    @Test(arguments: Array(UInt64(1)...200))
    func effortNeverMovesBackwardsInMeaning(seed: UInt64) {
        let trend = Trend((0..<6).map { Self.snapshot(seed: seed, release: $0) })
        for (index, change) in trend.changes.enumerated() {
            let before = trend.snapshots[index]
            let after = trend.snapshots[index + 1]
            #expect(change.effortBurnedDown >= 0 && change.effortAdded >= 0 && change.effortLostWithDroppedIntents >= 0)
            #expect(
                before.remainingEffort - change.effortBurnedDown - change.effortLostWithDroppedIntents
                    + change.effortAdded == after.remainingEffort, "seed \(seed), change \(index)")
        }
        let scopes = trend.scopes
        #expect(scopes == scopes.sorted(), "the scope never shrinks")
        for (scope, snapshot) in zip(scopes, trend.snapshots) { #expect(scope >= snapshot.remainingEffort) }
    }
}
