import Foundation

/// The release a snapshot belongs to: `--release`, else `git describe` of the audited folder, else none.
package enum ReleaseLabel {
    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        return GitCommand.run(["describe", "--tags", "--always"], in: root)
    }
}

/// Runs `git` and returns its trimmed standard output, or nil when git is missing or fails.
package enum GitCommand {
    package static func run(_ arguments: [String], in directory: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

/// The report's timestamp: `SOURCE_DATE_EPOCH` when set (reproducible builds), else now.
package enum ReportClock {
    package static func now(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int {
        if let value = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
                throw UsageError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970; got '\(value)'")
            }
            return seconds
        }
        return Int(Date().timeIntervalSince1970)
    }
}
