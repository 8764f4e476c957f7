import Discovery
import Foundation
import Model
import ScanCache
import Scanning
import TestSupport
import Testing

/// The fuzz targets of the facts cache start from seeds the tool wrote. A seed of an older entry
/// format is rejected on its first bytes, and the fuzzer then exercises nothing but that
/// rejection, so every seed must still read as what its target reads.
///
/// `RECORD_SEEDS=1 swift test --filter FuzzSeedTests` writes the entry seeds again from the bundled
/// example (after a change of `FactsCache.formatVersion` or of the facts' shape).
@Suite struct FuzzSeedTests {
    static let seeds = Fixtures.repositoryRoot + "/Tests/Fuzz/seeds"
    static let example = Fixtures.repositoryRoot + "/Examples/TrailMix"

    /// Facts of the example's Swift and Objective-C files and its merged Swift inventory: one entry
    /// of each type the cache holds.
    static func exampleEntries() -> [(name: String, bytes: [UInt8])] {
        let (discovered, _) = TreeWalker().walk(root: example)
        let (files, _) = FileLoader.load(
            discovered.filter { $0.kind == .swift || $0.kind == .objectiveC }, root: example)
        var entries: [(String, [UInt8])] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let base = (file.path as NSString).lastPathComponent
            let bytes =
                file.kind == .swift
                ? FactsCache.encodeEntry(SwiftScanner.read(file), key: "swift\u{0}" + file.path)
                : FactsCache.encodeEntry(ObjectiveCScanner.scanFile(file), key: "objc\u{0}" + file.path)
            if let bytes, base.hasSuffix("Intent.swift") || base.hasSuffix(".m") || base.contains("Widget") {
                let name = (base as NSString).deletingPathExtension
                entries.append(("example-\(file.kind == .swift ? "swift" : "objc")-" + name, bytes))
            }
        }
        let swift = files.filter { $0.kind == .swift }
        if let inventory = FactsCache.encodeEntry(SwiftScanner.scan(swift), key: "inventory") {
            entries.append(("example-inventory", inventory))
        }
        return entries
    }

    static func seedFiles(_ target: String) -> [String] {
        let folder = seeds + "/" + target
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    @Test func entrySeedsAreEntriesOfThisFormat() throws {
        if ProcessInfo.processInfo.environment["RECORD_SEEDS"] == "1" {
            for old in Self.seedFiles("facts-entry") { try FileManager.default.removeItem(atPath: old) }
            for (name, bytes) in Self.exampleEntries() {
                try Data(bytes).write(to: URL(fileURLWithPath: Self.seeds + "/facts-entry/" + name))
            }
        }
        let files = Self.seedFiles("facts-entry")
        #expect(files.count >= 5)
        var kinds: Set<String> = []
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            // The key says what the entry holds; it must decode as that.
            let key =
                FactsCache.decodeEntry(SwiftFileFacts.self, from: bytes)?.key
                ?? FactsCache.decodeEntry(Inventory.self, from: bytes)?.key
            let kind = key.map { String($0.prefix { $0 != "\u{0}" }) }
            let decodes =
                switch kind {
                case "swift": FactsCache.decodeEntry(SwiftFileFacts.self, from: bytes) != nil
                case "objc": FactsCache.decodeEntry(ObjectiveCFileFacts.self, from: bytes) != nil
                case "inventory": FactsCache.decodeEntry(Inventory.self, from: bytes) != nil
                default: false
                }
            if decodes, let kind {
                kinds.insert(kind)
            } else {
                Issue.record("\(file) is no entry of this format: RECORD_SEEDS=1 writes the seeds again")
            }
        }
        #expect(kinds == ["swift", "objc", "inventory"])
    }

    @Test func indexAndListingSeedsRead() throws {
        for file in Self.seedFiles("facts-index") {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            #expect((FactsIndex.recordCount(bytes) ?? 0) > 0, "\(file) is no index of this format")
        }
        for file in Self.seedFiles("folder-listings") {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            #expect((FolderListingStore.folderCount(bytes) ?? 0) > 0, "\(file) is no folder listing of this format")
        }
    }
}
