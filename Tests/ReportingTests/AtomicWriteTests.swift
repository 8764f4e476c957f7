import Foundation
import SystemSupport
import Testing

@testable import Reporting

/// The one atomic writer: no temporary stays behind, and those of dead writers are cleaned up.
@Suite struct AtomicWriteTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesReplacesAndLeavesNoTemporary() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(Array("one".utf8), to: dir + "/report.xml")
        try AtomicFile.write(Array("two".utf8), to: dir + "/report.xml")
        #expect(try String(contentsOfFile: dir + "/report.xml", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.xml"])
    }

    /// A writer killed with `kill -9` leaves its temporary; the next run's `prepare` removes it,
    /// and never a live process's.
    @Test func staleTemporariesOfDeadWritersAreRemoved() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run()
        dead.waitUntilExit()
        let stale = dir + "/.report.html.intent-audit-\(dead.processIdentifier).tmp"
        let live = dir + "/.report.html.intent-audit-\(getpid()).tmp"
        for path in [stale, live, dir + "/notes.tmp"] { FileManager.default.createFile(atPath: path, contents: nil) }
        try ReportWriter.prepare(dir)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: dir + "/notes.tmp"))
    }

    @Test func aLinkAtTheTemporaryNameIsNotFollowed() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outside = dir + "/outside"
        FileManager.default.createFile(atPath: outside, contents: Data("keep".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/.report.md.intent-audit-\(getpid()).tmp", withDestinationPath: outside)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Array("x".utf8), to: dir + "/report.md") }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep")
    }
}
