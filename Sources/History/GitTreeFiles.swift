import Foundation
import SystemSupport

/// One commit's files under a prefix, listed from git (`git ls-tree`) and read from its objects
/// (one `git cat-file --batch` for the whole run), never written to disk: no checkout, no worktree
/// registered in the user's repository, no index, no temporary folder. Writing each commit's files
/// to a folder (1,100 to 1,800 files for a large app) was half of the history lookup's time on a
/// busy disk, where creating a file took milliseconds.
///
/// Only regular files that `wanted` accepts are listed (the audit reads a few kinds; images and
/// the like are never needed). Symbolic links and submodules are left out, and so is any path with
/// an empty, `.`, `..` or `.git` component (git refuses such trees). Blobs are read as stored: no
/// smudge filter or line-ending conversion runs. A blob larger than `maximumBytes` is never asked
/// of git: reading it throws `Unread.tooLarge` with its size, as a file over the limit on disk is
/// refused unread (a 1.8 MB `.git` once held 3 GB of blobs).
///
/// Reading is safe from many threads (one lock; git answers one request at a time). A file asked
/// for that changed since the last commit brings the changed files after it in path order along
/// (up to `window` files or 2 MB): one round trip for each was most of the time on a loaded machine.
/// A file whose bytes `keep` accepts is kept in memory (up to `keptBytes` in all) for the next read:
/// the audit reads the files that fail its pre-filter again when it looks for a name they declare.
package final class GitTreeFiles: @unchecked Sendable {
    private let repository: String
    private let wanted: @Sendable (String) -> Bool
    private let blobs: GitBlobReader
    package let maximumBytes: Int
    private let lock = NSLock()
    /// The current commit's wanted files: path → object id and size, and the paths in order.
    private var entries: [String: (id: String, size: Int)] = [:]
    private var order: [String] = []
    private var position: [String: Int] = [:]
    /// Paths whose object id is not the one they had in the commit before (all of them at first).
    private var changed: Set<String> = []
    /// Read ahead and not yet asked for, by object id.
    private var ahead: [String: [UInt8]] = [:]
    private var aheadBytes = 0
    /// Kept after a read, by object id.
    private var kept: [String: [UInt8]] = [:]
    private var keptTotal = 0
    /// The names git gave that are not UTF-8 (left out of `entries`).
    package private(set) var unreadableNames: [String] = []

    package static let window = 128
    package static let windowBytes = 2 << 20
    package static let keptBytes = 16 << 20

    package enum Unread: Error, Equatable {
        /// Not a wanted regular file of the commit.
        case missing
        /// Over `maximumBytes`: its size.
        case tooLarge(Int)
        /// git failed or stopped answering.
        case failed(String)
    }

    package init(repository: String, maximumBytes: Int = 8 << 20, wanted: @escaping @Sendable (String) -> Bool) throws {
        self.repository = repository
        self.maximumBytes = maximumBytes
        self.wanted = wanted
        blobs = try GitBlobReader(repository: repository)
    }

    /// Ends the `cat-file` process.
    package func finish() { lock.withLock { blobs.finish() } }

    /// Moves to `commit`'s files under `prefix`; returns every regular file's object id by its path
    /// relative to `prefix` (wanted or not), for the audit's memo.
    package func update(to commit: String, under prefix: String) throws -> [String: String] {
        let listed = try Self.listing(of: commit, under: prefix, in: repository)
        let all = listed.entries.mapValues(\.id)
        lock.lock()
        defer { lock.unlock() }
        var next: [String: (id: String, size: Int)] = [:]
        for (path, entry) in listed.entries where Self.isSafe(path) && wanted(path) { next[path] = entry }
        changed = Set(next.filter { entries[$0.key]?.id != $0.value.id }.keys)
        entries = next
        order = next.keys.sorted()
        position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        unreadableNames = listed.unreadable.filter { wanted($0) }
        let ids = Set(next.values.map(\.id))
        ahead = ahead.filter { ids.contains($0.key) }
        aheadBytes = ahead.values.reduce(0) { $0 + $1.count }
        kept = kept.filter { ids.contains($0.key) }
        keptTotal = kept.values.reduce(0) { $0 + $1.count }
        return all
    }

    /// The current commit's wanted files with their sizes, in path order.
    package var files: [(path: String, size: Int64)] {
        lock.withLock { order.map { ($0, Int64(entries[$0]!.size)) } }
    }

    /// The size of `path` (relative to the prefix), nil when it is not a wanted file of the commit.
    package func size(of path: String) -> Int? { lock.withLock { entries[path]?.size } }

    /// The bytes of `path` (relative to the prefix); those `keep` accepts stay in memory for the next read.
    package func contents(of path: String, keep: ([UInt8]) -> Bool = { _ in false }) throws(Unread) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path] else { throw .missing }
        guard entry.size <= maximumBytes else { throw .tooLarge(entry.size) }
        if let bytes = kept[entry.id] { return bytes }
        let bytes: [UInt8]
        if let early = ahead.removeValue(forKey: entry.id) {
            aheadBytes -= early.count
            bytes = early
        } else {
            bytes = try fetch(from: path)
        }
        if keptTotal + bytes.count <= Self.keptBytes, keep(bytes) {
            kept[entry.id] = bytes
            keptTotal += bytes.count
        }
        return bytes
    }

    /// Reads `path` and, when it changed, the changed files after it that are not in memory yet.
    private func fetch(from path: String) throws(Unread) -> [UInt8] {
        var batch = [path]
        if changed.contains(path), let start = position[path] {
            var bytes = entries[path]!.size
            var index = start + 1
            while index < order.count, batch.count < Self.window, bytes < Self.windowBytes {
                let next = order[index]
                index += 1
                guard changed.contains(next), let entry = entries[next], entry.size <= maximumBytes,
                    ahead[entry.id] == nil, kept[entry.id] == nil,
                    !batch.contains(where: { entries[$0]!.id == entry.id })
                else { continue }
                batch.append(next)
                bytes += entry.size
            }
        }
        // What was read ahead and never asked for is dropped before more is read.
        if aheadBytes + Self.windowBytes > Self.keptBytes {
            ahead = [:]
            aheadBytes = 0
        }
        var read = [[UInt8]](repeating: [], count: batch.count)
        do {
            try blobs.read(batch.map { entries[$0]!.id }) { index, chunk in read[index] += chunk }
        } catch {
            throw .failed("\(error)")
        }
        for (other, bytes) in zip(batch, read).dropFirst() {
            ahead[entries[other]!.id] = bytes
            aheadBytes += bytes.count
        }
        return read[0]
    }

    /// The object id of each regular file of `commit` under `prefix`, by its path relative to
    /// `prefix` (`git ls-tree`; links and submodules left out).
    package static func objectIDs(
        of commit: String, under prefix: String, in repository: String
    ) throws -> [String: String] {
        try listing(of: commit, under: prefix, in: repository).entries.mapValues(\.id)
    }

    /// The object id and size of each regular file of `commit` under `prefix` (`git ls-tree -r -l
    /// -z`), and the paths that are not UTF-8 (left out).
    static func listing(
        of commit: String, under prefix: String, in repository: String
    ) throws -> (entries: [String: (id: String, size: Int)], unreadable: [String]) {
        var arguments = ["ls-tree", "-r", "-l", "-z", "--full-tree", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let outcome = try GitProcess.runRaw(arguments, in: repository)
        guard outcome.status == 0 else { return ([:], []) }
        return records(outcome.output, strip: prefix.isEmpty ? 0 : prefix.utf8.count + 1)
    }

    /// The regular files of `git ls-tree -l -z` output, by path with `strip` leading bytes dropped: object
    /// id and size; and the paths that are not UTF-8 (left out). Links and submodules are left out.
    static func records(
        _ output: [UInt8], strip: Int
    ) -> (entries: [String: (id: String, size: Int)], unreadable: [String]) {
        var ids: [String: (id: String, size: Int)] = [:]
        var unreadable: [String] = []
        for record in output.split(separator: 0) {
            // "<mode> blob <id> <padded size>\t<path>"
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = record[..<tab].split(separator: 32)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8),
                let size = Int(String(decoding: fields[3], as: UTF8.self)), size >= 0,
                fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8)
            else { continue }
            let path = record[record.index(after: tab)...]
            guard path.count > strip else { continue }
            guard let name = String(validating: path.dropFirst(strip), as: UTF8.self) else {
                unreadable.append(String(decoding: path.dropFirst(strip), as: UTF8.self))
                continue
            }
            ids[name] = (String(decoding: fields[2], as: UTF8.self), size)
        }
        return (ids, unreadable.sorted())
    }

    /// No empty, `.`, `..` or `.git` component, no backslash or NUL.
    static func isSafe(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.contains("\\") && !path.contains("\u{0}")
            && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.lowercased() == ".git" }
    }
}
