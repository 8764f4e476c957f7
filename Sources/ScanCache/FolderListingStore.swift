import Discovery
import Foundation
import Model
import SystemSupport

/// The folder listings of one audited root between audits (`FolderListings`): read once before
/// the walk, written (atomically, only when something changed) after it. Beside the root's facts
/// index in the cache, under the same key.
///
/// Format (ours, versioned, little-endian): `IAFL`, version byte, folder count (UInt32), then per
/// folder: path (UInt16 length, UTF-8), seven Int64 (device, inode, size, modified s/ns, changed
/// s/ns), entry count (UInt32), then per entry its `d_type` (UInt8) and name (UInt16 length,
/// UTF-8). Anything that does not parse to the end, or past `maximumBytes`, is no listings.
package final class FolderListingStore: Sendable {
    package static let maximumBytes = 64 << 20
    private static let magic: [UInt8] = Array("IAFL".utf8)
    private static let version: UInt8 = 1

    package let file: String
    package let known: FolderListings

    package init(file: String) {
        self.file = file
        known =
            FactsCache.contents(file, maximumBytes: Self.maximumBytes).flatMap(FactsCache.unsealed).flatMap(Self.decode)
            ?? FolderListings()
    }

    /// Replaces the file with `latest` unless it holds the same listings already.
    package func save(_ latest: FolderListings) {
        guard latest != known else { return }
        let bytes = Self.encode(latest)
        guard bytes.count <= Self.maximumBytes else { return }
        let folder = String(file[..<file.lastIndex(of: "/")!])
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(FactsCache.sealed(bytes), to: file)
    }

    /// How many folders the bytes hold when they are a whole file, nil otherwise (the fuzz target's way in).
    package static func folderCount(_ bytes: [UInt8]) -> Int? { decode(bytes)?.byFolder.count }

    static func encode(_ listings: FolderListings) -> [UInt8] {
        let fits = { (text: String) in text.utf8.count <= Int(UInt16.max) }
        let folders = listings.byFolder.filter { path, listing in
            fits(path) && listing.entries.allSatisfy { fits($0.name) }
        }
        var out = magic + [version]
        ByteReader.append(UInt32(folders.count), to: &out)
        for (path, listing) in folders.sorted(by: { $0.key < $1.key }) {
            write(path, to: &out)
            ByteReader.append(listing.status, to: &out)
            ByteReader.append(UInt32(listing.entries.count), to: &out)
            for entry in listing.entries {
                out.append(entry.type)
                write(entry.name, to: &out)
            }
        }
        return out
    }

    private static func write(_ text: String, to out: inout [UInt8]) {
        let bytes = Array(text.utf8)
        ByteReader.append(UInt16(bytes.count), to: &out)
        out += bytes
    }

    static func decode(_ bytes: [UInt8]) -> FolderListings? {
        var reader = ByteReader(bytes: bytes)
        // Each folder takes at least 62 bytes, each entry 3: counts past that are damage.
        guard reader.take(4).map(Array.init) == magic, reader.byte() == version,
            let count = reader.integer(UInt32.self), Int(count) <= bytes.count / 62
        else { return nil }
        var byFolder: [String: FolderListings.Listing] = [:]
        byFolder.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let path = reader.string(), let status = reader.status() else { return nil }
            guard let entryCount = reader.integer(UInt32.self), Int(entryCount) <= bytes.count / 3 else { return nil }
            var entries: [FolderListings.Entry] = []
            entries.reserveCapacity(Int(entryCount))
            for _ in 0..<entryCount {
                // A name is one path component: never empty, `.`, `..`, nor holding `/` or NUL.
                guard let type = reader.byte(), let name = reader.string(), !name.isEmpty, name != ".", name != "..",
                    !name.utf8.contains(0x2F), !name.utf8.contains(0)
                else { return nil }
                entries.append(FolderListings.Entry(name: name, type: type))
            }
            byFolder[path] = FolderListings.Listing(status: status, entries: entries)
        }
        return reader.atEnd ? FolderListings(byFolder) : nil
    }
}
