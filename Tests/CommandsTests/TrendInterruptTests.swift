import Foundation
import TestSupport
import Testing

/// `trend --git` stopped by SIGTERM part-way: nothing is registered in the user's repository and
/// no temporary folder of releases' files stays on disk.
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

    @Test func sigtermLeavesNoWorktreeAndNoTemporaryFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ia-int-\(UUID().uuidString)").path
        let repo = base + "/repo", temporary = base + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AuditCommandTests.example, toPath: repo + "/app")
        _ = try Self.git(["init", "--quiet"], in: repo)
        let tags = (1...40).map { "v\($0)" }
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
        // Wait until a release's files are written, then stop the process.
        let deadline = Date().addingTimeInterval(120)
        func written() -> Bool {
            let paths = (try? FileManager.default.subpathsOfDirectory(atPath: temporary)) ?? []
            return paths.contains { $0.hasSuffix(".swift") }
        }
        while Date() < deadline, process.isRunning, !written() {
            usleep(20_000)
        }
        let interrupted = process.isRunning
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(interrupted, "the trend finished before it could be interrupted")
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
        #expect(try Self.git(["worktree", "list", "--porcelain"], in: repo) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}
