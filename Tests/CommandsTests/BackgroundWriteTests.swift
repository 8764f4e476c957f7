import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import ScanCache
@testable import Scanning

/// A cache that writes its entries on a thread of its own (`audit` fills the cache so): the facts
/// are answered at once, on disk once `finishWrites()` returns, and the folder stays under its bound.
@Suite struct BackgroundWriteTests {
    static func facts(_ index: Int) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: "\(index).swift")
        facts.diagnostics = [Diagnostic(SourceLocation(path: "\(index).swift", line: index), "note \(index)")]
        return facts
    }

    @Test func storedFactsAreAnsweredAtOnceAndOnDiskAfterFinishing() throws {
        let directory = AuditCommandTests.temporaryDirectory()
        let cache = try #require(FactsCache(directory: directory, toolVersion: "t", writesInBackground: true))
        let keys = (0..<40).map { cache.key(kind: .swift, path: "\($0).swift", bytes: [UInt8($0)]) }
        for (index, key) in keys.enumerated() {
            cache.store(Self.facts(index), key: key)
            #expect(cache.load(SwiftFileFacts.self, key: key)?.diagnostics == Self.facts(index).diagnostics)
        }
        cache.finishWrites()
        #expect(cache.statistics.writtenBytes > 0)
        // Another cache on the same folder (another audit) reads every entry from disk.
        let reader = try #require(FactsCache(directory: directory, toolVersion: "t"))
        for (index, key) in keys.enumerated() {
            #expect(reader.load(SwiftFileFacts.self, key: key)?.diagnostics == Self.facts(index).diagnostics)
        }
        #expect(reader.statistics.hits == keys.count && reader.statistics.misses == 0)
    }

    @Test func finishingKeepsTheFolderUnderItsBound() throws {
        let directory = AuditCommandTests.temporaryDirectory()
        let cache = try #require(
            FactsCache(directory: directory, toolVersion: "t", maximumBytes: 4000, writesInBackground: true))
        for index in 0..<10 {
            cache.store(String(repeating: "x", count: 900), key: cache.key(kind: .swift, path: "\(index)", bytes: []))
        }
        cache.finishWrites()
        let sizes = FactsCacheTests.entries(directory).map {
            (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0
        }
        #expect(!sizes.isEmpty && sizes.reduce(0, +) <= 4000 * 8 / 10)
    }

    /// `audit` returns only once its entries are written: the next audit parses nothing.
    @Test func theAuditCommandWaitsForItsEntries() throws {
        let cache = AuditCommandTests.temporaryDirectory()
        _ = try FactsCacheTests.report(AuditCommandTests.example, cache: cache)
        var options = ScanOptions()
        let usable = options.useCache(directory: cache)
        #expect(usable)
        options.usesIndex = false
        _ = try Audit.scan(root: AuditCommandTests.example, configuration: AuditConfiguration(), options: options)
        let warm = try #require(options.cache).statistics
        #expect(warm.hits > 0 && warm.misses == 0)
    }
}
