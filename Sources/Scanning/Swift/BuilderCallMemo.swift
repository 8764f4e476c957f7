import Discovery
import ScanCache
import SystemSupport

/// The calls of activity builders found the last time every Swift file of the tree was as it is
/// now, kept in the facts cache: the second look (`SwiftScanner.resolve`) reads every Swift file
/// again to find them — on a warm audit of a real app that nothing changed, a fifth of its time.
///
/// Keyed by every Swift file's path and status (device, inode, size, modification and change
/// times, as the facts index vouches for a file) and by the builders looked for, so any change
/// of a file, a file added or removed, or another set of builders is a miss and the files are
/// read. Only for a tree on disk whose files have all settled (written more than two seconds
/// ago: a file written within the clock's tick may change without its status changing); a look
/// that gave up on a file is not kept. Its loads are not counted in the cache's hits and misses,
/// which count files.
package struct BuilderCallMemo: Sendable {
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
    package func load(_ builders: [ActivityBuilderFact]) -> [BuilderCallSite]? {
        key(builders).flatMap { cache.load([BuilderCallSite].self, key: $0, counted: false) }
    }

    package func store(_ builders: [ActivityBuilderFact], _ sites: [BuilderCallSite]) {
        guard let key = key(builders) else { return }
        cache.store(sites, key: key)
    }

    private func key(_ builders: [ActivityBuilderFact]) -> String? {
        guard let described = try? CompactEncoder.encode(builders) else { return nil }
        return cache.key(records: [Array("builder calls".utf8), tree, described])
    }
}
