import Foundation
import TestSupport
import Testing

@testable import History

/// History's readers within their budgets: a blob past the size limit is never written to disk
/// by `trend --git` (a 1.8 MB `.git` once wrote 3 GB), a baseline past its size is refused unread.
@Suite(.serialized) struct HostileHistoryBudgetTests {
    @Test func aBlobPastTheSizeLimitIsNeverWritten() throws {
        let base = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let repo = base + "/repo"
        try FileManager.default.createDirectory(atPath: repo + "/app", withIntermediateDirectories: true)
        try GitTrendTests.git(["init", "--quiet", "--initial-branch=main"], in: repo)
        // 4 MB of one byte: a few KB in git, 4 MB once written.
        FileManager.default.createFile(
            atPath: repo + "/app/Huge.swift", contents: Data(repeating: 0x20, count: 4 << 20))
        try "struct Small {}\n".write(toFile: repo + "/app/Small.swift", atomically: true, encoding: .utf8)
        try GitTreeMirrorTests.commit(repo, "r1")

        let mirror = try GitTreeMirror(
            repository: repo, folder: base + "/tree", maximumBytes: 1 << 20, wanted: { _ in true })
        defer { mirror.finish() }
        let ids = try mirror.update(to: "r1", under: "app")
        #expect(Set(ids.keys) == ["Huge.swift", "Small.swift"])
        let huge = mirror.folder + "/Huge.swift"
        // The file has the blob's size (so the audit refuses it as over the limit) and no data.
        let attributes = try FileManager.default.attributesOfItem(atPath: huge)
        #expect(attributes[.size] as? Int == 4 << 20)
        let head = try FileHandle(forReadingFrom: URL(fileURLWithPath: huge)).read(upToCount: 4096) ?? Data()
        #expect(head.allSatisfy { $0 == 0 }, "the blob's bytes were written")
        #expect(try String(contentsOfFile: mirror.folder + "/Small.swift", encoding: .utf8) == "struct Small {}\n")
    }

    @Test func aBaselinePastItsSizeIsRefusedUnread() throws {
        let base = try TrendTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let path = base + "/report.xml"
        FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x3C, count: 3 << 20))
        #expect(throws: SnapshotError.tooLarge(path: path, bytes: 3 << 20, limit: 1 << 20)) {
            try SnapshotReader.read(path: path, maximumBytes: 1 << 20)
        }
        #expect(SnapshotError.tooLarge(path: path, bytes: 3 << 20, limit: 1 << 20).description.contains("not read"))
    }
}
