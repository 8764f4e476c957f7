import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// `trend --git`: a repository made by the test, with the app of Fixtures/History/release-N
/// committed under `app/` and tagged v1.0, v1.1, v2.0.
@Suite("Trend --git", .serialized)
struct GitTrendTests {
    static let tags = ["v1.0", "v1.1", "v2.0"]
    /// Commit times: 2024-01-10, 2024-02-10, 2024-03-10 at noon UTC.
    static let times = [1_704_888_000, 1_707_566_400, 1_710_072_000]

    /// A fresh repository; the user's own uncommitted work is in it (a modified tracked file and a
    /// staged new file) so the test can see it is left alone.
    static func makeRepository() throws -> String {
        let repo = try TrendTests.scratch() + "/repo"
        let files = FileManager.default
        try files.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try git(["init", "--quiet", "--initial-branch=main"], in: repo)
        for (index, tag) in tags.enumerated() {
            try? files.removeItem(atPath: repo + "/app")
            try files.copyItem(atPath: Fixtures.path("History/release-\(index + 1)"), toPath: repo + "/app")
            try "Trail app \(tag)\n".write(toFile: repo + "/README.md", atomically: true, encoding: .utf8)
            try git(["add", "-A"], in: repo)
            try git(["commit", "--quiet", "-m", "Release \(tag)"], in: repo, time: times[index])
            try git(["tag", tag], in: repo)
        }
        try "Work in progress\n".write(toFile: repo + "/README.md", atomically: true, encoding: .utf8)
        try "staged\n".write(toFile: repo + "/NOTES.md", atomically: true, encoding: .utf8)
        try git(["add", "NOTES.md"], in: repo)
        return repo
    }

