import Foundation
import TestSupport
import Testing

@testable import History

/// The files `trend --git` and the history lookup audit, read from git's objects: only wanted files
/// under the prefix, a file can become a folder and back, deleted files go, unsafe paths and names
/// that are not UTF-8 are never listed; changed files are read ahead together, and kept files are
/// not asked of git again.
@Suite(.serialized) struct GitTreeFilesTests {
    static func write(_ text: String, _ path: String, in repo: String) throws {
        let full = repo + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    static func commit(_ repo: String, _ tag: String) throws {
        try GitTrendTests.git(["add", "-A"], in: repo)
        try GitTrendTests.git(["commit", "--quiet", "-m", tag], in: repo)
        try GitTrendTests.git(["tag", tag], in: repo)
    }

    /// Every listed file with its contents.
    static func contents(_ files: GitTreeFiles) throws -> [String: String] {
        var found: [String: String] = [:]
        for (path, size) in files.files {
            let bytes = try files.contents(of: path)
            #expect(bytes.count == Int(size))
            found[path] = String(decoding: bytes, as: UTF8.self)
        }
        return found
    }

    static func repository() throws -> (base: String, repo: String) {
        let base = try TrendTests.scratch()
        let repo = base + "/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try GitTrendTests.git(["init", "--quiet", "--initial-branch=main"], in: repo)
        return (base, repo)
    }

    @Test func onlyWantedFilesUnderThePrefixAreListedAndLayoutsSwap() throws {
        let (base, repo) = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try Self.write("one", "app/a.swift", in: repo)
        try Self.write("kept", "app/keep.swift", in: repo)
        try Self.write("x", "app/d/x.swift", in: repo)
        try Self.write("png", "app/image.png", in: repo)
        try Self.write("outside", "other/o.swift", in: repo)
        try Self.commit(repo, "r1")
        try FileManager.default.removeItem(atPath: repo + "/app/a.swift")
        try FileManager.default.removeItem(atPath: repo + "/app/d")
        try Self.write("inner", "app/a.swift/b.swift", in: repo)
        try Self.write("now a file", "app/d", in: repo)
        try Self.commit(repo, "r2")

        let files = try GitTreeFiles(repository: repo, wanted: { !$0.hasSuffix(".png") })
        defer { files.finish() }
        let first = try files.update(to: "r1", under: "app")
        #expect(
            Set(first.keys) == ["a.swift", "keep.swift", "d/x.swift", "image.png"], "every file's id, for the memo")
        #expect(try Self.contents(files) == ["a.swift": "one", "keep.swift": "kept", "d/x.swift": "x"])
        #expect(throws: GitTreeFiles.Unread.missing) { try files.contents(of: "image.png") }
        _ = try files.update(to: "r2", under: "app")
        #expect(try Self.contents(files) == ["a.swift/b.swift": "inner", "keep.swift": "kept", "d": "now a file"])
        #expect(throws: GitTreeFiles.Unread.missing) { try files.contents(of: "a.swift") }
        _ = try files.update(to: "r1", under: "app")
        #expect(try Self.contents(files) == ["a.swift": "one", "keep.swift": "kept", "d/x.swift": "x"])
        _ = try files.update(to: "r2", under: "")
        #expect(try Self.contents(files)["other/o.swift"] == "outside")
        #expect(try Self.contents(files)["app/keep.swift"] == "kept")
    }

    /// Reading one changed file brings the changed files after it along (so git is not waited for
    /// once per file), and a kept file is answered from memory: both still read once git is gone.
    @Test func changedFilesAreReadAheadAndKeptFilesAreNotAskedAgain() throws {
        let (base, repo) = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        for index in 0..<5 { try Self.write("file \(index)", "app/f\(index).swift", in: repo) }
        try Self.commit(repo, "r1")
        try Self.write("file 3, changed", "app/f3.swift", in: repo)
        try Self.commit(repo, "r2")

        let files = try GitTreeFiles(repository: repo, wanted: { _ in true })
        _ = try files.update(to: "r1", under: "app")
        #expect(try files.contents(of: "f0.swift", keep: { _ in true }) == Array("file 0".utf8))
        files.finish()
        #expect(try files.contents(of: "f2.swift") == Array("file 2".utf8), "read ahead with f0")
        #expect(try files.contents(of: "f0.swift") == Array("file 0".utf8), "kept")
        #expect(throws: GitTreeFiles.Unread.self, "read once, not kept") { try files.contents(of: "f2.swift") }

        // After the next commit only what changed (f3) is read ahead: f4 did not change.
        let again = try GitTreeFiles(repository: repo, wanted: { _ in true })
        _ = try again.update(to: "r1", under: "app")
        _ = try again.update(to: "r2", under: "app")
        #expect(try again.contents(of: "f1.swift") == Array("file 1".utf8))
        again.finish()
        #expect(throws: GitTreeFiles.Unread.self) { try again.contents(of: "f4.swift") }
    }

    @Test func aBlobPastTheSizeLimitIsRefusedUnread() throws {
        let (base, repo) = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        // 4 MB of one byte: a few KB in git, 4 MB once read.
        try FileManager.default.createDirectory(atPath: repo + "/app", withIntermediateDirectories: true)
        FileManager.default.createFile(
            atPath: repo + "/app/Huge.swift", contents: Data(repeating: 0x20, count: 4 << 20))
        try Self.write("struct Small {}\n", "app/Small.swift", in: repo)
        try Self.commit(repo, "r1")

        let files = try GitTreeFiles(repository: repo, maximumBytes: 1 << 20, wanted: { _ in true })
        defer { files.finish() }
        let ids = try files.update(to: "r1", under: "app")
        #expect(Set(ids.keys) == ["Huge.swift", "Small.swift"])
        #expect(files.size(of: "Huge.swift") == 4 << 20)
        #expect(throws: GitTreeFiles.Unread.tooLarge(4 << 20)) { try files.contents(of: "Huge.swift") }
        // Small comes after Huge in path order: Huge was not read ahead with it either.
        #expect(try files.contents(of: "Small.swift") == Array("struct Small {}\n".utf8))
    }

    @Test func unsafePathsAndNamesThatAreNotUTF8AreNeverListed() throws {
        #expect(GitTreeFiles.isSafe("a/b.swift"))
        for path in ["", "/a", "a//b", "./a", "a/../b", "..", ".git/config", "a/.GIT/hooks", "a\\b"] {
            #expect(!GitTreeFiles.isSafe(path), "\(path)")
        }
        // A tree git itself would refuse to check out (a file named .git) and a name with a byte
        // that is not UTF-8, made with mktree.
        let (base, repo) = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try Self.write("x", "ok.swift", in: repo)
        try Self.commit(repo, "r1")
        let blob = try GitTrendTests.git(["rev-parse", "r1:ok.swift"], in: repo).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let listing = base + "/listing"
        var bytes = Array("100644 blob \(blob)\t.git\n100644 blob \(blob)\tbad".utf8)
        bytes += [0xFF] + Array(".swift\n100644 blob \(blob)\tok.swift\n".utf8)
        FileManager.default.createFile(atPath: listing, contents: Data(bytes))
        let tree = try GitTrendTests.git(["mktree"], in: repo, input: listing).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let commit = try GitTrendTests.git(["commit-tree", tree, "-m", "crafted"], in: repo)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let files = try GitTreeFiles(repository: repo, wanted: { _ in true })
        defer { files.finish() }
        _ = try files.update(to: commit, under: "")
        #expect(try Self.contents(files) == ["ok.swift": "x"])
        #expect(files.unreadableNames == ["bad\u{FFFD}.swift"])
    }
}
