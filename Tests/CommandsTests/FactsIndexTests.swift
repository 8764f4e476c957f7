import Foundation
import SystemSupport
import TestSupport
import Testing

@testable import Commands
@testable import Discovery
@testable import Model
@testable import ScanCache
@testable import Scanning

/// The index that lets a warm audit skip reading unchanged files: a settled file is vouched for
/// by its status alone, an edit that keeps size and modification time is still seen (change
/// time), a corrupt index is ignored and rewritten, and the format reads back what it wrote.
@Suite struct FactsIndexTests {
    /// A copy of the Swift and Objective-C fixtures whose files are older than the settle margin.
    static func settledTree() throws -> String {
        let root = AuditCommandTests.temporaryDirectory() + "/tree"
        try FileManager.default.copyItem(atPath: AuditCommandTests.example, toPath: root)
        Thread.sleep(forTimeInterval: 2.2)  // ctime cannot be set back: wait for the copy to settle
        return root
    }

    static func scan(_ root: String, cache: String) throws -> (inventory: Inventory, cache: FactsCache) {
        var options = ScanOptions()
        let usable = options.useCache(directory: cache)
        #expect(usable)
        let inventory = try Audit.scan(root: root, configuration: AuditConfiguration(), options: options)
        return (inventory, try #require(options.cache))
    }

    static func sources(_ root: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let name = walker?.nextObject() as? String {
            if [".swift", ".m", ".h"].contains(where: name.hasSuffix) { found.append(root + "/" + name) }
        }
        return found.sorted()
    }

    @Test func aSettledUnchangedTreeIsNotReadAgain() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try Self.scan(root, cache: cache)
        #expect(cold.cache.statistics.unchanged == 0)
        let warm = try Self.scan(root, cache: cache)
        let streamed = warm.inventory.filesScanned.filter { ["swift", "objc"].contains($0.key) }.values.reduce(0, +)
        let others = warm.inventory.filesScanned.filter { !["swift", "objc"].contains($0.key) }.values.reduce(0, +)
        #expect(streamed > 0)
        #expect(warm.cache.statistics.unchanged == streamed + others, "every file vouched for by the index")
        #expect(warm.cache.statistics.misses == 0)
        #expect(warm.inventory == cold.inventory)
    }

