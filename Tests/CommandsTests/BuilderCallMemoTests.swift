import Foundation
import SystemSupport
import TestSupport
import Testing

@testable import Commands
@testable import Discovery
@testable import Model
@testable import ScanCache
@testable import Scanning

/// A warm audit takes the calls of activity builders from the cache when no Swift file changed
/// (the second look read every Swift file again), and looks again when one did: an edited call
/// site, an added file or another set of builders is a miss, and a file that has not settled is
/// never vouched for.
@Suite struct BuilderCallMemoTests {
    /// The activity-uses fixture (a builder in one file, its calls in another), settled.
    static func settledTree() throws -> String {
        let root = AuditCommandTests.temporaryDirectory() + "/tree"
        try FileManager.default.copyItem(atPath: Fixtures.path("Swift/activity-uses"), toPath: root)
        Thread.sleep(forTimeInterval: 2.2)  // ctime cannot be set back: wait for the copy to settle
        return root
    }

    static func swiftFiles(_ root: String) -> [DiscoveredFile] {
        TreeWalker().walk(root: root).files.filter { $0.kind == .swift }
    }

    static func builders(_ root: String) -> [ActivityBuilderFact] {
        let facts = sources(root).map { SwiftScanner.read($0) }
        return ActivityAssembly.eligible(facts.flatMap(\.activityBuilders))
    }

    @Test func aWarmAuditOfAnUnchangedTreeTakesTheCallsFromTheCache() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try FactsIndexTests.scan(root, cache: cache)
        let fromBuilders = cold.inventory.donations.filter { $0.location.path.hasSuffix("Screens.swift") }
        #expect(fromBuilders.count >= 5, "the calls in Screens.swift are donations")
        cold.cache.finishWrites()
        let builders = Self.builders(root)
        #expect(!builders.isEmpty)
        let now = Int64(Date().timeIntervalSince1970)
        let memo = try #require(BuilderCallMemo(Self.swiftFiles(root), cache: cold.cache, now: now))
        let kept = try #require(memo.load(builders), "the first audit kept the calls it found")
        #expect(kept.count == ActivityAssembly.callSites(Self.sources(root), builders: builders).count)
        let warm = try FactsIndexTests.scan(root, cache: cache)
        #expect(warm.inventory == cold.inventory)
        #expect(warm.cache.statistics.misses == 0)
        // Other builders: another key.
        var other = builders
        other[0].name += "Other"
        #expect(memo.load(other) == nil)
    }

    @Test func anEditedCallSiteIsLookedAtAgain() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try FactsIndexTests.scan(root, cache: cache)
        cold.cache.finishWrites()
        let screens = root + "/Screens.swift"
        var text = try String(contentsOfFile: screens, encoding: .utf8)
        text = text.replacingOccurrences(of: "ActivityMaker.viewing(\"Lake\").becomeCurrent()", with: "")
        try text.write(toFile: screens, atomically: false, encoding: .utf8)
        // Not settled yet: no memo vouches for the tree.
        let now = Int64(Date().timeIntervalSince1970)
        #expect(BuilderCallMemo(Self.swiftFiles(root), cache: cold.cache, now: now) == nil)
        let edited = try FactsIndexTests.scan(root, cache: cache)
        let fresh = try Audit.scan(root: root, configuration: AuditConfiguration(), options: ScanOptions())
        #expect(edited.inventory.donations == fresh.donations)
        #expect(edited.inventory.donations.count == cold.inventory.donations.count - 1)
        edited.cache.finishWrites()
        // Settled and audited again: the edited tree's calls, not the first ones.
        Thread.sleep(forTimeInterval: 2.2)
        let first = try FactsIndexTests.scan(root, cache: cache)
        first.cache.finishWrites()
        let again = try FactsIndexTests.scan(root, cache: cache)
        #expect(again.inventory.donations == fresh.donations)
    }

    @Test func anAddedFileIsAnotherTree() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try FactsIndexTests.scan(root, cache: cache)
        cold.cache.finishWrites()
        let builders = Self.builders(root)
        let now = Int64(Date().timeIntervalSince1970)
        let before = try #require(BuilderCallMemo(Self.swiftFiles(root), cache: cold.cache, now: now))
        #expect(before.load(builders) != nil)
        try "import UIKit\nfunc more() { ActivityMaker.viewing(\"Seven\").becomeCurrent() }\n".write(
            toFile: root + "/More.swift", atomically: false, encoding: .utf8)
        let later = Int64(Date().timeIntervalSince1970) + 10
        let after = try #require(BuilderCallMemo(Self.swiftFiles(root), cache: cold.cache, now: later))
        #expect(after.load(builders) == nil)
        let audited = try FactsIndexTests.scan(root, cache: cache)
        #expect(audited.inventory.donations.contains { $0.location.path.hasSuffix("More.swift") })
    }

    static func sources(_ root: String) -> [SourceFile] {
        swiftFiles(root).map { file in
            SourceFile(
                path: file.path, kind: .swift,
                bytes: Array(FileManager.default.contents(atPath: root + "/" + file.path) ?? Data()))
        }
    }
}
