import Foundation
import TestSupport
import Testing

@testable import History

/// The folder `trend --git` audits: only changed files are written, a file can become a folder
/// and back, deleted files go, unwanted files and unsafe paths are never written.
@Suite(.serialized) struct GitTreeMirrorTests {
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

    /// Every file under `folder`, relative, with its contents.
    static func files(_ folder: String) -> [String: String] {
        var found: [String: String] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                found[path] = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            }
        }
        return found
    }

    @Test func onlyChangedWantedFilesAreWrittenAndLayoutsSwap() throws {
        let base = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let repo = base + "/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try GitTrendTests.git(["init", "--quiet", "--initial-branch=main"], in: repo)
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

        let mirror = try GitTreeMirror(
            repository: repo, folder: base + "/tree", wanted: { !$0.hasSuffix(".png") })
        defer { mirror.finish() }
        let first = try mirror.update(to: "r1", under: "app")
        #expect(Set(first.keys) == ["a.swift", "keep.swift", "d/x.swift", "image.png"])
        #expect(Self.files(mirror.folder) == ["a.swift": "one", "keep.swift": "kept", "d/x.swift": "x"])
        let kept = try FileManager.default.attributesOfItem(atPath: mirror.folder + "/keep.swift")

        _ = try mirror.update(to: "r2", under: "app")
        #expect(Self.files(mirror.folder) == ["a.swift/b.swift": "inner", "keep.swift": "kept", "d": "now a file"])
        let again = try FileManager.default.attributesOfItem(atPath: mirror.folder + "/keep.swift")
        #expect(again[.systemFileNumber] as? Int == kept[.systemFileNumber] as? Int)
        #expect(
            again[.modificationDate] as? Date == kept[.modificationDate] as? Date, "an unchanged file was rewritten")

        _ = try mirror.update(to: "r1", under: "app")
        #expect(Self.files(mirror.folder) == ["a.swift": "one", "keep.swift": "kept", "d/x.swift": "x"])
        _ = try mirror.update(to: "r2", under: "")
        #expect(Self.files(mirror.folder)["other/o.swift"] == "outside")
        #expect(Self.files(mirror.folder)["app/keep.swift"] == "kept")
    }

    @Test func unsafePathsAreNeverWritten() throws {
        #expect(GitTreeMirror.isSafe("a/b.swift"))
        for path in ["", "/a", "a//b", "./a", "a/../b", "..", ".git/config", "a/.GIT/hooks", "a\\b"] {
            #expect(!GitTreeMirror.isSafe(path), "\(path)")
        }
        // A tree git itself would refuse to check out: a file named .git, made with mktree.
        let base = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let repo = base + "/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try GitTrendTests.git(["init", "--quiet"], in: repo)
        try Self.write("x", "ok.swift", in: repo)
        try Self.commit(repo, "r1")
        let blob = try GitTrendTests.git(["rev-parse", "r1:ok.swift"], in: repo).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let listing = base + "/listing"
        try "100644 blob \(blob)\t.git\n100644 blob \(blob)\tok.swift\n".write(
            toFile: listing, atomically: true, encoding: .utf8)
        let tree = try GitTrendTests.git(["mktree"], in: repo, input: listing).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let commit = try GitTrendTests.git(["commit-tree", tree, "-m", "crafted"], in: repo)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let mirror = try GitTreeMirror(repository: repo, folder: base + "/tree", wanted: { _ in true })
        defer { mirror.finish() }
        _ = try mirror.update(to: commit, under: "")
        #expect(Self.files(mirror.folder) == ["ok.swift": "x"])
    }
}