    @discardableResult
    static func git(
        _ arguments: [String], in directory: String, time: Int? = nil, input: String? = nil
    ) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", "-C", directory,
            ] + arguments
        var environment = ProcessInfo.processInfo.environment
        if let time {
            environment["GIT_AUTHOR_DATE"] = "@\(time) +0000"
            environment["GIT_COMMITTER_DATE"] = "@\(time) +0000"
        }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UsageError("git \(arguments.joined(separator: " ")) failed in \(directory)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// What must not change: the worktree list, the status (working tree + index), the index entries.
    static func state(_ repo: String) throws -> [String] {
        [
            try git(["worktree", "list", "--porcelain"], in: repo), try git(["status", "--porcelain"], in: repo),
            try git(["rev-parse", "HEAD"], in: repo),
            try git(["ls-files", "--stage"], in: repo), try git(["stash", "list"], in: repo),
        ]
    }

    static func request(_ refs: [String], _ arguments: [String], output: String) -> TrendRequest {
        var request = TrendRequest()
        request.gitRefs = refs
        request.arguments = arguments
        request.outputDirectory = output
        request.templatePath = TrendTests.template
        request.toolVersion = "9.9.9"
        return request
    }

    @Test("three tags are audited in temporary worktrees, dated by their commits; the user's tree is untouched")
    func auditsTags() throws {
        let repo = try Self.makeRepository()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: repo).deletingLastPathComponent().path)
        }
        let before = try Self.state(repo)
        let output = repo + "/../out"
        // Given in the wrong order, PATH swallowed by --git as a forgiving argument parser would.
        // A line per release as it is audited: a long run says how far it is.
        let lines = Lines()
        let result = try TrendCommand.run(Self.request(["v2.0", "v1.0", "v1.1", repo + "/app"], [], output: output)) {
            lines.append($0)
        }
        #expect(result.standardOutput.hasSuffix(": 3 releases (v1.0 → v1.1 → v2.0)\n"))
        #expect(
            lines.all == [
                "auditing release 1/3: v2.0", "auditing release 2/3: v1.0", "auditing release 3/3: v1.1",
            ])
        #expect(try Self.state(repo) == before)
        #expect(try String(contentsOfFile: repo + "/README.md", encoding: .utf8) == "Work in progress\n")

        let root = try SafeXMLParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: output + "/trend.xml"))))
        let releases = root.elements(named: "release")
        #expect(releases.map { $0.attribute("label") } == Self.tags)
        #expect(
            releases.map { $0.attribute("generated") } == [
                "2024-01-10T12:00:00Z", "2024-02-10T12:00:00Z", "2024-03-10T12:00:00Z",
            ])
        #expect(releases.map { $0.attribute("toolVersion") } == ["9.9.9", "9.9.9", "9.9.9"])
        // What the audits of the three commits found: OrderSoupIntent moves forward in v1.1 (its handler's
        // file moved: no change); in v2.0 ShowTrailAppIntent drops the class name it carried, while the legacy
        // path still ships (a warning today, a regression against v1.1) and ShowTrailIntent gains a donation.
        #expect(
            releases.map { release in
                release.elements(named: "status").filter { $0.attribute("count") != "0" }
                    .map { "\($0.attribute("name")!)=\($0.attribute("count")!)" }
            } == [["legacy-only=1", "coexisting=1"], ["coexisting=2"], ["coexisting=2"]])
        let changes = root.firstElement(named: "changes")?.elements(named: "change") ?? []
        #expect(
            changes.map { $0.firstElement(named: "baseline")?.firstElement(named: "regressions")?.attribute("count") }
                == ["0", "2"])
        let regressions =
            changes.last?.firstElement(named: "baseline")?.firstElement(named: "regressions")?.elements ?? []
        #expect(
            regressions.map { "\($0.attribute("kind")!) \($0.attribute("intent")!)" } == [
                "migration-dropped ShowTrailIntent", "new-legacy-donation ShowTrailIntent",
            ])
        let html = try String(contentsOfFile: output + "/trend.html", encoding: .utf8)
        for tag in Self.tags { #expect(html.contains("data-release=\"\(tag)\"")) }
        #expect(html.contains("ShowTrailAppIntent carried intentClassName"))
    }

    @Test("a range v1.0..v2.0 means v1.0 and the tags after it")
    func range() throws {
        let repo = try Self.makeRepository()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: repo).deletingLastPathComponent().path)
        }
        let audit = TrendCommand.gitAudit(path: repo + "/app", toolVersion: "1", configPath: nil)
        #expect(try audit.expand(["v1.0..v2.0"], in: repo) == ["v1.0", "v1.1", "v2.0"])
        #expect(try audit.expand(["v1.1..v2.0", "v2.0"], in: repo) == ["v1.1", "v2.0"])
        #expect(throws: GitHistoryError.emptyRange("v2.0..v1.0")) { try audit.expand(["v2.0..v1.0"], in: repo) }
        // Re-tags of one commit (as openhab-ios has) count once, under the highest version.
        for retag in ["1.1.0", "v1.1.2", "release-candidate"] { try Self.git(["tag", retag, "v1.1"], in: repo) }
        #expect(try audit.expand(["v1.0..v2.0"], in: repo) == ["v1.0", "v1.1.2", "v2.0"])
        let (snapshots, warnings) = try audit.snapshots(of: ["v1.0..v2.0", "v1.1"])
        #expect(snapshots.map(\.release) == ["v1.0", "v1.1.2", "v2.0", "v1.1"])
        #expect(snapshots[3].intents == snapshots[1].intents, "one commit, one audit, two labels")
        #expect(warnings.isEmpty)
    }

    @Test("an unknown ref, a folder outside git and a failing audit are clear errors and leave no worktree")
    func errorsCleanUp() throws {
        let repo = try Self.makeRepository()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: repo).deletingLastPathComponent().path)
        }
        let before = try Self.state(repo)
        let output = repo + "/../out"
        let topLevel = try Self.git(["rev-parse", "--show-toplevel"], in: repo).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(throws: GitHistoryError.unknownRef(ref: "v3.0", repository: topLevel)) {
            try TrendCommand.run(Self.request(["v1.0", "v3.0"], [repo], output: output))
        }
        var failing = Self.request(["v1.0", "v1.1"], [repo + "/app"], output: output)
        failing.configPath = repo + "/missing.yml"
        #expect(throws: ConfigurationError.self) { try TrendCommand.run(failing) }
        #expect(try Self.state(repo) == before, "the worktrees of the failed run were removed and pruned")

        let outside = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        #expect(throws: GitHistoryError.notARepository(outside)) {
            try TrendCommand.run(Self.request(["v1.0"], [outside], output: output))
        }
        #expect(throws: UsageError.self) { try TrendCommand.run(Self.request(["v1.0"], [repo, repo], output: output)) }
    }

    /// A commit's own `.intent-audit.yml` is read from git's objects like its other files, and a
    /// malformed one is an error that names the commit.
    @Test("a commit's own configuration applies to its audit; a malformed one names the commit")
    func configurationInTheCommit() throws {
        let repo = try TrendTests.scratch() + "/repo"
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: repo).deletingLastPathComponent().path)
        }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try Self.git(["init", "--quiet", "--initial-branch=main"], in: repo)
        try FileManager.default.copyItem(atPath: Fixtures.path("History/release-1"), toPath: repo + "/app")
        try Self.git(["add", "-A"], in: repo)
        try Self.git(["commit", "--quiet", "-m", "plain"], in: repo)
        try Self.git(["tag", "plain"], in: repo)
        try "exclude: [\"Soup/AppIntents/**\"]\n".write(
            toFile: repo + "/app/.intent-audit.yml", atomically: true, encoding: .utf8)
        try Self.git(["add", "-A"], in: repo)
        try Self.git(["commit", "--quiet", "-m", "configured"], in: repo)
        try Self.git(["tag", "configured"], in: repo)
        try "exclude: [unclosed\n".write(toFile: repo + "/app/.intent-audit.yml", atomically: true, encoding: .utf8)
        try Self.git(["add", "-A"], in: repo)
        try Self.git(["commit", "--quiet", "-m", "broken"], in: repo)
        try Self.git(["tag", "broken"], in: repo)

        let audit = TrendCommand.gitAudit(path: repo + "/app", toolVersion: "1", configPath: nil)
        let snapshots = try audit.snapshots(of: ["plain", "configured"]).snapshots
        let appIntents = snapshots.map {
            ($0.identity?.intents ?? []).filter { $0.origin == .appIntents }.map(\.typeName)
        }
        #expect(appIntents == [["ShowTrailAppIntent"], []], "the second commit excludes its App Intents folder")
        do {
            _ = try audit.snapshots(of: ["broken"])
            Issue.record("a malformed configuration in the commit was not an error")
        } catch let error as ConfigurationError {
            #expect("\(error)".contains("broken:.intent-audit.yml"), "\(error)")
        }
    }

    /// The same snapshots with and without the memo of object ids; with it, the files a release did
    /// not change are taken from the memo (README and unchanged app files), and a file whose id
    /// changed is read again.
    @Test("files a release did not change are taken from the memo, with the same snapshots")
    func memoOfUnchangedFiles() throws {
        let repo = try Self.makeRepository()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: repo).deletingLastPathComponent().path)
        }
        func snapshots(memo: ReleaseMemo?) throws -> [Snapshot] {
            let audit = GitReleaseAudit(path: repo + "/app", toolVersion: "1") { files, context, objectIDs in
                var options = ScanOptions()
                options.memo = memo
                options.objectIDs = objectIDs
                options.listed = GitFileSource.listed(files, maximumBytes: Limits().fileBytes)
                return (try Audit.run(root: repo + "/app", context: context, options: options), [])
            }
            return try audit.snapshots(of: Self.tags + ["v1.1"]).snapshots
        }
        let memo = ReleaseMemo()
        let plain = try snapshots(memo: nil)
        #expect(try snapshots(memo: memo) == plain)
        #expect(memo.reusedFiles > 0)

        let ids = try GitTreeFiles.objectIDs(of: "v1.0", under: "app", in: repo)
        let swift = ids.keys.filter { $0.hasSuffix(".swift") }
        #expect(!swift.isEmpty && swift.allSatisfy { !$0.hasPrefix("app/") && !$0.hasPrefix("/") })
        #expect(ids["README.md"] == nil, "only files under the audited folder")
        let whole = try GitTreeFiles.objectIDs(of: "v1.0", under: "", in: repo)
        #expect(whole["README.md"] != nil && whole.count == ids.count + 1)
        #expect(ids.values.allSatisfy { $0.count == 40 && $0.allSatisfy(\.isHexDigit) })
    }
}

/// Lines a closure collects.
final class Lines: @unchecked Sendable {
    private(set) var all: [String] = []
    func append(_ line: String) { all.append(line) }
}
