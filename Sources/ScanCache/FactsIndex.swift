import Discovery
import Foundation
import Model
import SystemSupport

/// What the last audit of one root learnt of each Swift and Objective-C file, keyed by kind and
/// path: the file's status when read, and either "failed the pre-filter" or the key of its facts
/// in the `FactsCache`; and of each project, definition and string-table file, the key of the
/// facts they gave together (`sharedKey`). A file whose status is unchanged (device, inode, size,
/// modification and
/// change times to the nanosecond; see `FileStatus.isSettled` for files written within the last
/// two seconds) is neither read nor hashed again. One file per root, read once per audit and
/// written (atomically, only when something changed) once at the end; a concurrent audit of the
/// same root may replace it, and either version is a valid index.
///
/// Format (ours, versioned, little-endian): `IAFI`, version byte, record count (UInt32), then per
/// record: kind (UInt8), path length (UInt16) and bytes, seven Int64 (device, inode, size,
/// modified s/ns, changed s/ns), outcome (0 skipped, 1 facts followed by the 64-byte hex key).
/// Anything that does not parse to the end, or past `maximumBytes`, is an empty index.
package final class FactsIndex: Sendable {
    /// What a file gave last time.
    package enum Outcome: Hashable, Sendable {
        case skipped
        case facts(key: String)
    }

    /// One file's status and outcome.
    package struct Record: Hashable, Sendable {
        package var status: FileStatus
        package var outcome: Outcome
        package init(status: FileStatus, outcome: Outcome) {
            self.status = status
            self.outcome = outcome
        }
    }

    package static let maximumBytes = 64 << 20
    private static let magic: [UInt8] = Array("IAFI".utf8)
    private static let version: UInt8 = 1

    package let file: String
    private let records: [Name: Record]

    /// Reads the index at `file`; absent, unreadable or corrupt gives an empty one.
    package init(file: String) {
        self.file = file
        records =
            FactsCache.contents(file, maximumBytes: Self.maximumBytes).flatMap(FactsCache.unsealed).flatMap(Self.decode)
            ?? [:]
    }

    /// What the index holds for the file, if anything.
    package func record(kind: FileKind, path: String) -> Record? {
        records[Name(kind: kind, path: path)]
    }

    /// How many records the index holds for files of these kinds.
    package func count(of kinds: Set<FileKind>) -> Int {
        records.keys.reduce(0) { $0 + (kinds.contains($1.kind) ? 1 : 0) }
    }

    /// The key every one of `files` was last read under, when the index vouches for the whole set:
    /// each file has a status that did not change and the same facts key, and the index knows no
    /// other file of those kinds (one was deleted). Nil otherwise, and for no files.
    package func sharedKey(of files: [DiscoveredFile]) -> String? {
        guard let first = files.first, case .facts(let key)? = record(kind: first.kind, path: first.path)?.outcome
        else { return nil }
        for file in files {
            guard let status = file.status, let known = record(kind: file.kind, path: file.path),
                known.status == status, known.outcome == .facts(key: key)
            else { return nil }
        }
        return count(of: Set(files.map(\.kind))) == files.count ? key : nil
    }

    /// Replaces the index with `latest` unless it holds the same records already.
    package func save(_ latest: [(kind: FileKind, path: String, record: Record)]) {
        // Nothing changed (the common case of a warm audit): one lookup a file, no new table.
        let unchanged =
            latest.count == records.count
            && latest.allSatisfy { records[Name(kind: $0.kind, path: $0.path)] == $0.record }
        guard !unchanged else { return }
        let folder = String(file[..<file.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // In the order of the paths' bytes (then the kind), one record a name (the last given): the
        // same bytes for the same records. Bytes and `memcmp`, not a dictionary and `String`'s `<`,
        // which compares Unicode-aware: those took two thirds of this save (3,900 records, 80 M of
        // 121 M instructions under callgrind).
        let entries = latest.map {
            (bytes: Array($0.path.utf8), name: Name(kind: $0.kind, path: $0.path), record: $0.record)
        }
        let ordered = entries.indices.sorted { first, second in
            let order = Self.compare(entries[first].bytes, entries[second].bytes)
            if order != 0 { return order < 0 }
            let kinds = (entries[first].name.kind.rawValue, entries[second].name.kind.rawValue)
            return kinds.0 != kinds.1 ? kinds.0 < kinds.1 : first < second
        }
        var sorted: [(name: Name, record: Record)] = []
        sorted.reserveCapacity(ordered.count)
        for (position, index) in ordered.enumerated() {
            let isLast =
                position + 1 == ordered.count || entries[ordered[position + 1]].name != entries[index].name
            if isLast { sorted.append((entries[index].name, entries[index].record)) }
        }
        let bytes = Self.encode(sorted.map { ($0.name, $0.record) })
        guard bytes.count <= Self.maximumBytes else { return }
        try? AtomicFile.write(FactsCache.sealed(bytes), to: file)
    }

    /// `memcmp`'s order of two byte strings (a prefix first).
    private static func compare(_ first: [UInt8], _ second: [UInt8]) -> Int {
        let common = min(first.count, second.count)
        let order =
            common == 0
            ? 0
            : first.withUnsafeBytes { one in
                second.withUnsafeBytes { other in Int(memcmp(one.baseAddress!, other.baseAddress!, common)) }
            }
        return order != 0 ? order : first.count - second.count
    }

    private struct Name: Hashable {
        var kind: FileKind
        var path: String
    }

    private static func encode(_ all: [(Name, Record)]) -> [UInt8] {
        // Left out: a path too long for the format, a kind it has no code for, a key not of 64 bytes.
        let records = all.filter { name, record in
            if case .facts(let key) = record.outcome, key.utf8.count != 64 { return false }
            return name.path.utf8.count <= Int(UInt16.max) && kindCodes.contains(name.kind)
        }
        var out = magic + [version]
        append(UInt32(records.count), to: &out)
        for (name, record) in records {
            let path = Array(name.path.utf8)
            let kind = kindCodes.firstIndex(of: name.kind)!
            out.append(UInt8(kind))
            append(UInt16(path.count), to: &out)
            out += path
            ByteReader.append(record.status, to: &out)
            switch record.outcome {
            case .skipped: out.append(0)
            case .facts(let key):
                out.append(1)
                out += Array(key.utf8)
            }
        }
        return out
    }

    /// How many records the bytes hold when they are a whole index, nil otherwise (the fuzz target's way in).
    package static func recordCount(_ bytes: [UInt8]) -> Int? { decode(bytes)?.count }

    private static func decode(_ bytes: [UInt8]) -> [Name: Record]? {
        var reader = ByteReader(bytes: bytes)
        guard reader.take(4).map(Array.init) == magic, reader.byte() == version,
            let count = reader.integer(UInt32.self),
            Int(count) <= bytes.count / 60
        else { return nil }
        var records: [Name: Record] = [:]
        records.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let code = reader.byte(), Int(code) < kindCodes.count, let length = reader.integer(UInt16.self),
                let path = reader.take(Int(length))
            else { return nil }
            guard let status = reader.status() else { return nil }
            let outcome: Outcome
            switch reader.byte() {
            case 0: outcome = .skipped
            case 1:
                guard let key = reader.take(64), key.allSatisfy({ isHexDigit($0) }) else { return nil }
                outcome = .facts(key: String(decoding: key, as: UTF8.self))
            default: return nil
            }
            records[Name(kind: kindCodes[Int(code)], path: String(decoding: path, as: UTF8.self))] = Record(
                status: status, outcome: outcome)
        }
        return reader.atEnd ? records : nil
    }

    /// The kinds an index records, by their code in the format (append only).
    private static let kindCodes: [FileKind] = [
        .swift, .objectiveC, .intentDefinition, .propertyList, .pbxproj, .xcconfig, .packageManifest, .strings,
        .xcstrings,
    ]

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
        ByteReader.append(value, to: &out)
    }
}
