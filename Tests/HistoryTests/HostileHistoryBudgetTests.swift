import Foundation
import TestSupport
import Testing

@testable import History

/// History's readers within their budgets: a baseline past its size is refused unread (a blob past
/// the size limit: `GitTreeFilesTests.aBlobPastTheSizeLimitIsRefusedUnread`).
@Suite(.serialized) struct HostileHistoryBudgetTests {
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