    /// The project, definition and string-table files are vouched for as one set: unchanged, none
    /// is read; one edited, deleted or added, the set is read again and gives what a fresh audit gives.
    @Test func unchangedProjectFilesAreNotReadAgainAndAnyChangeIsSeen() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try Self.scan(root, cache: cache)
        let streamed = cold.inventory.filesScanned.filter { ["swift", "objc"].contains($0.key) }.values.reduce(0, +)
        let others = cold.inventory.filesScanned.filter { !["swift", "objc"].contains($0.key) }.values.reduce(0, +)
        #expect(others > 3)
        let warm = try Self.scan(root, cache: cache)
        #expect(warm.cache.statistics.unchanged == streamed + others, "the project files vouched for too")
        #expect(warm.inventory == cold.inventory)
        let strings = try #require(
            FileManager.default.enumerator(atPath: root)?.allObjects.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".strings") }.sorted().first)
        let path = root + "/" + strings
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let changes: [(String, () throws -> Void)] = [
            (
                "edited",
                { try (original + "\n\"k\" = \"x\";\n").write(toFile: path, atomically: false, encoding: .utf8) }
            ),
            ("deleted", { try FileManager.default.removeItem(atPath: path) }),
            ("added", { try original.write(toFile: path, atomically: false, encoding: .utf8) }),
        ]
        for (what, change) in changes {
            try change()
            let again = try Self.scan(root, cache: cache)
            let fresh = try Audit.scan(root: root, configuration: AuditConfiguration(), options: ScanOptions())
            #expect(again.inventory == fresh, "a string table \(what)")
            #expect(again.cache.statistics.unchanged <= streamed, "a string table \(what): the set was read again")
        }
    }

    /// Same size, same modification time, other bytes: only the change time tells, and it does.
    @Test func anEditThatKeepsSizeAndModificationTimeIsStillSeen() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try Self.scan(root, cache: cache)
        let others = cold.inventory.filesScanned.filter { !["swift", "objc"].contains($0.key) }.values.reduce(0, +)
        let target = try #require(
            Self.sources(root).first {
                (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("INIntent") == true
            })
        let original = try String(contentsOfFile: target, encoding: .utf8)
        let date = try #require(try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date)
        let edited = original.replacingOccurrences(of: "INIntent", with: "INIntenX")
        #expect(edited.utf8.count == original.utf8.count && edited != original)
        try edited.write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: target)
        let warm = try Self.scan(root, cache: cache)
        let fresh = try Audit.scan(root: root, configuration: AuditConfiguration(), options: ScanOptions())
        #expect(warm.inventory == fresh)
        #expect(warm.cache.statistics.unchanged < Self.sources(root).count + others)
    }

    @Test func aCorruptIndexIsIgnoredAndRewritten() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try Self.scan(root, cache: cache)
        let index = cold.cache.index(root: root).file
        let good = try Data(contentsOf: URL(fileURLWithPath: index))
        for damaged in [good.prefix(good.count - 1), Data("IAFI\u{1}garbage".utf8), good + Data([0])] {
            try damaged.write(to: URL(fileURLWithPath: index))
            let again = try Self.scan(root, cache: cache)
            #expect(again.inventory == cold.inventory)
            #expect(again.cache.statistics.unchanged == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == good, "the index was not rewritten")
        }
    }

    @Test func theFormatReadsBackWhatItWrote() throws {
        let file = AuditCommandTests.temporaryDirectory() + "/index/one"
        let status = FileStatus(
            device: 1, inode: .max, size: 3, modified: -5, modifiedNanoseconds: 999_999_999, changed: 7,
            changedNanoseconds: 0)
        let key = String(repeating: "ab", count: 32)
        FactsIndex(file: file).save([
            (.swift, "a/é.swift", .init(status: status, outcome: .facts(key: key))),
            (.objectiveC, "b.m", .init(status: status, outcome: .skipped)),
        ])
        let back = FactsIndex(file: file)
        #expect(back.record(kind: .swift, path: "a/é.swift") == .init(status: status, outcome: .facts(key: key)))
        #expect(back.record(kind: .objectiveC, path: "b.m")?.outcome == .skipped)
        #expect(back.record(kind: .swift, path: "b.m") == nil)
    }

    /// The same records give the same bytes whatever order they come in (paths in byte order, then
    /// the kind), and a name given twice keeps its last record.
    @Test func theSameRecordsGiveTheSameBytesInAnyOrder() throws {
        let folder = AuditCommandTests.temporaryDirectory() + "/index"
        let old = FileStatus(size: 1)
        let new = FileStatus(size: 2)
        let records: [(kind: FileKind, path: String, record: FactsIndex.Record)] = [
            (.swift, "b/Z.swift", .init(status: old, outcome: .skipped)),
            (.swift, "b/a.swift", .init(status: old, outcome: .skipped)),
            (.objectiveC, "b/a.swift", .init(status: old, outcome: .skipped)),
            (.swift, "é.swift", .init(status: old, outcome: .skipped)),
            (.swift, "b", .init(status: old, outcome: .skipped)),
        ]
        FactsIndex(file: folder + "/forward").save(records)
        FactsIndex(file: folder + "/backward").save(
            records.reversed() + [(.swift, "b/Z.swift", .init(status: new, outcome: .skipped))])
        FactsIndex(file: folder + "/again").save(records.reversed() + [records[0]])
        let forward = try #require(FileManager.default.contents(atPath: folder + "/forward"))
        #expect(FileManager.default.contents(atPath: folder + "/again") == forward)
        #expect(FactsCache.unsealed(Array(forward)).flatMap(FactsIndex.recordCount) == 5)
        let backward = FactsIndex(file: folder + "/backward")
        #expect(backward.record(kind: .swift, path: "b/Z.swift")?.status == new, "the last record given")
        #expect(backward.record(kind: .objectiveC, path: "b/a.swift")?.status == old)
        #expect(backward.record(kind: .swift, path: "é.swift")?.status == old)
    }

    @Test func onlyFilesOlderThanTheMarginAreSettled() {
        let status = FileStatus(
            device: 0, inode: 0, size: 0, modified: 100, modifiedNanoseconds: 0, changed: 100, changedNanoseconds: 0)
        #expect(status.isSettled(now: 102))
        #expect(!status.isSettled(now: 101))
        var touched = status
        touched.changed = 101
        #expect(!touched.isSettled(now: 102))
    }
}
