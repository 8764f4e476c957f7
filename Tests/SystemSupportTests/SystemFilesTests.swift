import Foundation
import TestSupport
import Testing

@testable import SystemSupport

/// The platform target's file calls say what Foundation says of the same files: the times to the
/// nanosecond from the right `stat` fields, the entry types from `d_type`, a link refused.
@Suite struct SystemFilesTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("system-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func statusTimesAreTheModificationAndChangeTimes() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/a.swift"
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: file))
        let set = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: set], ofItemAtPath: file)
        let info = try SystemFiles.info(of: file)
        #expect(info.type == .regular)
        #expect(info.status.size == 10)
        #expect(info.status.modified == 1_700_000_000)
        #expect(abs(info.status.modifiedNanoseconds - 250_000_000) < 1_000_000)
        // The change time is now (setting the modification time changed the inode), not what was set.
        #expect(abs(info.status.changed - Int64(Date().timeIntervalSince1970)) < 60)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.systemFileNumber] as? NSNumber)?.uint64Value == info.status.inode)
        // The same status through a descriptor and relative to the folder.
        let fd = try SystemFiles.openForReading(file)
        defer { SystemFiles.close(fd) }
        #expect(try SystemFiles.info(of: fd).status == info.status)
        let folder = try SystemFiles.openFolder(dir)
        defer { SystemFiles.close(folder) }
        #expect(try SystemFiles.info(of: "a.swift", in: folder).status == info.status)
    }

    @Test func folderEntriesCarryTheirTypes() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "file")
        let entries = try FolderReader(dir).entries().sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["file", "folder", "link"])
        // A file system may leave d_type unknown (nil); when it says, it says the right thing.
        let types = entries.map { EntryType(direntType: $0.type) }
        for (type, expected) in zip(types, [EntryType.regular, .directory, .symbolicLink]) where type != nil {
            #expect(type == expected)
        }
        #expect(try SystemFiles.info(of: dir + "/link").type == .symbolicLink)
        #expect(try SystemFiles.info(of: dir + "/link", followingLinks: true).type == .regular)
    }

    @Test func aLinkIsNeverOpenedForReading() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "file")
        #expect(throws: SystemError.self) { try SystemFiles.openForReading(dir + "/link") }
        do {
            _ = try SystemFiles.openForReading(dir + "/link")
        } catch {
            #expect(error.isSymbolicLinkRefused)
            #expect(!error.reason.isEmpty)
        }
        #expect(throws: SystemError.self) { try SystemFiles.openFolder(dir + "/missing") }
    }

    @Test func theRunningExecutableHasAStatus() throws {
        let status = try #require(SystemFiles.executableStatus())
        #expect(status.size > 0)
    }

    @Test func theParallelMapKeepsTheOrder() {
        let items = Array(0..<1000)
        #expect(ConcurrentMap.map(items) { $0 * 2 } == items.map { $0 * 2 })
    }

    /// Taken in another order (largest first, reversed, shuffled), the results still come back in
    /// the items' order, each item transformed once.
    @Test func theParallelMapInAnotherOrderKeepsTheItemsOrder() {
        let items = (0..<1000).map { "item \($0)" }
        var generator = SeededGenerator(seed: 3)
        let shuffled = Array(items.indices).shuffled(using: &generator)
        for order in [Array(items.indices.reversed()), shuffled, Array(items.indices)] {
            let calls = Counter()
            let results = ConcurrentMap.map(items, order: order) { item -> String in
                calls.add()
                return item.uppercased()
            }
            #expect(results == items.map { $0.uppercased() })
            #expect(calls.value == items.count)
        }
        #expect(ConcurrentMap.map(["one"], order: [0]) { $0 + "!" } == ["one!"])
    }
}

/// A count shared by the map's threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
