import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// A legacy definition left on disk, built by no target, whose App Intent stopped carrying its class
/// in a later commit: only the history shows that users had their shortcuts carried over and lost
/// them. The automatic lookup finds the commit before the drop (`CarrierHistory`); a tag that shipped
/// it proves the loss (IA201 an error), no tag leaves it a "cannot tell" note that names the commit.
@Suite("History: an App Intent that stopped carrying a legacy class", .serialized)
struct CarrierHistoryTests {
    /// The dead-files fixture (Notes.xcodeproj builds App/ and NotesIntents/, not Legacy/), as files.
    static func notes() throws -> [String: String?] {
        let root = Fixtures.repositoryRoot + "/Tests/Fixtures/Judgement/dead-files"
        var files: [String: String?] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: root).sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[relative] = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
        }
        return files
    }

    /// App/NoteIntents.swift with AddNoteAppIntent no longer adopting the protocol.
    static func dropped(_ files: [String: String?]) throws -> [String: String?] {
        let text = try #require(files["App/NoteIntents.swift"] ?? nil)
        let edited =
            text
            .replacingOccurrences(
                of:
                    "struct AddNoteAppIntent: AppIntent, CustomIntentMigratedAppIntent {\n    static let intentClassName = \"AddNoteIntent\"\n",
                with: "struct AddNoteAppIntent: AppIntent {\n")
        #expect(edited != text)
        return ["App/NoteIntents.swift": edited]
    }

    static func audit(_ repo: ReleaseRepository) throws -> [[String: Any]] {
        let request = ContinuityInputTests.request(repo) { $0.formats = "json" }
        _ = try AuditCommand.run(request)
        defer { try? FileManager.default.removeItem(atPath: request.outputDirectory) }
        let data = try Data(contentsOf: URL(fileURLWithPath: request.outputDirectory + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (report["findings"] as? [[String: Any]] ?? []).filter {
            $0["rule"] as? String == "IA201" && $0["intent"] as? String == "AddNoteIntent"
        }
    }

    @Test func aTaggedReleaseThatCarriedTheClassProvesTheLoss() throws {
        let repo = try ReleaseRepository()
        try repo.commit(try Self.notes(), tag: "v1.0")
        try repo.commit(try Self.dropped(try Self.notes()))
        let findings = try Self.audit(repo)
        #expect(findings.count == 1)
        #expect(findings.first?["severity"] as? String == "error")
        let proof = (findings.first?["proof"] as? [[String: Any]] ?? []).compactMap { $0["fact"] as? String }
        #expect(proof.contains("no target builds Legacy/Notes.intentdefinition today"))
        #expect(
            proof.contains {
                $0.hasPrefix("at v1.0 AddNoteAppIntent carried intentClassName \"AddNoteIntent\"")
            }, "\(proof)")
    }

    @Test func anUntaggedCommitIsACannotTellNoteThatNamesIt() throws {
        let repo = try ReleaseRepository()
        try repo.commit(try Self.notes())
        let carrying = try repo.git(["rev-parse", "--short=12", "HEAD"])
        try repo.commit(try Self.dropped(try Self.notes()))
        let findings = try Self.audit(repo)
        #expect(findings.first?["severity"] as? String == "note")
        let message = findings.first?["message"] as? String ?? ""
        #expect(
            message.hasPrefix(
                "cannot tell: a release shipped \(carrying), the newest commit where AddNoteAppIntent carried "
                    + "intentClassName \"AddNoteIntent\""), "\(message)")
    }

    @Test func stillCarriedOrNeverCarriedFindsNoDrop() throws {
        let repo = try ReleaseRepository()
        try repo.commit(try Self.notes(), tag: "v1.0")
        #expect(try CarrierHistory.lastDrops(["AddNoteIntent", "ArchiveNoteIntent"], in: repo.path).isEmpty)
        try repo.commit(try Self.dropped(try Self.notes()))
        let drops = try CarrierHistory.lastDrops(["AddNoteIntent", "ArchiveNoteIntent"], in: repo.path)
        #expect(Array(drops.keys) == ["AddNoteIntent"])
        #expect(drops["AddNoteIntent"]?.release == "v1.0")
    }
}
