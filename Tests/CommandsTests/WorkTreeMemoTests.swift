import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model
@testable import Scanning

/// The audit of a work tree keys its scan outcomes by git object id, and the audit of an earlier
/// commit in the same run takes the files it shares with the work tree from them.
@Suite("History: earlier commits reuse the work tree's scan", .serialized)
struct WorkTreeMemoTests {
    @Test func cleanFilesCarryTheirObjectIDsAndChangedOnesDoNot() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files)
        let ids = WorkTreeObjects.clean(in: repo.path)
        #expect(ids["App/SoupSize.swift"] == (try repo.git(["rev-parse", "HEAD:App/SoupSize.swift"])))
        #expect(Set(ids.keys) == Set(TinyApp.files.keys))
        try "// edited\n".write(toFile: repo.path + "/App/SoupSize.swift", atomically: true, encoding: .utf8)
        let after = WorkTreeObjects.clean(in: repo.path)
        #expect(after["App/SoupSize.swift"] == nil)
        #expect(after.count == ids.count - 1)
    }

    @Test func anEarlierCommitReusesTheFilesItShares() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["App/TimerIntent.swift": TinyApp.timerIntent(name: "BeginTimerIntent")])
        let memo = ReleaseMemo()
        var options = ScanOptions()
        options.memo = memo
        options.objectIDs = WorkTreeObjects.clean(in: repo.path)
        let context = AuditContext(toolVersion: "0.0.0-test", root: repo.path, generatedAt: 0)
        let today = try Audit.run(root: repo.path, context: context, options: options)
        #expect(memo.reusedFiles == 0)
        let earlier = try TrendCommand.gitAudit(path: repo.path, toolVersion: "0.0.0-test", configPath: nil, memo: memo)
            .snapshots(of: ["v1.0"]).snapshots.first
        // Package.swift, the definition and three of the four Swift files are the same content: only
        // App/TimerIntent.swift is scanned again.
        #expect(memo.reusedFiles == TinyApp.files.count - 1)
        #expect(earlier?.identity?.intents.contains { $0.typeName == "StartTimerIntent" } == true)
        #expect(today.inventory.appIntents.contains { $0.name == "BeginTimerIntent" })
    }
}
