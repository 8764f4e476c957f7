import Foundation
import Model

/// Runs one file's parse on its own thread, with a large stack and a wall-clock budget.
///
/// SwiftSyntax recurses with the nesting of the code it reads; a thread pool's default stack
/// (512 KB on Linux) is not enough for deep but legitimate files, and a crash there would take the
/// whole audit with it. Past the budget (the file's, or what is left of the audit's) the caller
/// gets nil and reports "gave up reading …".
///
/// SwiftSyntax's parser has no way to be stopped once it started, so a parse past its budget
/// cannot be cancelled in-process; it is bounded instead: (1) it never starts when the audit's
/// time or memory budget is spent; (2) at most `maximumAbandoned` parses past their budget may
/// still be running at once — while that many are, further parses are refused with a diagnostic
/// rather than piled up (each one held its bytes and the tree it was building); (3) the process
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
        guard limits.budgetSpent() == nil, abandoned.count < maximumAbandoned else { return nil }
        return run(milliseconds: limits.fileMillisecondsLeft, abandoned: abandoned, body)
    }

    package static func run<T: Sendable>(
        milliseconds: Int, abandoned: AbandonedParses = .shared, _ body: @escaping @Sendable () -> T
    ) -> T? {
        let slot = Slot<T>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            // Set and checked under the slot's lock: a parse the caller gave up on tells the
            // abandoned count it ended.
            if slot.set(value) { abandoned.ended() }
            finished.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
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
