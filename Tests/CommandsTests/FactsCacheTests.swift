import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Discovery
@testable import Model
@testable import ScanCache
@testable import Scanning

/// The per-file facts cache: same reports with and without it, corrupt entries ignored and
/// rewritten, the size bound, `cache clear`, and that a warm audit parses nothing.
@Suite struct FactsCacheTests {
    /// The bundled example and every scanner fixture (Swift, Objective-C, definitions, broken files).
    static let trees = [AuditCommandTests.example, Fixtures.repositoryRoot + "/Tests/Fixtures"]

    static func report(_ root: String, cache: String?) throws -> Data {
        let out = AuditCommandTests.temporaryDirectory()
        var request = AuditCommandTests.request(out) { $0.formats = "xml" }
        request.root = root
        // The fixtures are many small apps: audited together on purpose.
        request.app = AppChoice.all
        request.cacheDirectory = cache
        _ = try AuditCommand.run(request)
        return try Data(contentsOf: URL(fileURLWithPath: out + "/report.xml"))
    }

    /// The pack files (`FactsPacks`), oldest name first.
    static func packs(_ cache: String) -> [String] {
        entries(cache).filter { $0.hasSuffix(".pack") && !($0.split(separator: "/").last ?? "").hasPrefix(".") }
    }

    /// The facts entries (the per-root index files left out; `FactsIndexTests` covers those).
    static func entries(_ cache: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: cache)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: cache + "/" + name, isDirectory: &isDirectory),
                !isDirectory.boolValue, !name.contains("/index/")
            {
                paths.append(cache + "/" + name)
            }
        }
        return paths.sorted()
    }

    @Test(arguments: trees)
    func reportsAreByteIdenticalWithoutColdAndWarmCache(root: String) throws {
        let cache = AuditCommandTests.temporaryDirectory()
        let none = try Self.report(root, cache: nil)
        let cold = try Self.report(root, cache: cache)
        #expect(!Self.entries(cache).isEmpty, "the cold audit wrote no entry")
        let warm = try Self.report(root, cache: cache)
        #expect(none == cold)
        #expect(none == warm)
    }

    /// The project files, definitions and string tables are one entry keyed by all their bytes: the
    /// inventory comes back equal, and a changed Info.plist is a miss, not last time's answer.
    @Test func projectFactsAreOneEntryKeyedByEveryFile() throws {
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.copyItem(atPath: AuditCommandTests.example, toPath: root)
        let (found, _) = TreeWalker().walk(root: root)
        let others = found.filter { $0.kind != .swift && $0.kind != .objectiveC }
        let (files, _) = FileLoader.load(others, root: root)
        #expect(files.contains { $0.kind == .pbxproj } && files.contains { $0.kind == .intentDefinition })
        let cache = try #require(
            FactsCache(directory: AuditCommandTests.temporaryDirectory(), toolVersion: "t"))
        let fresh = FileScanners.scan(files)
        #expect(Audit.projectFacts(files, cache: cache, limits: Limits()).0 == fresh)
        #expect(Audit.projectFacts(files, cache: cache, limits: Limits()).0 == fresh)
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1)
        var edited = files
        let plist = try #require(edited.firstIndex { $0.kind == .propertyList && $0.path.hasSuffix("Info.plist") })
        let text = String(decoding: edited[plist].bytes, as: UTF8.self)
        edited[plist].bytes = Array(
            text.replacingOccurrences(of: "</dict>\n</plist>", with: "<key>X</key><string>y</string></dict>\n</plist>")
                .utf8)
        #expect(edited[plist].bytes != files[plist].bytes)
        _ = Audit.projectFacts(edited, cache: cache, limits: Limits())
        #expect(cache.statistics.misses == 2)
    }

    @Test func aWarmAuditTakesEveryFactFromTheCache() throws {
        let cache = AuditCommandTests.temporaryDirectory()
        var options = ScanOptions()
        let usable = options.useCache(directory: cache)
        #expect(usable)
        _ = try Audit.scan(root: AuditCommandTests.example, configuration: AuditConfiguration(), options: options)
        let cold = try #require(options.cache).statistics
        #expect(cold.hits == 0 && cold.misses > 0)
        var again = ScanOptions()
        again.useCache(directory: cache)
        _ = try Audit.scan(root: AuditCommandTests.example, configuration: AuditConfiguration(), options: again)
        let warm = try #require(again.cache).statistics
        #expect(warm.hits == cold.misses && warm.misses == 0 && warm.writtenBytes == 0)
    }

    /// A pack cut short, a pack whose bytes were overwritten, an index that points each key at
    /// another key's entry, and an index that does not read: the report is the same as without a
    /// cache, and the facts are written again.
    @Test(arguments: ["truncated", "overwritten", "swapped", "index"])
    func damagedPacksOrIndexAreMissesAndRewritten(damage: String) throws {
        let root = Fixtures.repositoryRoot + "/Tests/Fixtures"
        let cache = AuditCommandTests.temporaryDirectory()
        let expected = try Self.report(root, cache: nil)
        _ = try Self.report(root, cache: cache)
        let before = Self.packs(cache).count
        let pack = try #require(Self.packs(cache).first)
        let folder = String(pack[..<pack.lastIndex(of: "/")!])
        let data = try Data(contentsOf: URL(fileURLWithPath: pack))
        switch damage {
        case "truncated": try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: pack))
        case "overwritten":
            try (data.prefix(data.count / 2) + Data(repeating: 0x55, count: data.count / 2))
                .write(to: URL(fileURLWithPath: pack))
        case "swapped":
            let index = FactsPacks.readIndex(folder + "/index")
            #expect(index.count >= 3)
            let keys = Array(index.keys)
            var swapped = index
            for (position, key) in keys.enumerated() { swapped[key] = index[keys[(position + 1) % keys.count]] }
            try Data(FactsCache.sealed(FactsPacks.encodeIndex(swapped))).write(
                to: URL(fileURLWithPath: folder + "/index"))
        default: try Data("not an index".utf8).write(to: URL(fileURLWithPath: folder + "/index"))
        }
        #expect(try Self.report(root, cache: cache) == expected)
        #expect(Self.packs(cache).count > before, "the facts were not written again")
        #expect(try Self.report(root, cache: cache) == expected)
    }

    /// Over its bound, the cache drops whole packs, oldest first, until it is under 80 % of it.
    @Test func theCacheStaysUnderItsBoundOldestPackFirst() throws {
        let cache = AuditCommandTests.temporaryDirectory()
        let writer = FactsCache(directory: cache, toolVersion: "t")!
        let payload = String(repeating: "x", count: 900)
        var order: [String] = []
        // Ten audits, a pack each.
        for index in 0..<10 {
            writer.store(payload, key: writer.key(kind: .swift, path: "\(index).swift", bytes: []))
            writer.finishWrites()
            order += Self.packs(cache).filter { !order.contains($0) }
        }
        #expect(order.count == 10)
        for (age, pack) in order.enumerated() {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1000 + age))], ofItemAtPath: pack)
        }
        let facts = FactsCache(directory: cache, toolVersion: "t", maximumBytes: 4000)!
        facts.trim()
        let sizes = Self.packs(cache).map {
            (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0
        }
        #expect(sizes.reduce(0, +) <= 4000 * 8 / 10)
        #expect(Set(Self.packs(cache)) == Set(order.suffix(Self.packs(cache).count)), "a newer pack went first")
        #expect(facts.load(String.self, key: facts.key(kind: .swift, path: "9.swift", bytes: [])) == payload)
        #expect(facts.load(String.self, key: facts.key(kind: .swift, path: "0.swift", bytes: [])) == nil)
    }

    @Test func keysChangeWithBytesPathKindAndToolVersion() {
        let a = FactsCache(directory: AuditCommandTests.temporaryDirectory(), toolVersion: "1")!
        let b = FactsCache(directory: AuditCommandTests.temporaryDirectory(), toolVersion: "2")!
        let base = a.key(kind: .swift, path: "A.swift", bytes: [1, 2, 3])
        #expect(base == a.key(kind: .swift, path: "A.swift", bytes: [1, 2, 3]))
        #expect(base != a.key(kind: .swift, path: "A.swift", bytes: [1, 2, 4]))
        #expect(base != a.key(kind: .swift, path: "B.swift", bytes: [1, 2, 3]))
        #expect(base != a.key(kind: .objectiveC, path: "A.swift", bytes: [1, 2, 3]))
        #expect(base != b.key(kind: .swift, path: "A.swift", bytes: [1, 2, 3]))
    }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func cacheClearRemovesEveryEntry() throws {
        let cache = AuditCommandTests.temporaryDirectory()
        _ = try Self.report(AuditCommandTests.example, cache: cache)
        #expect(!Self.entries(cache).isEmpty)
        _ = try CacheCommand.clear(directory: cache)
        #expect(Self.entries(cache).isEmpty)
    }

    @Test func theDefaultFolderFollowsXDGThenHome() {
        #expect(
            CacheCommand.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/intent-audit")
        #expect(CacheCommand.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.cache/intent-audit")
        #expect(CacheCommand.defaultDirectory(environment: [:]) == nil)
    }

    @Test func timingsNameEveryStage() throws {
        let output = try AuditCommand.run(
            AuditCommandTests.request(AuditCommandTests.temporaryDirectory()) {
                $0.formats = "json"
                $0.timings = true
            })
        for stage in ["walk", "read", "pre-filter", "parse", "analyse", "render"] {
            #expect(output.timings.contains(stage + " "), "no \(stage) in \(output.timings)")
        }
    }
}

/// `trend --git REF /missing/dir`: the folder is named as missing, not taken for a ref.
@Suite struct TrendFolderTests {
    @Test func aMissingFolderAfterTheRefsIsSaidToBeMissing() {
        var request = TrendRequest()
        request.gitRefs = ["v1.0", "/no/such/folder"]
        #expect(throws: UsageError("the folder /no/such/folder does not exist")) {
            _ = try TrendCommand.gitArguments(request)
        }
        request.gitRefs = ["v1.0"]
        request.arguments = ["./missing"]
        #expect(throws: UsageError("the folder ./missing does not exist")) {
            _ = try TrendCommand.gitArguments(request)
        }
    }
}
