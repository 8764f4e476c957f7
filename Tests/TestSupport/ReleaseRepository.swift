import Foundation

/// A git repository a test builds release after release: each `commit` writes (or, with nil,
/// deletes) files and may tag the commit. Commit times are fixed, so audits of it are repeatable.
package final class ReleaseRepository {
    package let path: String
    private var time = 1_704_888_000

    package init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("intent-audit-releases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git(["init", "--quiet", "--initial-branch=main"])
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `files` (path → text; nil deletes), commits everything and tags it when `tag` is given.
    package func commit(_ files: [String: String?], tag: String? = nil, message: String = "release") throws {
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            let full = path + "/" + relative
            if let text {
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: full, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(atPath: full)
            }
        }
        try git(["add", "-A"])
        time += 86_400
        try git(["commit", "--quiet", "--allow-empty", "-m", message], time: time)
        if let tag { try git(["tag", tag]) }
    }

    @discardableResult
    package func git(_ arguments: [String], time: Int? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                "-c", "tag.gpgsign=false", "-C", path,
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
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(
                domain: "git", code: Int(process.terminationStatus),
                userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")) failed"])
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
