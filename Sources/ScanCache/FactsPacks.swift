import Foundation
import SystemSupport

/// Where the facts cache keeps its entries: one pack file per audit that wrote any, and one index
/// of every entry's pack, offset and length. A file per entry cost a file creation, a rename and
/// (once per folder) a `mkdir` each: on a real app's first audit (about 360 entries) that was
/// more system time than writing the facts.
///
/// A pack is written under a temporary name and renamed into place when the audit is done, so a
/// pack is whole or absent (a `kill -9` leaves a temporary that `AtomicFile.removeStale` deletes
/// later). The index is then read again, merged and replaced (atomically) under an exclusive lock,
/// so audits writing at the same time keep each other's entries. Every entry is sealed
/// (`FactsCache.sealed`) and holds its key, so a truncated pack, a flipped bit or an index that
/// points elsewhere is a miss, never other facts; an index that does not read is empty.
///
/// Pack format: `IAFP`, version byte, then the sealed entries back to back. Index format (ours,
/// versioned, little-endian, sealed): `IAPI`, version byte, pack count (UInt32), each pack's name
/// (UInt16 length, UTF-8), entry count (UInt32), then per entry: key (32 bytes), pack number
/// (UInt32), offset (UInt64), length (UInt32).
final class FactsPacks: @unchecked Sendable {
    /// One entry's place.
    struct Location: Equatable {
        var pack: String
        var offset: Int
        var length: Int
    }

    static let folderName = "packs"
    static let indexName = "index"
    static let maximumIndexBytes = 64 << 20
    private static let packMagic: [UInt8] = Array("IAFP".utf8) + [1]
    private static let indexMagic: [UInt8] = Array("IAPI".utf8) + [1]
    /// A pack no index names (its audit was killed before it added it) is deleted after this long.
    static let orphanSeconds: Int64 = 3600

    let folder: String
    private let lock = NSLock()
    /// Read on first use.
    private var locations: [Key: Location]?
    /// Open packs, by name (an entry is one `pread`).
    private var open: [String: Int32] = [:]
    /// This audit's pack while it is written.
    private var writing: Writing?

    init(folder: String) { self.folder = folder }

    deinit {
        for fd in open.values { SystemFiles.close(fd) }
        if let writing {
            SystemFiles.close(writing.fd)
            if let reader = writing.reader { SystemFiles.close(reader) }
            SystemFiles.remove(writing.temporary)
        }
    }

    /// The sealed entry stored under `key`; nil when the index has no such key or its bytes
    /// cannot be read whole (longer than `maximumBytes`, past a pack's end, a pack gone).
    func bytes(key: String, maximumBytes: Int) -> [UInt8]? {
        guard let binary = Key(hex: key) else { return nil }
        return lock.withLock { () -> [UInt8]? in
            // Written by this audit, not in place yet.
            if let place = writing?.placed[binary] {
                return place.length <= maximumBytes ? writing?.read(place) : nil
            }
            if locations == nil { locations = Self.readIndex(folder + "/" + Self.indexName) }
            guard let place = locations?[binary], place.length <= maximumBytes else { return nil }
            let fd: Int32
            if let known = open[place.pack] {
                fd = known
            } else {
                guard let opened = try? SystemFiles.openForReading(folder + "/" + place.pack) else { return nil }
                open[place.pack] = opened
                fd = opened
            }
            var bytes = [UInt8](repeating: 0, count: place.length)
            guard (try? SystemFiles.read(fd, into: &bytes, at: place.offset)) == true else { return nil }
            return bytes
        }
    }

    /// Adds a sealed entry to this audit's pack (created on the first one); whether it was.
    func append(_ sealed: [UInt8], key: String) -> Bool {
        guard let binary = Key(hex: key) else { return false }
        return lock.withLock {
            if writing == nil { writing = Writing(folder: folder) }
            return writing?.append(sealed, key: binary) ?? false
        }
    }

    /// Puts this audit's pack in place and adds its entries to the index; whether anything was
    /// written. Later entries go to a new pack.
    func finish() -> Bool {
        let finished: (name: String, entries: [(Key, Location)])? = lock.withLock {
            defer { writing = nil }
            return writing?.close()
        }
        guard let finished else { return false }
        SystemFiles.withExclusiveLock(folder + "/.lock") {
            let index = folder + "/" + Self.indexName
            var merged = Self.readIndex(index)
            let packs = Self.packs(in: folder)
            // Entries of packs that were trimmed away are misses anyway: drop them.
            merged = merged.filter { packs[$0.value.pack] != nil }
            for (key, place) in finished.entries { merged[key] = place }
            let named = Set(merged.values.map(\.pack))
            let now = Int64(Date().timeIntervalSince1970)
            for (pack, modified) in packs where !named.contains(pack) && now - modified > Self.orphanSeconds {
                SystemFiles.remove(folder + "/" + pack)
            }
            let bytes = Self.encodeIndex(merged)
            if bytes.count <= Self.maximumIndexBytes {
                try? AtomicFile.write(FactsCache.sealed(bytes), to: index, mode: 0o600)
            }
        }
        AtomicFile.removeStale(in: folder)
        lock.withLock { locations = nil }
        return true
    }

    /// The `.pack` files in `folder` and their modification times (seconds).
    private static func packs(in folder: String) -> [String: Int64] {
        guard let reader = try? FolderReader(folder) else { return [:] }
        var packs: [String: Int64] = [:]
        for (name, _, isUTF8) in reader.entries() where isUTF8 && name.hasSuffix(".pack") && !name.hasPrefix(".") {
            guard let info = try? SystemFiles.info(of: name, in: reader.descriptor), info.type == .regular else {
                continue
            }
            packs[name] = info.status.modified
        }
        return packs
    }

