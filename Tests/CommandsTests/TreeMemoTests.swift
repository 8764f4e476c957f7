import Foundation
import SystemSupport
import TestSupport
import Testing

@testable import Commands
@testable import Discovery
@testable import Model
@testable import ScanCache
@testable import Scanning

/// A warm audit takes what the second look found from the cache when no Swift file changed (which
/// skipped files declare the names left unresolved, the calls of activity builders: both looks
/// read every Swift file again), and looks again when one did: an edited file, an added file or
/// another question is a miss, and a file that has not settled is never vouched for. An answer
/// planted under the tree's key is what the audit uses: the memo is read, not only written.
@Suite struct TreeMemoTests {
    /// The activity-uses fixture (a builder in one file, its calls in another), settled.
    static func settledTree(_ fixture: String = "Swift/activity-uses") throws -> String {
        let root = AuditCommandTests.temporaryDirectory() + "/tree"
        try FileManager.default.copyItem(atPath: Fixtures.path(fixture), toPath: root)
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
        let memo = try #require(TreeMemo(Self.swiftFiles(root), cache: cold.cache, now: now))
        let kept = try #require(memo.calls(of: builders), "the first audit kept the calls it found")
        #expect(kept.count == ActivityAssembly.callSites(Self.sources(root), builders: builders).count)
        let warm = try FactsIndexTests.scan(root, cache: cache)
        #expect(warm.inventory == cold.inventory)
        #expect(warm.cache.statistics.misses == 0)
        // Other builders: another key.
        var other = builders
        other[0].name += "Other"
        #expect(memo.calls(of: other) == nil)
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
        #expect(TreeMemo(Self.swiftFiles(root), cache: cold.cache, now: now) == nil)
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
        let before = try #require(TreeMemo(Self.swiftFiles(root), cache: cold.cache, now: now))
        #expect(before.calls(of: builders) != nil)
        try "import UIKit\nfunc more() { ActivityMaker.viewing(\"Seven\").becomeCurrent() }\n".write(
            toFile: root + "/More.swift", atomically: false, encoding: .utf8)
        let later = Int64(Date().timeIntervalSince1970) + 10
        let after = try #require(TreeMemo(Self.swiftFiles(root), cache: cold.cache, now: later))
        #expect(after.calls(of: builders) == nil)
        let audited = try FactsIndexTests.scan(root, cache: cache)
        #expect(audited.inventory.donations.contains { $0.location.path.hasSuffix("More.swift") })
    }

    @Test func aPlantedAnswerIsWhatTheAuditUses() throws {
        let root = try Self.settledTree()
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try FactsIndexTests.scan(root, cache: cache)
        cold.cache.finishWrites()
        #expect(!cold.inventory.donations.filter { $0.location.path.hasSuffix("Screens.swift") }.isEmpty)
        let memo = try #require(
            TreeMemo(Self.swiftFiles(root), cache: cold.cache, now: Int64(Date().timeIntervalSince1970)))
        memo.store(calls: [], of: Self.builders(root))
        cold.cache.finishWrites()
        let warm = try FactsIndexTests.scan(root, cache: cache)
        // Only the donation that is not a builder's call is left in Screens.swift.
        let screens = { (inventory: Inventory) in
            inventory.donations.filter { $0.location.path.hasSuffix("Screens.swift") }
        }
        #expect(screens(warm.inventory).count == 1)
        #expect(screens(cold.inventory).count > 3)
    }

    /// The kind-constants fixture: the widget's kind is a constant in a skipped file, defined by
    /// another constant in a second one (two rounds of the look).
    @Test func theFilesThatDeclareAMissingNameAreKeptAndAChangeIsSeen() throws {
        let root = try Self.settledTree("Swift/kind-constants")
        let cache = AuditCommandTests.temporaryDirectory()
        let cold = try FactsIndexTests.scan(root, cache: cache)
        cold.cache.finishWrites()
        #expect(cold.inventory.widgets.map(\.kind) == ["Habits"])
        let warm = try FactsIndexTests.scan(root, cache: cache)
        #expect(warm.inventory == cold.inventory)
        warm.cache.finishWrites()
        // Planted: no skipped file declares the first round's names; the kind is then unresolved.
        let files = Self.swiftFiles(root)
        let facts = Self.sources(root).filter { KeywordFilter.isInteresting($0.bytes) }.map { SwiftScanner.read($0) }
        let names = SwiftScanner.unresolvedNames(facts).0.union(SwiftScanner.appIntentsProtocols(facts))
            .union(AppCalls.sharedTypes(facts))
        #expect(names.contains("Names"))
        let memo = try #require(TreeMemo(files, cache: warm.cache, now: Int64(Date().timeIntervalSince1970)))
        #expect(memo.declaring(Array(names), round: 0) != nil, "the first audit kept its answer")
        memo.store(declaring: [], Array(names), round: 0)
        warm.cache.finishWrites()
        let planted = try FactsIndexTests.scan(root, cache: cache)
        #expect(planted.inventory.widgets.map(\.kind) == [nil])
        planted.cache.finishWrites()
        // The value edited: another tree, looked at again.
        try "enum Values {\n    static let habitsValue = \"Habits2\"\n}\n".write(
            toFile: root + "/Values.swift", atomically: false, encoding: .utf8)
        let edited = try FactsIndexTests.scan(root, cache: cache)
        #expect(edited.inventory.widgets.map(\.kind) == ["Habits2"])
    }

    static func sources(_ root: String) -> [SourceFile] {
        swiftFiles(root).map { file in
            SourceFile(
                path: file.path, kind: .swift,
                bytes: Array(FileManager.default.contents(atPath: root + "/" + file.path) ?? Data()))
        }
    }
}
