import Discovery
import ScanCache
import SystemSupport

/// What the second look (`SwiftScanner.resolve`) found the last time every Swift file of the tree
/// was as it is now, kept in the facts cache: which skipped files may declare the names the facts
/// leave unresolved, and the calls of activity builders. Both looks read every Swift file again —
/// on a warm audit that nothing changed, a fifth to a third of its time.
///
/// Keyed by every Swift file's path and status (device, inode, size, modification and change
/// times, as the facts index vouches for a file) and by the question (the names, the builders),
/// so any change of a file, a file added or removed, or another question is a miss and the files
/// are read. Only for a tree on disk whose files have all settled (written more than two seconds
/// ago: a file written within the clock's tick may change without its status changing); a look
/// that gave up on a file is not kept. Its loads are not counted in the cache's hits and misses,
/// which count files.
package struct TreeMemo: Sendable {
    private let cache: FactsCache
    private let tree: [UInt8]

    /// The memo of `files` (the tree's Swift files); nil when one has no status or has not settled.
    package init?(_ files: [DiscoveredFile], cache: FactsCache, now: Int64) {
        var tree: [UInt8] = []
        for file in files {
            guard let status = file.status, status.isSettled(now: now) else { return nil }
            tree += Array(file.path.utf8) + [0]
            for number in [
                Int64(bitPattern: status.device), Int64(bitPattern: status.inode), status.size, status.modified,
                status.modifiedNanoseconds, status.changed, status.changedNanoseconds,
            ] {
                withUnsafeBytes(of: number.littleEndian) { tree += $0 }
            }
        }
        self.cache = cache
        self.tree = tree
    }

    /// The calls found last time with these builders, when the tree has not changed since.
    package func calls(of builders: [ActivityBuilderFact]) -> [BuilderCallSite]? {
        key("builder calls", builders).flatMap { cache.load([BuilderCallSite].self, key: $0, counted: false) }
    }

    package func store(calls: [BuilderCallSite], of builders: [ActivityBuilderFact]) {
        guard let key = key("builder calls", builders) else { return }
        cache.store(calls, key: key)
    }

    /// Which of the skipped files (by their place in the round's list) may declare `names`, as
    /// found last time in this round of the look.
    package func declaring(_ names: [String], round: Int) -> [Int]? {
        key("declaring \(round)", names.sorted()).flatMap { cache.load([Int].self, key: $0, counted: false) }
    }

    package func store(declaring places: [Int], _ names: [String], round: Int) {
        guard let key = key("declaring \(round)", names.sorted()) else { return }
        cache.store(places, key: key)
    }

    private func key<Question: Encodable>(_ what: String, _ question: Question) -> String? {
        guard let described = try? CompactEncoder.encode(question) else { return nil }
        return cache.key(records: [Array(what.utf8), tree, described])
    }
}
