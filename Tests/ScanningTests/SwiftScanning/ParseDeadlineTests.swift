import Foundation
import Scanning
import Testing

/// The deadline a reader checks as it goes. The Swift walk asks at every node and reads the clock
/// at every 16th (`passedAtNode`); it must still stop on the first node of an expired deadline and
/// within 16 nodes of one that expires during the walk.
@Suite struct ParseDeadlineTests {
    @Test func anExpiredDeadlineStopsTheFirstNode() {
        var deadline = ParseDeadline(milliseconds: 0)
        let stopped = deadline.passedAtNode()
        #expect(stopped)
        #expect(deadline.hasPassed)
    }

    @Test func aDeadlinePassedDuringTheWalkIsSeenWithinSixteenNodes() {
        var deadline = ParseDeadline(milliseconds: 20)
        // Move the node count off a multiple of 16 before the time is up.
        var early = 0
        for _ in 0..<5 where deadline.passedAtNode() { early += 1 }
        #expect(early == 0)
        Thread.sleep(forTimeInterval: 0.05)
        var nodes = 0
        while !deadline.passedAtNode() { nodes += 1 }
        #expect(nodes < 16)
        let stillStopped = deadline.passedAtNode()
        #expect(deadline.hasPassed && stillStopped)
    }

    @Test func aDeadlineNotPassedNeverStops() {
        var deadline = ParseDeadline.never
        var stops = 0
        for _ in 0..<10_000 where deadline.passedAtNode() { stops += 1 }
        #expect(stops == 0)
        #expect(!deadline.hasPassed)
    }
}
