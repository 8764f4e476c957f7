import Dispatch
import Foundation

/// Undoes what a command set up (a report's files being written, the embedded templates' folder) when the process is
/// stopped by Ctrl-C, SIGTERM or SIGHUP, then ends it with status 128 + the signal's number.
///
/// The cleanup runs on a dispatch queue (a signal source), not inside a signal handler, so it may
/// run git and remove folders. Nothing is installed until the first `register`.
package final class InterruptCleanup: @unchecked Sendable {
    package static let shared = InterruptCleanup()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let lock = NSLock()
    private let section = NSLock()
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

    /// Runs `body` so that a signal's cleanup happens before or after it, never during it.
    package func uninterrupted<T>(_ body: () throws -> T) rethrows -> T {
        section.lock()
        defer { section.unlock() }
        return try body()
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
                // Wait for a step that must not be cut in half (writing a report's files), and never let
                // another start: the process ends here, with the status a shell gives a signal.
                section.lock()
                lock.lock()
                let pending = actions.values
                actions = [:]
                lock.unlock()
                for action in pending { action() }
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
