import Discovery
import Foundation
import Model
import SystemSupport

/// Per-file scan facts kept on disk between audits, so files that did not change are not parsed again.
///
/// An entry's key is the SHA-256 of the scanner's identity (tool version, facts format, the
/// executable's size and date, the scanner options), the file's kind and path, and its bytes: a
/// changed byte, a moved file or a rebuilt tool is a miss. SHA-256 rather than a fast hash because
/// the audited tree may be hostile: a file crafted to collide with a cached one must not borrow its
/// facts. Entries go into one pack file per audit (`FactsPacks`), renamed into place whole and
/// indexed under a lock, so an audit sharing the cache never reads half an entry; an entry that
/// does not decode, or holds another key, is a miss and is written again. The folder is kept under
/// `maximumBytes` (oldest packs go first).
/// Entries are in `CompactEncoder`'s binary form (decoding JSON was most of a warm audit), and a
/// per-root `FactsIndex` lets files whose status did not change skip reading and hashing.
///
/// Trusted only when it should be: a folder that another user owns or can write (its group or
/// others) is refused — they could swap an entry and change the report — and the audit runs
/// without a cache; every file (entry, index, listings) ends with the SHA-256 of its bytes
/// (`sealed`), so a flipped bit is a miss, never different facts.
package final class FactsCache: Sendable {
    /// Bumped when a facts type changes shape, so old entries are never decoded as new ones.
    /// 6: every file ends with the SHA-256 of its bytes. 7: the facts of continuity (issue 24),
    /// App Shortcuts and visibility (issue 29), kind recipes and string transforms. 8: controls' action
    /// intents, ClockKit complications and availability gates (issue 29). 9: Info.plists' ClockKit keys
    /// (`Inventory.complicationPlists`, issue 29). 10: the `#if`s around a widget bundle's entries, targets'
    /// Info.plists, Mac Catalyst builds and bundle identifiers. 11: a bundle body's listings in one walk, with
    /// the `else` of an `if #available` (fallbacks). 12: `CompactEncoder` version 4 (containers' counts in
    /// four bytes, written front to back); entries in packs (`FactsPacks`). 13: targets' products and what
    /// they link and embed, an Info.plist's two extension points, `AppIntentsExtension` types.
    /// 15: user-activity continuations (`application(_:continue:restorationHandler:)`) as dispatches.
    /// 16: initializers that configuration types gain in extensions to take the kind as another type.
    /// 17: a property's rarer fields in one shared box (`PropertyDetails`), for memory.
    package static let formatVersion = 17
    package static let defaultMaximumBytes = 256 * 1024 * 1024

    package let directory: String
    package let maximumBytes: Int
    /// The largest entry read or written: the configured file-bytes limit (`--limit file-bytes`).
    package let maximumEntryBytes: Int
    private let identity: [UInt8]
    private let counters = Counters()
    private let packs: FactsPacks
    /// With `writesInBackground`: the thread that encodes and writes entries (see `EntryWriter`).
    private let writer: EntryWriter?

    /// Uses (and creates) `directory`; nil when it cannot be created. `writesInBackground`: `store`
    /// hands entries to a thread of their own, and `finishWrites()` must be called before the
    /// process ends (an entry not yet written is only missing, never half-written).
    package init?(
        directory: String, toolVersion: String, options: String = "",
        maximumBytes: Int = FactsCache.defaultMaximumBytes,
        maximumEntryBytes: Int = Limits().fileBytes, writesInBackground: Bool = false
    ) {
        let root = directory + "/facts-v\(Self.formatVersion)"
        do {
            // Created for this user alone (an existing folder keeps its mode, and is checked).
            try FileManager.default.createDirectory(
                atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        guard Self.distrust(directory) == nil else { return nil }
        self.directory = root
        self.maximumBytes = maximumBytes
        self.maximumEntryBytes = maximumEntryBytes
        writer = writesInBackground ? EntryWriter() : nil
        packs = FactsPacks(folder: root + "/" + FactsPacks.folderName)
        identity = Array(
            "\(toolVersion)\u{0}\(Self.formatVersion)\u{0}\(Self.executableIdentity())\u{0}\(options)\u{0}".utf8)
    }

    /// Why the cache in `directory` must not be used (the folder or its `facts-v…` folder belongs
    /// to another user or can be written by others); nil when it can.
    package static func distrust(_ directory: String) -> String? {
        let root = directory + "/facts-v\(formatVersion)"
        for folder in [directory, root, root + "/" + FactsPacks.folderName]
        where FileManager.default.fileExists(atPath: folder) {
            if let reason = SystemFiles.distrust(folder: folder) { return "\(folder): \(reason)" }
        }
        return nil
    }

    /// The bytes followed by their SHA-256: what every cache file holds.
    package static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(bytes)
        return bytes + hash.finish()
    }

    /// The bytes of a sealed file when its SHA-256 matches; nil when any bit changed.
    package static func unsealed(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 32 else { return nil }
        let payload = Array(bytes.dropLast(32))
        var hash = SHA256()
        hash.update(payload)
        return hash.finish().elementsEqual(bytes.suffix(32)) ? payload : nil
    }

    /// `$XDG_CACHE_HOME/intent-audit`, else `~/.cache/intent-audit`; nil without either variable.
    package static func defaultDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/intent-audit" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/intent-audit" }
        return nil
    }

    /// The entry's key for one file.
    package func key(kind: FileKind, path: String, bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(identity)
        hash.update(Array("\(kind.rawValue)\u{0}\(path)\u{0}".utf8))
        hash.update(bytes)
        return Self.hex(hash.finish())
    }

    /// The key of anything else the cache keeps: each record's length and bytes, in order.
    package func key(records: [[UInt8]]) -> String {
        var hash = SHA256()
        hash.update(identity)
        hash.update(Array("records\u{0}".utf8))
        for record in records {
            hash.update(Array("\(record.count)\u{0}".utf8))
            hash.update(record)
        }
        return Self.hex(hash.finish())
    }

    /// The key of what a set of files gives together (the project files, definitions and string
    /// tables are read across files): every file's kind, path, length and bytes, in path order.
    package func key(group files: [SourceFile]) -> String {
        var hash = SHA256()
        hash.update(identity)
        hash.update(Array("group\u{0}".utf8))
        for file in files.sorted(by: { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }) {
            hash.update(Array("\(file.kind.rawValue)\u{0}\(file.path)\u{0}\(file.bytes.count)\u{0}".utf8))
            hash.update(file.bytes)
        }
        return Self.hex(hash.finish())
    }

    /// The index of the files under `root` as this tool (same identity) last saw them: one per
    /// root and identity, beside the entries (so `trim` and `cache clear` cover it).
    package func index(root: String) -> FactsIndex {
        FactsIndex(file: indexFile(root: root))
    }

    /// The folder listings the last walk of `root` recorded (beside its index).
    package func folderListings(root: String) -> FolderListingStore {
        FolderListingStore(file: indexFile(root: root) + ".folders")
    }

    private func indexFile(root: String) -> String {
        var hash = SHA256()
        hash.update(identity)
        hash.update(Array("index\u{0}\(URL(fileURLWithPath: root).resolvingSymlinksInPath().path)".utf8))
        return directory + "/index/" + Self.hex(hash.finish())
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        var digest = ""
        for byte in bytes { digest += (byte < 16 ? "0" : "") + String(byte, radix: 16) }
        return digest
    }

    /// The cached facts, or nil (absent, unreadable, corrupt or another key's).
    /// `counted`: whether the load counts as a hit or a miss (what is not a file's facts is not).
    package func load<Facts: Decodable>(_ type: Facts.Type, key: String, counted: Bool = true) -> Facts? {
        let one = counted ? 1 : 0
        if let facts = writer?.pendingFacts(key) as? Facts {
            counters.add(hit: one)
            return facts
        }
        guard let data = packs.bytes(key: key, maximumBytes: maximumEntryBytes).flatMap(Self.unsealed),
            let entry = Self.decodeEntry(Facts.self, from: data), entry.key == key
        else {
            counters.add(miss: one)
            return nil
        }
        counters.add(hit: one)
        return entry.facts
    }

    /// One entry's bytes before they are sealed: what `decodeEntry` reads (and the fuzz target's seeds).
    package static func encodeEntry<Facts: Encodable>(_ facts: Facts, key: String) -> [UInt8]? {
        try? CompactEncoder.encode(Entry(key: key, facts: facts))
    }

    /// One entry's key and facts; nil when the bytes are not an entry of that type.
    package static func decodeEntry<Facts: Decodable>(
        _ type: Facts.Type, from bytes: [UInt8]
    ) -> (
        key: String, facts: Facts
    )? {
        guard let entry = try? CompactDecoder.decode(Entry<Facts>.self, from: bytes) else { return nil }
        return (entry.key, entry.facts)
    }

    /// Adds the facts under `key` to this audit's pack (on the background writer's thread when
    /// there is one); other audits see them once `finishWrites()` has put the pack in place.
    package func store<Facts: Encodable & Sendable>(_ facts: Facts, key: String) {
        guard let writer else {
            write(facts, key: key)
            return
        }
        writer.enqueue(key: key, facts: facts) { [self] in write(facts, key: key) }
    }

    /// Whether `store` hands entries to a background writer.
    package var writesInBackground: Bool { writer != nil }

    /// Waits for the background writer (if any), puts this audit's pack in place and indexes it,
    /// then keeps the folder under its bound when anything was written. Entries stored after it go
    /// to a new pack; a cache released without it finishes then.
    package func finishWrites() {
        _ = writer?.finish()
        guard packs.finish() else { return }
        trim()
    }

    deinit { finishWrites() }

    /// Encodes, seals and writes one entry; whether it was written.
    @discardableResult
    private func write<Facts: Encodable>(_ facts: Facts, key: String) -> Bool {
        guard let encoded = Self.encodeEntry(facts, key: key) else { return false }
        let data = Self.sealed(encoded)
        guard data.count <= maximumEntryBytes, packs.append(data, key: key) else { return false }
        counters.add(written: data.count)
        return true
    }

    /// Hits, misses, bytes written so far, and files the index vouched for (not read again).
    package var statistics: (hits: Int, misses: Int, writtenBytes: Int, unchanged: Int) { counters.values }

    /// Counts a file taken as unchanged from the index (its facts, if any, are a hit besides).
    package func countUnchanged() { counters.add(unchanged: 1) }

    /// Drops the oldest entries until the cache is under 80 % of its bound; only when it is over.
    /// The folder is read with `readdir` and `fstatat` (FileManager's attributes look each
    /// owner's name up: a fifth of the cost of filling an empty cache went to this walk).
    package func trim() {
        var entries: [CachedFile] = []
        Self.collect(directory, depth: 0, into: &entries)
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maximumBytes else { return }
        for entry in entries.sorted(by: {
            ($0.seconds, $0.nanoseconds, $0.path) < ($1.seconds, $1.nanoseconds, $1.path)
        }) where total > maximumBytes * 8 / 10 {
            if SystemFiles.remove(entry.path) { total -= entry.size }
        }
    }

    /// A file in the cache folder: its size and modification time (seconds, nanoseconds).
    private struct CachedFile {
        var path: String
        var size: Int
        var seconds: Int64
        var nanoseconds: Int64
    }

    /// The regular files under `folder`; the cache's own folders are two levels deep, and no
    /// more than four are read.
    private static func collect(_ folder: String, depth: Int, into entries: inout [CachedFile]) {
        guard depth < 4, let reader = try? FolderReader(folder) else { return }
        // A name that is not UTF-8 reads as another's (`FolderReader`): never one of the cache's.
        // The packs' index and lock stay, and temporaries are `FactsPacks`' to remove.
        for (name, _, isUTF8) in reader.entries()
        where isUTF8 && !name.hasPrefix(".") && !(depth == 1 && name == FactsPacks.indexName) {
            guard let info = try? SystemFiles.info(of: name, in: reader.descriptor) else { continue }
            let path = folder + "/" + name
            switch info.type {
            case .regular:
                entries.append(
                    CachedFile(
                        path: path, size: Int(info.status.size),
                        seconds: info.status.modified, nanoseconds: info.status.modifiedNanoseconds))
            case .directory: collect(path, depth: depth + 1, into: &entries)
            default: continue
            }
        }
    }

    /// `facts-v` followed by digits only: the name of a folder `init` creates.
    package static func isCacheFolderName(_ name: String) -> Bool {
        let digits = name.dropFirst("facts-v".count)
        return name.hasPrefix("facts-v") && !digits.isEmpty && digits.count <= 6
            && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Removes every entry (`intent-audit cache clear`).
    package static func clear(directory: String) throws {
        guard FileManager.default.fileExists(atPath: directory) else { return }
        // Only the folders this tool creates, by their exact name (`facts-v` and a number): a folder
        // of the user's named `facts-vault` is not the cache's to delete.
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where isCacheFolderName(name) {
            try FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    /// The file's bytes when it is a regular file of at most `maximumBytes`; nil otherwise.
    static func contents(_ path: String, maximumBytes: Int) -> [UInt8]? {
        guard let fd = try? SystemFiles.openForReading(path) else { return nil }
        defer { SystemFiles.close(fd) }
        guard let info = try? SystemFiles.info(of: fd), info.type == .regular, info.status.size <= maximumBytes else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.status.size))
        var filled = 0
        while filled < bytes.count {
            guard let count = try? SystemFiles.read(fd, into: &bytes, from: filled), count > 0 else { return nil }
            filled += count
        }
        return bytes
    }

    /// The running executable's size and modification time: a rebuilt tool never trusts facts an
    /// older build wrote, even under the same version number.
    private static func executableIdentity() -> String {
        guard let status = SystemFiles.executableStatus() else { return CommandLine.arguments.first ?? "" }
        return "\(status.size)-\(status.modified)-\(status.modifiedNanoseconds)"
    }

    /// Counts kept across the worker threads.
    private final class Counters: @unchecked Sendable {
        private let lock = NSLock()
        private var hits = 0, misses = 0, written = 0, unchanged = 0
        func add(hit: Int = 0, miss: Int = 0, written bytes: Int = 0, unchanged same: Int = 0) {
            lock.lock()
            hits += hit
            misses += miss
            written += bytes
            unchanged += same
            lock.unlock()
        }
        var values: (hits: Int, misses: Int, writtenBytes: Int, unchanged: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (hits, misses, written, unchanged)
        }
    }
}

/// One cache file: the key it was written under (checked on reading) and the facts.
private struct Entry<Facts> {
    var key: String
    var facts: Facts
}

extension Entry: Encodable where Facts: Encodable {}
extension Entry: Decodable where Facts: Decodable {}
