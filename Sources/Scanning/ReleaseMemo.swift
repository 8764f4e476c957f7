import Discovery
import Foundation
import Model

/// What `trend --git` learnt of each file's content in the releases audited so far, keyed by the
/// file's kind, path, git object id and size on disk: a file that did not change between two
/// releases is neither read nor pre-filtered nor parsed again, nor its facts decoded. The object
/// id says the content is the same; the size guards against a checkout that converts it (line
/// endings, a filter) differently in another release; the limits shape the facts, so they are
/// part of the key too. Kept in memory for one `trend` run only.
package final class ReleaseMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Key: SourcePass.Outcome] = [:]
    private var projects: [[Key]: Inventory] = [:]
    private var reused = 0

    package init() {}

    /// The memo's key for a file of this release, when git gave its object id and the walk its size.
    func key(_ file: DiscoveredFile, objectIDs: [String: String], limits: Limits) -> Key? {
        guard let id = objectIDs[file.path], let size = file.status?.size else { return nil }
        return Key(kind: file.kind, path: file.path, objectID: id, size: size, limits: limits)
    }

    package struct Key: Hashable {
        var kind: FileKind
        var path: String
        var objectID: String
        var size: Int64
        var limits: Limits
    }

    func outcome(_ key: Key) -> SourcePass.Outcome? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = outcomes[key] else { return nil }
        reused += 1
        return known
    }

    /// Remembers what a file gave; an unreadable file is not remembered (it may read next time).
    func store(_ outcome: SourcePass.Outcome, _ key: Key) {
        if case .unreadable = outcome { return }
        lock.lock()
        outcomes[key] = outcome
        lock.unlock()
    }

    /// The key of a release's project files, definitions and string tables together (read across
    /// files): nil unless git gave every one's object id.
    package func projectKey(_ files: [DiscoveredFile], objectIDs: [String: String], limits: Limits) -> [Key]? {
        var keys: [Key] = []
        for file in files {
            guard let key = key(file, objectIDs: objectIDs, limits: limits) else { return nil }
            keys.append(key)
        }
        return keys.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }

    /// What those files gave in an earlier release.
    package func projectFacts(_ key: [Key]) -> Inventory? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = projects[key] else { return nil }
        reused += key.count
        return known
    }

    package func store(_ inventory: Inventory, _ key: [Key]) {
        lock.lock()
        projects[key] = inventory
        lock.unlock()
    }

    /// How many files were taken from the memo so far.
    package var reusedFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return reused
    }
}
