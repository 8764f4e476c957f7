import Foundation
import Model
import ScanCache
import TestSupport
import Testing

@testable import Commands
@testable import Scanning

/// The facts cache trusted only when it should be: a folder others can write is refused, a flipped
/// bit is a miss, and a result a budget cut short is never kept.
@Suite struct HostileCacheTests {
    static func tree() throws -> String {
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try """
        import Intents
        class OrderSoupHandler: NSObject, OrderSoupIntentHandling {
            func handle(intent: OrderSoupIntent, completion: @escaping (OrderSoupIntentResponse) -> Void) {}
        }
        """.write(toFile: root + "/Handler.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test(arguments: [0o777, 0o770, 0o757])
    func aCacheFolderOthersCanWriteIsRefusedWithAWarning(mode: Int) throws {
        let root = try Self.tree()
        let cache = AuditCommandTests.temporaryDirectory() + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: cache)
        #expect(FactsCache.distrust(cache)?.contains("can write to it") == true)
        #expect(FactsCache(directory: cache, toolVersion: "t") == nil)
        let result = try ExecutableTests.run(["audit", root, "--output", cache + "/../out", "--cache", cache])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("not using the facts cache folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cache + "/facts-v\(FactsCache.formatVersion)/index"))
    }

    @Test func aCacheFolderOfAnotherUserIsRefused() throws {
        let cache = AuditCommandTests.temporaryDirectory() + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        // Only root can give a folder away; elsewhere the check is the same code as above.
        guard getuid() == 0 else { return }
        try FileManager.default.setAttributes([.ownerAccountID: 12345], ofItemAtPath: cache)
        #expect(FactsCache.distrust(cache)?.contains("belongs to another user") == true)
        var options = ScanOptions()
        let usable = options.useCache(directory: cache)
        #expect(!usable)
    }

    /// Every single-bit flip of an entry in its pack is a miss (144 of 300 once changed the report).
    @Test func everyFlippedBitOfAnEntryIsAMiss() throws {
        let directory = AuditCommandTests.temporaryDirectory()
        let cache = try #require(FactsCache(directory: directory, toolVersion: "t"))
        var facts = SwiftFileFacts(path: "A.swift")
        facts.diagnostics = [Diagnostic(SourceLocation(path: "A.swift", line: 3), "an error the flip could hide")]
        let key = cache.key(kind: .swift, path: "A.swift", bytes: Array("x".utf8))
        cache.store(facts, key: key)
        cache.finishWrites()
        let file = try #require(FactsCacheTests.packs(directory).first)
        let original = try #require(FileManager.default.contents(atPath: file))
        #expect(cache.load(SwiftFileFacts.self, key: key)?.diagnostics == facts.diagnostics)
        // The pack's header (5 bytes) is not read; every bit of the entry after it is.
        for bit in (5 * 8)..<(original.count * 8) {
            var flipped = original
            flipped[bit / 8] ^= UInt8(1 << (bit % 8))
            try flipped.write(to: URL(fileURLWithPath: file))
            #expect(cache.load(SwiftFileFacts.self, key: key) == nil, "bit \(bit)")
        }
    }

    /// Audits writing the same cache at once keep each other's entries (the index is merged under
    /// a lock), and an entry is read whole or not at all.
    @Test func concurrentWritersKeepEachOthersEntries() throws {
        let directory = AuditCommandTests.temporaryDirectory()
        let writers = 4
        let perWriter = 25
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            guard let cache = FactsCache(directory: directory, toolVersion: "t") else { return }
            for round in 0..<perWriter {
                cache.store("\(writer)-\(round)", key: cache.key(kind: .swift, path: "\(writer)/\(round)", bytes: []))
                // Several audits each: packs are put in place while the others write theirs.
                if round % 5 == 4 { cache.finishWrites() }
            }
        }
        let reader = try #require(FactsCache(directory: directory, toolVersion: "t"))
        for writer in 0..<writers {
            for round in 0..<perWriter {
                let key = reader.key(kind: .swift, path: "\(writer)/\(round)", bytes: [])
                #expect(reader.load(String.self, key: key) == "\(writer)-\(round)", "\(writer)/\(round) lost")
            }
        }
        #expect(FactsCacheTests.packs(directory).count == writers * perWriter / 5)
    }

    /// A writer killed before its pack was put in place leaves a temporary, which the next audit
    /// that writes removes; a pack no index names (killed between the two steps) goes after an hour.
    @Test func aKilledWritersLeftoversAreRemoved() throws {
        let directory = AuditCommandTests.temporaryDirectory()
        let cache = try #require(FactsCache(directory: directory, toolVersion: "t"))
        cache.store("a", key: cache.key(kind: .swift, path: "a", bytes: []))
        cache.finishWrites()
        let folder = directory + "/facts-v\(FactsCache.formatVersion)/packs"
        // A process id that is not running (above the kernel's maximum).
        let temporary = folder + "/.1-1-1.pack.intent-audit-99999999.tmp"
        let orphan = folder + "/2-2-2.pack"
        let young = folder + "/3-3-3.pack"
        for file in [temporary, orphan, young] {
            #expect(FileManager.default.createFile(atPath: file, contents: Data("IAFP\u{1}half".utf8)))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1000)], ofItemAtPath: orphan)
        cache.store("b", key: cache.key(kind: .swift, path: "b", bytes: []))
        cache.finishWrites()
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(FileManager.default.fileExists(atPath: young), "a pack another audit may be indexing went")
        #expect(cache.load(String.self, key: cache.key(kind: .swift, path: "a", bytes: [])) == "a")
        #expect(cache.load(String.self, key: cache.key(kind: .swift, path: "b", bytes: [])) == "b")
    }

    /// A parse cut short by the audit's budget (on a busy machine) is not kept: the next audit, on
    /// an idle one, reads the file and finds its handler, as `--no-cache` does.
    @Test func aResultCutByTheBudgetIsNeverCached() throws {
        let root = try Self.tree()
        let directory = AuditCommandTests.temporaryDirectory()
        // The same limits as a default audit's (the cache keys on them), with a budget already spent.
        var busy = AuditConfiguration()
        var spent = Limits()
        spent.auditMilliseconds = 1
        busy.limits.budget = AuditBudget.Slot(AuditBudget(limits: spent, residentBytes: { nil }))
        Thread.sleep(forTimeInterval: 0.01)
        var options = ScanOptions()
        options.useCache(directory: directory)
        let cut = try Audit.scan(root: root, configuration: busy, options: options)
        #expect(cut.handlers.isEmpty)
        #expect(cut.diagnostics.contains { $0.message.hasPrefix(IsolatedParse.cutPrefix) })
        var again = ScanOptions()
        again.useCache(directory: directory)
        let idle = try Audit.scan(root: root, configuration: AuditConfiguration(), options: again)
        #expect(idle.handlers.map(\.typeName) == ["OrderSoupHandler"], "\(idle.diagnostics)")
        #expect(!idle.diagnostics.contains { $0.message.hasPrefix(IsolatedParse.cutPrefix) })
    }
}
