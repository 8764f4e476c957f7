import Dispatch
import Foundation

/// Encodes and writes a cache's entries on a thread of its own, so filling an empty cache does not
/// lengthen the scan: encoding the facts (Codable) and sealing and writing each entry cost a
/// quarter of a cold audit's instructions on a real app, and here they overlap the rest of the
/// audit (linking, rules, plan, reports), which runs on one core.
///
/// Each entry still goes through `AtomicFile` (a temporary renamed into place), so a process that
/// is killed before the writes finish leaves whole entries or none; the facts index may then vouch
/// for a key whose entry is missing, which is a miss (the file is read and parsed again). Facts
/// handed over but not yet on disk are answered from memory, so this process sees them at once.
final class EntryWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "intent-audit.facts-cache.writer", qos: .utility)
    private let lock = NSLock()
    private var pending: [String: any Sendable] = [:]
    private var wroteAny = false

    /// Hands `facts` to the writer thread, which runs `write` and then forgets them.
    func enqueue(key: String, facts: any Sendable, write: @escaping @Sendable () -> Bool) {
        lock.withLock { pending[key] = facts }
        queue.async { [self] in
            let wrote = write()
            lock.withLock {
                pending[key] = nil
                wroteAny = wroteAny || wrote
            }
        }
    }

    /// The facts stored under `key` that are not on disk yet.
    func pendingFacts(_ key: String) -> (any Sendable)? {
        lock.withLock { pending[key] }
    }

    /// Waits until every entry handed over so far is written; whether any was since the last call.
    func finish() -> Bool {
        queue.sync {}
        return lock.withLock {
            defer { wroteAny = false }
            return wroteAny
        }
    }
}
