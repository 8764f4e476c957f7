import Foundation
import ScanCache
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// The automatic lookup reads history once for all classes, and what history gives is kept in the
/// facts cache (issue 24's speed goal): on git repositories the tests build.
@Suite("History: one pass, kept in the cache", .serialized)
struct HistoryCacheTests {
    /// A definition naming `names` as string values (all the lookup counts).
    static func definition(_ names: [String]) -> String {
        "<plist><dict>" + names.map { "<key>INIntentName</key><string>\($0)</string>" }.joined() + "</dict></plist>\n"
    }

    /// What one `git log -S` per class and name answered (the lookup before the one pass).
    static func pickaxe(_ className: String, in repo: ReleaseRepository) throws -> String? {
        let name = className.hasSuffix("Intent") ? String(className.dropLast(6)) : className
        for token in [name, className] {
            let found = try repo.git([
                "log", "--format=%H", "--max-count=1", "-S<string>\(token)</string>", "HEAD", "--",
                ":(glob)**/*.intentdefinition",
            ]).trimmingCharacters(in: .whitespacesAndNewlines)
            if !found.isEmpty {
                return try repo.git(["rev-parse", "\(found)^"]).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return nil
    }

    /// Classes deleted at different commits, one declared only by its class name, one never
    /// declared, the definition moved between folders, and more than 16 later commits that change
    /// another definition (so the walk goes past its first round): the one pass answers what
    /// `git log -S` per class answered.
    @Test func onePassAnswersAsPickaxePerClass() throws {
        let repo = try ReleaseRepository()
        try repo.commit([
            "App/A.intentdefinition": Self.definition(["Alpha", "Beta"]),
            "App/B.intentdefinition": Self.definition(["GammaIntent"]),
            "App/Z.intentdefinition": Self.definition(["Zeta0"]),
        ])
        try repo.commit(["README.md": "one\n"])
        try repo.commit(["App/A.intentdefinition": Self.definition(["Alpha"]), "App/B.intentdefinition": nil])
        try repo.commit(["App/A.intentdefinition": nil, "Moved/A.intentdefinition": Self.definition(["Alpha"])])
        try repo.commit(["Moved/A.intentdefinition": nil])
        for index in 1...20 { try repo.commit(["App/Z.intentdefinition": Self.definition(["Zeta\(index)"])]) }
        let classes = ["AlphaIntent", "BetaIntent", "GammaIntent", "DeltaIntent"]
        let found = try DefinitionHistory.lastCommitsDeclaring(classes, in: repo.path)
        for className in classes {
            #expect(found[className] == (try Self.pickaxe(className, in: repo)), "\(className)")
        }
        #expect(found["DeltaIntent"] == nil && found.count == 3)
        // Beta and Gamma went in the third commit: the second is their last state.
        let second = try repo.git(["rev-list", "--max-count=1", "--skip=23", "HEAD"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(found["BetaIntent"] == second && found["GammaIntent"] == second)
    }

    @Test func mentionsAreWholeStringValues() {
        let mentions = DefinitionMentions(["Order", "OrderSoup"])
        let bytes = Array(
            "<string>Order</string><string>OrderSoup</string><string>Order</string><string>Orders</string><string>Order"
                .utf8)
        #expect(mentions.count(bytes) == ["Order": 2, "OrderSoup": 1])
    }

    /// An earlier state's identity model is kept under the tree id of the audited folder at that
    /// commit: a commit that changes nothing under the folder reads it back, one that changes a
    /// file in it, or another `--config`, does not.
    @Test func earlierIdentityIsKeptByTree() throws {
        let repo = try ReleaseRepository()
        try repo.commit(Dictionary(uniqueKeysWithValues: TinyApp.files.map { ("app/" + $0.key, $0.value) }))
        try repo.git(["tag", "v1.0"])
        try repo.commit(["NOTES.md": "outside the folder\n"], tag: "v1.1")
        try repo.commit(["app/README.md": "inside\n"], tag: "v1.2")
        let root = repo.path + "/app"
        let directory = repo.path + "-cache"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let identity = try EarlierAudit.identity(of: "v1.0", root: root, configPath: nil, cacheDirectory: directory)
        #expect(identity?.intents.contains { $0.typeName == "StartTimerIntent" } == true)
        let cache = try #require(EarlierAudit.cache(directory))
        let key = { (ref: String, config: String?) in
            EarlierAudit.key(of: ref, root: root, configPath: config, in: cache)
        }
        let kept = try #require(key("v1.0", nil))
        // The cache leaves an empty list out (a dictionary's too): a target with no known bundle identifier
        // reads back as absent, which the continuity rules read alike for an earlier state (`?? []`).
        let known = identity?.targetBundleIdentifiers?.filter { !$0.value.isEmpty }
        var stored = identity
        stored?.targetBundleIdentifiers = known
        #expect(cache.load(IdentityModel.self, key: kept) == stored)
        #expect(key("v1.1", nil) == kept)
        #expect(key("v1.2", nil) != nil && key("v1.2", nil) != kept)
        let config = repo.path + "-config.yml"
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "title: x\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(key("v1.0", config) != nil && key("v1.0", config) != kept)
        // A kept model is what the audit answers (an entry planted under the key proves it is read).
        cache.store(IdentityModel(), key: kept)
        cache.finishWrites()  // another audit sees an audit's entries once it is done
        let planted = try EarlierAudit.identity(of: "v1.1", root: root, configPath: nil, cacheDirectory: directory)
        #expect(planted == IdentityModel())
        // No cache: audited from git every time.
        let uncached = try EarlierAudit.identity(of: "v1.1", root: root, configPath: nil, cacheDirectory: nil)
        #expect(uncached == identity)
    }

    /// The commits the lookup found are kept under HEAD's id: at the same HEAD they are read back.
    @Test func lookupIsKeptByHead() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["App/Base.lproj/Intents.intentdefinition": nil])
        let directory = repo.path + "-cache"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let v1 = try repo.git(["rev-parse", "v1.0"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let classes = ["OrderSoupIntent"]
        #expect(
            HistoryLookup.lastCommits(declaring: classes, root: repo.path, cacheDirectory: directory) == [
                "OrderSoupIntent": v1
            ])
        #expect(
            HistoryLookup.lastCommits(declaring: classes, root: repo.path, cacheDirectory: nil) == [
                "OrderSoupIntent": v1
            ])
        // Plant another answer under the same key: read back at the same HEAD, not after a commit.
        let cache = try #require(EarlierAudit.cache(directory))
        let head = try repo.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let key = cache.key(
            kind: .swift, path: "\u{0}definition-history\u{0}\(head)\u{0}full\u{0}OrderSoupIntent", bytes: [])
        cache.store([HistoryLookup.FoundCommit(className: "OrderSoupIntent", commit: "planted")], key: key)
        cache.finishWrites()  // another audit sees an audit's entries once it is done
        #expect(
            HistoryLookup.lastCommits(declaring: classes, root: repo.path, cacheDirectory: directory) == [
                "OrderSoupIntent": "planted"
            ])
        try repo.commit(["NOTES.md": "next\n"])
        #expect(
            HistoryLookup.lastCommits(declaring: classes, root: repo.path, cacheDirectory: directory) == [
                "OrderSoupIntent": v1
            ])
    }
}
