import Dispatch
import Foundation
import Model
import Scanning
import Testing

/// Parses run on threads kept between parses (`ParseThreads`): one thread serves parses that come
/// one after another, a parse still running (past its budget) keeps its thread and the next one
/// gets another, and every thread has the large stack a deep file needs.
@Suite struct ParseThreadsTests {
    @Test func parsesOneAfterAnotherShareOneThread() {
        let threads = ParseThreads(stackBytes: IsolatedParse.stackBytes)
        for i in 0..<50 {
            #expect(IsolatedParse.run(milliseconds: 10_000, abandoned: AbandonedParses(), threads: threads) { i } == i)
        }
        #expect(threads.threadCount == 1)
    }

    @Test func aParsePastItsBudgetKeepsItsThreadUntilItEnds() {
        let threads = ParseThreads(stackBytes: IsolatedParse.stackBytes)
        let abandoned = AbandonedParses()
        let release = DispatchSemaphore(value: 0)
        let late: Int? = IsolatedParse.run(milliseconds: 20, abandoned: abandoned, threads: threads) {
            release.wait()
            return 1
        }
        #expect(late == nil)
        #expect(abandoned.count == 1)
        // The first thread is still busy: the next parse gets a thread of its own.
        #expect(IsolatedParse.run(milliseconds: 10_000, abandoned: abandoned, threads: threads) { 2 } == 2)
        #expect(threads.threadCount == 2)
        release.signal()
        var tries = 0
        while abandoned.count > 0, tries < 400 {
            Thread.sleep(forTimeInterval: 0.005)
            tries += 1
        }
        #expect(abandoned.count == 0)
        // Both are free again: sequential parses need no third.
        for i in 0..<10 {
            #expect(IsolatedParse.run(milliseconds: 10_000, abandoned: abandoned, threads: threads) { i } == i)
        }
        #expect(threads.threadCount == 2)
    }

    @Test func parsesAtOnceGetAThreadEach() {
        let threads = ParseThreads(stackBytes: IsolatedParse.stackBytes)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let results = Results()
        let group = DispatchGroup()
        for i in 0..<3 {
            DispatchQueue.global().async(group: group) {
                results.add(
                    IsolatedParse.run(milliseconds: 60_000, abandoned: AbandonedParses(), threads: threads) {
                        started.signal()
                        release.wait()
                        return i
                    })
            }
        }
        // All three are running at once, each on a thread of its own.
        for _ in 0..<3 { #expect(started.wait(timeout: .now() + 30) == .success) }
        #expect(threads.threadCount == 3)
        for _ in 0..<3 { release.signal() }
        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(results.sorted == [0, 1, 2])
    }

    /// A recursion far deeper than a default thread's stack (512 KB on Linux) allows.
    @Test func keptThreadsHaveTheLargeStack() {
        let threads = ParseThreads(stackBytes: IsolatedParse.stackBytes)
        for _ in 0..<2 {
            let depth = IsolatedParse.run(milliseconds: 60_000, abandoned: AbandonedParses(), threads: threads) {
                Self.recurse(200_000)
            }
            #expect(depth == 200_000)
        }
        #expect(threads.threadCount == 1)
    }

    @inline(never) static func recurse(_ n: Int) -> Int {
        var frame = (n, n &+ 1, n &+ 2, n &+ 3)
        return withUnsafeMutablePointer(to: &frame) { pointer in
            n == 0 ? 0 : 1 + recurse(pointer.pointee.0 - 1)
        }
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func add(_ value: Int?) { lock.withLock { values.append(value ?? -1) } }
        var sorted: [Int] { lock.withLock { values.sorted() } }
    }
}
