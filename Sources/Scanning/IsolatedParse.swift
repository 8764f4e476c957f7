import Foundation
import Model

/// Runs one file's parse on its own thread, with a large stack and a wall-clock budget.
///
/// SwiftSyntax recurses with the nesting of the code it reads; a thread pool's default stack
/// (512 KB on Linux) is not enough for deep but legitimate files, and a crash there would take the
/// whole audit with it. Past the budget the caller gets nil and reports "gave up after …"; the
/// thread is left to finish on its own (a parse cannot be interrupted) and its result is dropped.
package enum IsolatedParse {
    /// The stack of a parsing thread: address space only, pages are committed as they are touched.
    package static let stackBytes = 1 << 30

    package static func run<T: Sendable>(milliseconds: Int, _ body: @escaping @Sendable () -> T) -> T? {
        let slot = Slot<T>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.set(body())
            finished.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        guard finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        return slot.get()
    }

    /// The diagnostic for a file whose parse ran past the budget.
    package static func gaveUp(_ path: String, what: String, limits: Limits) -> Diagnostic {
        Diagnostic(
            SourceLocation(path: path),
            "gave up after \(limits.fileMilliseconds) ms reading this \(what) (--limit file-milliseconds); its facts are missing"
        )
    }
}

/// One value handed from the parsing thread to the waiting one.
private final class Slot<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    func set(_ v: T) { lock.lock(); value = v; lock.unlock() }
    func get() -> T? { lock.lock(); defer { lock.unlock() }; return value }
}
