import Dispatch
import Foundation

/// Undoes what `trend --git` set up (registered worktrees, temporary folders) when the process is
/// stopped by Ctrl-C, SIGTERM or SIGHUP, then lets the signal end the process as it would have.
///
/// The cleanup runs on a dispatch queue (a signal source), not inside a signal handler, so it may
/// run git and remove folders. Nothing is installed until the first `register`.
package final class InterruptCleanup: @unchecked Sendable {
    package static let shared = InterruptCleanup()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let lock = NSLock()
    private var actions: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0
    private var sources: [DispatchSourceSignal] = []

    /// Runs `action` if a signal arrives before `unregister(id)`.
    package func register(_ action: @escaping @Sendable () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if sources.isEmpty { install() }
        nextID += 1
        actions[nextID] = action
        return nextID
    }

    package func unregister(_ id: Int) {
        lock.lock()
        actions[id] = nil
        lock.unlock()
    }

    private func install() {
        for number in Self.signals {
            signal(number, SIG_IGN)  // delivered to the source instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                let pending = actions.values
                actions = [:]
                lock.unlock()
                for action in pending { action() }
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
