import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// The third automatic lookup: a Swift file that declared an App Intent, deleted since the last
/// release. The state before the deletion is compared with today's: a tag that shipped the intent
/// makes its loss (shortcuts built with it, keyed on its persistent identifier) an error; no tag makes
/// it a "cannot tell" note naming the commit. A moved file, an intent added and deleted between
/// releases, and a deleted file that declared no App Intent lose nothing, and the first and last
/// cost no audit of an earlier tree.
@Suite("History: a deleted file that declared an App Intent", .serialized)
struct DeletedAppIntentTests {
    static func report(_ repo: ReleaseRepository) throws -> [String: Any] {
        let request = ContinuityInputTests.request(repo) { $0.formats = "json" }
        _ = try AuditCommand.run(request)
        defer { try? FileManager.default.removeItem(atPath: request.outputDirectory) }
        let data = try Data(contentsOf: URL(fileURLWithPath: request.outputDirectory + "/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The IA8xx findings as "rule severity intent".
    static func summary(_ repo: ReleaseRepository) throws -> [String] {
        let findings = (try report(repo)["findings"] as? [[String: Any]] ?? []).filter {
            ($0["rule"] as? String)?.hasPrefix("IA8") == true
        }
        return findings.map {
            "\($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "") \($0["intent"] as? String ?? "")"
        }.sorted()
    }

    @Test func aTaggedReleaseBeforeTheDeletionProvesTheLossAndNoTagMakesANote() throws {
        for tag in ["v1.0", nil] {
            let repo = try ReleaseRepository()
            try repo.commit(TinyApp.files, tag: tag)
            try repo.commit(["App/TimerIntent.swift": nil])
            let found = try Self.summary(repo)
            #expect(found == ["IA801 \(tag == nil ? "note" : "error") StartTimerIntent"], "\(found)")
            let finding = try #require(
                (try Self.report(repo)["findings"] as? [[String: Any]] ?? []).first { $0["rule"] as? String == "IA801" }
            )
            let message = finding["message"] as? String ?? ""
            #expect(message.contains("StartTimerIntent"), "\(message)")
            let proof = (finding["proof"] as? [[String: Any]] ?? []).compactMap { $0["fact"] as? String }
            #expect(
                proof.contains { $0.contains("App/TimerIntent.swift declares the App Intent StartTimerIntent") },
                "\(proof)")
        }
    }

    /// With a tag, the files changed since the release are read as they were there: an App Intent
    /// removed from a file that stays is gone as surely as one deleted with its file.
    @Test func anAppIntentRemovedFromAFileThatStaysIsFoundAgainstTheRelease() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        let entityOnly = TinyApp.timerIntent().components(separatedBy: "struct TrailEntity")[1]
        try repo.commit(["App/TimerIntent.swift": "import AppIntents\n\nstruct TrailEntity" + entityOnly])
        #expect(try Self.summary(repo) == ["IA801 error StartTimerIntent"])
        // Put back in a later commit: nothing is gone, and the release is not audited.
        try repo.commit(["App/TimerIntent.swift": TinyApp.timerIntent()])
        #expect(try Self.summary(repo).isEmpty)
        #expect((try Self.report(repo)["continuity"] as? [Any] ?? []).isEmpty)
    }

    @Test func aMovedFileAnIntentBetweenReleasesAndAFileWithoutAppIntentsLoseNothing() throws {
        let moved = try ReleaseRepository()
        try moved.commit(TinyApp.files, tag: "v1.0")
        try moved.commit(["App/TimerIntent.swift": nil, "App/Intents/TimerIntent.swift": TinyApp.timerIntent()])
        #expect(try Self.summary(moved).isEmpty)
        // Its App Intent is still declared today: the deleted file is parsed, no earlier tree audited.
        #expect((try Self.report(moved)["continuity"] as? [Any] ?? []).isEmpty, "an earlier state was audited")

        var without = TinyApp.files
        without["App/TimerIntent.swift"] = nil
        let between = try ReleaseRepository()
        try between.commit(without, tag: "v1.0")
        try between.commit(["App/TimerIntent.swift": TinyApp.timerIntent()])
        try between.commit(["App/TimerIntent.swift": nil])
        #expect(try Self.summary(between).isEmpty)

        let plain = try ReleaseRepository()
        var files = TinyApp.files
        files["App/Helpers.swift"] = "struct Helpers {}\n"
        try plain.commit(files, tag: "v1.0")
        try plain.commit(["App/Helpers.swift": nil])
        #expect(try Self.summary(plain).isEmpty)
        #expect((try Self.report(plain)["continuity"] as? [Any] ?? []).isEmpty, "no earlier state was audited")
    }

    /// An App Intent through an app protocol declared in another file (`struct OpenTrail:
    /// TrailCommand`, `protocol TrailCommand: AppIntent`), its file without the word "Intent": the
    /// deleted file alone says nothing, so the files of the release that declare the protocol are
    /// read with it — one level or two (`LoggedTrailCommand: TrailCommand`), the protocol kept or
    /// deleted with it. A deleted type adopting an app protocol that refines no App Intents protocol
    /// costs no audit of the release.
    @Test(arguments: [
        (["App/TrailCommand.swift"], "TrailCommand", false),
        (["App/TrailCommand.swift"], "TrailCommand", true),
        (["App/TrailCommand.swift", "App/Logged/LoggedTrailCommand.swift"], "LoggedTrailCommand", false),
    ])
    func anAppIntentThroughAProtocolOfAnotherFileIsFound(
        protocols: [String], adopted: String, deleteBoth: Bool
    )
        throws
    {
        var files = TinyApp.files
        files["App/TrailCommand.swift"] = "import AppIntents\n\nprotocol TrailCommand: AppIntent {}\n"
        files["App/Logged/LoggedTrailCommand.swift"] = "protocol LoggedTrailCommand: TrailCommand {}\n"
        files["App/OpenTrail.swift"] = """
            struct OpenTrail: \(adopted) {
                static let title: LocalizedStringResource = "Open Trail"
                func perform() async throws -> some ProvidesDialog { .result(dialog: "Opened") }
            }

            """
        let repo = try ReleaseRepository()
        try repo.commit(files, tag: "v1.0")
        var deleted: [String: String?] = ["App/OpenTrail.swift": nil]
        if deleteBoth { for path in protocols { deleted[path] = .some(nil) } }
        try repo.commit(deleted)
        let found = try Self.summary(repo)
        #expect(found == ["IA801 error OpenTrail"], "\(found)")
    }

    @Test func aDeletedTypeOfAnotherAppProtocolCostsNoAudit() throws {
        var files = TinyApp.files
        files["App/Job.swift"] = "protocol Job { func perform() async throws }\n"
        files["App/CleanUp.swift"] = "struct CleanUp: Job, Sendable {\n    func perform() async throws {}\n}\n"
        let repo = try ReleaseRepository()
        try repo.commit(files, tag: "v1.0")
        try repo.commit(["App/CleanUp.swift": nil])
        #expect(try Self.summary(repo).isEmpty)
        #expect((try Self.report(repo)["continuity"] as? [Any] ?? []).isEmpty, "no earlier state was audited")
    }
}