    /// The pack being written: a temporary file, appended to in chunks.
    private struct Writing {
        let name: String
        let temporary: String
        let fd: Int32
        var buffer: [UInt8]
        var offset: Int
        /// Where the buffer starts in the file.
        var flushed = 0
        var entries: [(Key, Location)] = []
        var placed: [Key: Location] = [:]
        /// The temporary opened for reading entries already flushed.
        var reader: Int32?
        var failed = false

        init?(folder: String) {
            try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let pid = ProcessInfo.processInfo.processIdentifier
            name = "\(pid)-\(Int64(Date().timeIntervalSince1970 * 1000))-\(UInt32.random(in: 0...UInt32.max)).pack"
            temporary = "\(folder)/.\(name).intent-audit-\(pid).tmp"
            guard let fd = try? SystemFiles.create(temporary, permissions: 0o600) else { return nil }
            self.fd = fd
            buffer = FactsPacks.packMagic
            offset = FactsPacks.packMagic.count
        }

        mutating func append(_ sealed: [UInt8], key: Key) -> Bool {
            guard !failed else { return false }
            let place = Location(pack: name, offset: offset, length: sealed.count)
            entries.append((key, place))
            placed[key] = place
            buffer += sealed
            offset += sealed.count
            if buffer.count >= 256 * 1024 { flush() }
            return !failed
        }

        private mutating func flush() {
            let written = buffer.withUnsafeBytes { raw in
                Result { () throws(SystemError) in try SystemFiles.writeAll(fd, raw) }
            }
            if case .failure = written { failed = true }
            flushed += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }

        /// An entry of this pack: from the buffer, or read back from the temporary.
        mutating func read(_ place: Location) -> [UInt8]? {
            if place.offset >= flushed { return Array(buffer[(place.offset - flushed)...].prefix(place.length)) }
            if reader == nil { reader = try? SystemFiles.openForReading(temporary) }
            guard let reader else { return nil }
            var bytes = [UInt8](repeating: 0, count: place.length)
            guard (try? SystemFiles.read(reader, into: &bytes, at: place.offset)) == true else { return nil }
            return bytes
        }

        /// Writes what is left and renames the pack into place; its name and entries, nil when it failed.
        mutating func close() -> (name: String, entries: [(Key, Location)])? {
            flush()
            SystemFiles.close(fd)
            if let reader { SystemFiles.close(reader) }
            let target = String(temporary[..<temporary.lastIndex(of: "/")!]) + "/" + name
            guard !failed, !entries.isEmpty, (try? SystemFiles.rename(temporary, to: target)) != nil else {
                SystemFiles.remove(temporary)
                return nil
            }
            return (name, entries)
        }
    }

    /// A key as its 32 bytes.
    struct Key: Hashable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        init?(hex: String) {
            var words: [UInt64] = [0, 0, 0, 0]
            var count = 0
            for byte in hex.utf8 {
                guard count < 64, let digit = Self.digit(byte) else { return nil }
                words[count / 16] = words[count / 16] << 4 | UInt64(digit)
                count += 1
            }
            guard count == 64 else { return nil }
            self.words = (words[0], words[1], words[2], words[3])
        }

        init(words: (UInt64, UInt64, UInt64, UInt64)) { self.words = words }

        private static func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }

        static func == (a: Key, b: Key) -> Bool { a.words == b.words }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
        }
    }

    /// The index's entries; empty when it is absent, damaged or not this format.
    static func readIndex(_ file: String) -> [Key: Location] {
        guard let bytes = FactsCache.contents(file, maximumBytes: maximumIndexBytes).flatMap(FactsCache.unsealed)
        else { return [:] }
        return decodeIndex(bytes) ?? [:]
    }

    static func decodeIndex(_ bytes: [UInt8]) -> [Key: Location]? {
        var reader = ByteReader(bytes: bytes)
        guard reader.take(indexMagic.count).map(Array.init) == indexMagic, let packCount = reader.integer(UInt32.self),
            Int(packCount) <= bytes.count / 3
        else { return nil }
        var names: [String] = []
        for _ in 0..<packCount {
            guard let name = reader.string(), !name.contains("/"), name.hasSuffix(".pack") else { return nil }
            names.append(name)
        }
        guard let count = reader.integer(UInt32.self), Int(count) <= bytes.count / 48 else { return nil }
        var entries: [Key: Location] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let a = reader.integer(UInt64.self), let b = reader.integer(UInt64.self),
                let c = reader.integer(UInt64.self), let d = reader.integer(UInt64.self),
                let pack = reader.integer(UInt32.self), Int(pack) < names.count,
                let offset = reader.integer(UInt64.self), offset <= UInt64(Int.max),
                let length = reader.integer(UInt32.self)
            else { return nil }
            entries[Key(words: (a, b, c, d))] = Location(
                pack: names[Int(pack)], offset: Int(offset), length: Int(length))
        }
        return reader.atEnd ? entries : nil
    }

    static func encodeIndex(_ entries: [Key: Location]) -> [UInt8] {
        let names = Array(Set(entries.values.map(\.pack))).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var out = indexMagic
        ByteReader.append(UInt32(names.count), to: &out)
        for name in names {
            let bytes = Array(name.utf8)
            ByteReader.append(UInt16(bytes.count), to: &out)
            out += bytes
        }
        ByteReader.append(UInt32(entries.count), to: &out)
        for (key, place) in entries {
            for word in [key.words.0, key.words.1, key.words.2, key.words.3] { ByteReader.append(word, to: &out) }
            ByteReader.append(UInt32(numbers[place.pack]!), to: &out)
            ByteReader.append(UInt64(place.offset), to: &out)
            ByteReader.append(UInt32(place.length), to: &out)
        }
        return out
    }
}
