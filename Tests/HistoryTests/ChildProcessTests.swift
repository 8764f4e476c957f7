import Foundation
import Testing

@testable import History

/// A child process's output is bounded in size and in silence: one that floods or hangs is
/// killed and is an error, never a hung or exhausted audit.
@Suite struct ChildProcessTests {
    static let environment = ["PATH=/usr/bin:/bin"]

    @Test func aChildThatWritesTooMuchIsStopped() throws {
        let child = try ChildProcess.spawn(["sh", "-c", "yes"], environment: Self.environment)
        #expect(throws: GitHistoryError.self) { try child.readAll(maximumBytes: 100_000) }
    }

    @Test func aSilentChildIsStopped() throws {
        let start = Date()
        let child = try ChildProcess.spawn(["sh", "-c", "sleep 30"], environment: Self.environment)
        #expect(throws: GitHistoryError.self) { try child.readAll(silentSeconds: 1) }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aWellBehavedChildIsReadToTheEnd() throws {
        let child = try ChildProcess.spawn(["sh", "-c", "echo out; echo err >&2"], environment: Self.environment)
        let (output, errors) = try child.readAll()
        #expect(
            String(decoding: output, as: UTF8.self) == "out\n" && String(decoding: errors, as: UTF8.self) == "err\n")
        #expect(child.wait() == 0)
    }
}
