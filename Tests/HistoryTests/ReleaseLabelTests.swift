import Foundation
import TestSupport
import Testing

@testable import History

/// `git describe` names a snapshot only when the audited folder is tracked by the repository that
/// encloses it; an app checked out into an ignored folder of another repository gets no label.
@Suite struct ReleaseLabelTests {
    @Test func aTrackedFolderGetsTheTagAndAnIgnoredOneNone() throws {
        let repo = NSTemporaryDirectory() + "ia-label-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: repo + "/App", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: repo + "/vendor/OtherApp", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: repo) }
        try "vendor/\n".write(toFile: repo + "/.gitignore", atomically: true, encoding: .utf8)
        try "let a = 1\n".write(toFile: repo + "/App/A.swift", atomically: true, encoding: .utf8)
        try "let b = 2\n".write(toFile: repo + "/vendor/OtherApp/B.swift", atomically: true, encoding: .utf8)
        _ = try GitTrendTests.git(["init", "--quiet", "--initial-branch=main"], in: repo)
        _ = try GitTrendTests.git(["add", "-A"], in: repo)
        _ = try GitTrendTests.git(["commit", "--quiet", "-m", "first"], in: repo)
        _ = try GitTrendTests.git(["tag", "v1.0"], in: repo)

        #expect(ReleaseLabel.resolve(explicit: nil, root: repo + "/App") == "v1.0")
        #expect(ReleaseLabel.resolve(explicit: nil, root: repo) == "v1.0")
        #expect(ReleaseLabel.resolve(explicit: nil, root: repo + "/vendor/OtherApp") == nil)
        #expect(!ReleaseLabel.isTracked(repo + "/vendor/OtherApp"))
        // An untracked new folder is not the repository's either.
        try manager.createDirectory(atPath: repo + "/Scratch", withIntermediateDirectories: true)
        try "x".write(toFile: repo + "/Scratch/C.swift", atomically: true, encoding: .utf8)
        #expect(ReleaseLabel.resolve(explicit: nil, root: repo + "/Scratch") == nil)
        #expect(ReleaseLabel.resolve(explicit: "2.0", root: repo + "/vendor/OtherApp") == "2.0")
    }

    @Test func outsideAnyRepositoryThereIsNoLabel() throws {
        let folder = NSTemporaryDirectory() + "ia-nolabel-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ReleaseLabel.resolve(explicit: nil, root: folder) == nil)
    }
}
