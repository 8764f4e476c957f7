import Foundation
import Model

/// Runs one file's parse on a thread with a large stack (`ParseThreads`, kept between parses) and a
/// wall-clock budget.
///
/// SwiftSyntax recurses with the nesting of the code it reads; a thread pool's default stack
/// (512 KB on Linux) is not enough for deep but legitimate files, and a crash there would take the
/// whole audit with it. Past the budget (the file's, or what is left of the audit's) the caller
/// gets nil and reports "gave up reading …".
///
/// The readers run on that thread check the deadline they are handed (`ParseDeadline`) as they go
/// — the Swift visitor at every node, the project and string-catalog readers in their loops — and
/// stop with what they have, so the thread ends soon after the caller gave up. SwiftSyntax's own
/// parser cannot be stopped once it started, so a large Swift file is parsed in pieces of about
/// 256 KB with the deadline checked between them (`SwiftPieces`; no stretch longer than
/// `--limit swift-parse-bytes` is ever parsed at once), and a Swift file that could run past its
/// budget is parsed in a child process that is killed instead (`SwiftParseChild`). What is left
/// running here is bounded too: (1) it never starts when the audit's
/// time or memory budget is spent; (2) at most `maximumAbandoned` parses past their budget may
/// still be running at once — while that many are, further parses go to a child (`SwiftParseChild`)
/// or, without one, are refused with a diagnostic rather than piled up (each one held its bytes and the tree it was building); (3) the process
/// ends with the command, taking any such thread with it. A result cut short this way is never
/// cached (`isCut`).
package enum IsolatedParse {
    /// The stack of a parsing thread: address space only, pages are committed as they are touched.
    package static let stackBytes = 1 << 30

    /// Parses past their budget that may still be running before new ones are refused.
    package static let maximumAbandoned = 2

    /// Runs `body` within `limits`' time for one file; nil when it ran past it or could not start.
    package static func run<T: Sendable>(
        limits: Limits, abandoned: AbandonedParses = .shared, _ body: @escaping @Sendable () -> T
    ) -> T? {
        run(limits: limits, abandoned: abandoned) { (_: inout ParseDeadline) in body() }
    }

    /// Runs `body` within `limits`' time for one file, handing it the file's deadline: a reader
    /// that checks it as it goes stops soon after the caller gave up, so its thread is free again
    /// instead of running on abandoned (only SwiftSyntax's own parse, linear in the file's bounded
    /// size, cannot check it). Nil when it ran past the time or could not start.
    package static func run<T: Sendable>(
        limits: Limits, abandoned: AbandonedParses = .shared,
        _ body: @escaping @Sendable (inout ParseDeadline) -> T
    ) -> T? {
        guard limits.budgetSpent() == nil, abandoned.count < maximumAbandoned else { return nil }
        let milliseconds = limits.fileMillisecondsLeft
        let deadline = ParseDeadline(milliseconds: milliseconds, budget: limits.budget.budget)
        return run(milliseconds: milliseconds, abandoned: abandoned) {
            var mine = deadline
            return body(&mine)
        }
    }

    /// Runs `body` on one of `threads` (kept between parses, `ParseThreads`); nil when it ran past
    /// `milliseconds`.
    package static func run<T: Sendable>(
        milliseconds: Int, abandoned: AbandonedParses = .shared, threads: ParseThreads = .shared,
        _ body: @escaping @Sendable () -> T
    ) -> T? {
        let slot = Slot<T>()
        let finished = DispatchSemaphore(value: 0)
        threads.start {
            let value = body()
            // Set and checked under the slot's lock: a parse the caller gave up on tells the
            // abandoned count it ended.
            if slot.set(value) { abandoned.ended() }
        } then: {
            finished.signal()
        }
        guard finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else {
            if slot.abandon() { abandoned.started() }
            return nil
        }
        return slot.get()
    }

    /// The diagnostic for a file whose parse ran past the budget or was not started because of it.
    package static func gaveUp(
        _ path: String, what: String, limits: Limits, abandoned: AbandonedParses = .shared
    ) -> Diagnostic {
        if let reason = limits.budgetSpent() {
            return Diagnostic(SourceLocation(path: path), "\(cutPrefix) this \(what): \(reason); its facts are missing")
        }
        if abandoned.count >= maximumAbandoned {
            return Diagnostic(
                SourceLocation(path: path),
                "\(cutPrefix) this \(what): \(maximumAbandoned) parses past their time budget are still running; its facts are missing"
            )
        }
        return Diagnostic(
            SourceLocation(path: path),
            "\(cutPrefix) this \(what) after \(limits.fileMillisecondsLeft) ms (--limit file-milliseconds, or what was left of --limit audit-milliseconds); its facts are missing"
        )
    }

    /// The diagnostic of a reader that stopped part-way at its deadline (`ParseDeadline`): the
    /// audit's budget spent, or the file's time.
    package static func stoppedPartWay(_ path: String, what: String, limits: Limits) -> Diagnostic {
        let reason =
            limits.budgetSpent()
            ?? "its time budget (\(limits.fileMilliseconds) ms; --limit file-milliseconds) ran out part-way"
        return Diagnostic(SourceLocation(path: path), "\(cutPrefix) this \(what): \(reason); its facts are missing")
    }

    /// How every diagnostic of a budget cut starts.
    package static let cutPrefix = "gave up reading"

    /// Whether facts with these diagnostics were cut short by a budget (such facts are never cached:
    /// on an idle machine the same file may read in time).
    package static func isCut(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.message.hasPrefix(cutPrefix) }
    }
}

