import Foundation
import TestSupport
import Testing

/// `trend --git` writes no release's files to disk (they are read from git's objects), so even killed
/// part-way (SIGKILL: no cleanup can run) it leaves nothing registered in the user's repository and
/// nothing in TMPDIR.
@Suite struct TrendInterruptTests {
    static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false",
                "-c", "tag.gpgsign=false", "-C", directory,
            ] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func nothingIsWrittenSoAKillLeavesNothingBehind() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ia-int-\(UUID().uuidString)").path
        let repo = base + "/repo", temporary = base + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AuditCommandTests.example, toPath: repo + "/app")
        _ = try Self.git(["init", "--quiet"], in: repo)
        let tags = (1...160).map { "v\($0)" }
        for tag in tags {
            try "\(tag)\n".write(toFile: repo + "/README.md", atomically: true, encoding: .utf8)
            _ = try Self.git(["add", "-A"], in: repo)
            _ = try Self.git(["commit", "--quiet", "-m", tag], in: repo)
            _ = try Self.git(["tag", tag], in: repo)
        }
        let before = try Self.git(["worktree", "list", "--porcelain"], in: repo)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExecutableTests.binary)
        process.arguments = ["trend", "--no-cache", "--output", base + "/out", "--git"] + tags + [repo]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Let a few of the releases be audited (the first takes the longest), then stop the process.
        usleep(2_000_000)
        let interrupted = process.isRunning
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: temporary)) ?? []
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(interrupted, "the trend finished before it could be interrupted")
        #expect(written.isEmpty, "files written while releases were audited: \(written.prefix(5))")
        #expect(try Self.git(["worktree", "list", "--porcelain"], in: repo) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}
