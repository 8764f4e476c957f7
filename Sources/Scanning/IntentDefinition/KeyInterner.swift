import Foundation

/// One copy of each string-table key across the tables of one scan: a localized app's tables hold
/// the same keys in every language (home-assistant: 34 languages), and each table's parse made
/// its own copy of every key, about 6 MB at the audit's peak. Tables are parsed on several threads,
/// so the table is behind a lock.
package final class KeyInterner: @unchecked Sendable {
    private let lock = NSLock()
    private var known: Set<String> = []

    package init() {}

    /// The copy of each key seen first (the keys themselves when new), as a set.
    package func intern<Keys: Collection<String>>(_ keys: Keys) -> Set<String> {
        lock.withLock {
            var shared = Set<String>(minimumCapacity: keys.count)
            for key in keys {
                let (inserted, member) = known.insert(key)
                shared.insert(inserted ? key : member)
            }
            return shared
        }
    }
}