/// How many parses past their budget are still running (one count per process; tests use their own).
package final class AbandonedParses: @unchecked Sendable {
    package static let shared = AbandonedParses()
    private let lock = NSLock()
    private var running = 0
    package init() {}
    package var count: Int { lock.lock(); defer { lock.unlock() }; return running }
    func started() { lock.lock(); running += 1; lock.unlock() }
    func ended() { lock.lock(); running -= 1; lock.unlock() }
}

/// One value handed from the parsing thread to the waiting one.
private final class Slot<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    private var done = false
    private var abandoned = false
    /// Stores the value; true when the caller had already given up on it.
    func set(_ v: T) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        value = v
        done = true
        return abandoned
    }
    /// Marks the value as no longer wanted; true when the work is still running.
    func abandon() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        abandoned = !done
        return abandoned
    }
    func get() -> T? { lock.lock(); defer { lock.unlock() }; return value }
}

/// The moment one file's reading must stop: its own time budget, or the audit's budget (time or
/// memory) spent. Readers ask `passed()` in their loops and stop with what they have; a reader that
/// stopped says so with `IsolatedParse.cutPrefix`, so its facts are never cached.
package struct ParseDeadline: Sendable {
    /// Uptime nanoseconds at which the file's time is up.
    private let uptime: UInt64
    private let budget: AuditBudget?
    private var checks = 0
    private var nodeChecks = 0
    private var stopped = false

    package init(milliseconds: Int, budget: AuditBudget? = nil) {
        // The milliseconds are range-checked (at most a day), so the product cannot overflow.
        uptime = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, milliseconds)) * 1_000_000
        self.budget = budget
    }

    /// A deadline that never passes (readers run outside a budget, such as tests of one reader).
    package static var never: ParseDeadline { ParseDeadline(milliseconds: 86_400_000) }

    /// Whether the reader must stop. The clock is read every time (a few nanoseconds); the audit's
    /// budget, which takes a lock and now and then a memory reading, every 1,024th time.
    package mutating func passed() -> Bool {
        if stopped { return true }
        checks &+= 1
        if DispatchTime.now().uptimeNanoseconds >= uptime
            || (checks & 1023 == 0 && budget?.spent() != nil)
        {
            stopped = true
        }
        return stopped
    }

    /// `passed()` for a walk that asks at every syntax node: the clock is read on the first call
    /// and then on every 16th (the work between two nodes is far below a microsecond, and reading
    /// the clock at every node was 2 % of a cold audit), so a walk stops at most 15 nodes later.
    package mutating func passedAtNode() -> Bool {
        if stopped { return true }
        if nodeChecks & 15 == 0, passed() { return true }
        nodeChecks &+= 1
        return false
    }

    /// Whether `passed()` ever answered yes.
    package var hasPassed: Bool { stopped }

    /// Nanoseconds left before the file's time is up (0 once it is).
    package var nanosecondsLeft: UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= uptime ? 0 : uptime - now
    }
}
