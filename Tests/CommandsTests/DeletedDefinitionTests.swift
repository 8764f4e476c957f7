import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// The second automatic lookup: a definition deleted in history with nothing in today's tree naming
/// its classes (no `intentClassName`). The state before the deletion is compared with today's: a tag
/// that shipped it makes the losses errors; no tag makes them "cannot tell" notes naming the commit.
/// A definition moved, one no target built, and a widget-only configuration intent without
/// parameters lose nothing.
@Suite("History: a definition deleted with nothing carrying its classes", .serialized)
struct DeletedDefinitionTests {
    /// Today's tree: the definition deleted, the order App Intent no longer carrying its class, and
    /// the widget kept under its kind as a static configuration.
    static let replaced: [String: String?] = [
        "App/Base.lproj/Intents.intentdefinition": nil,
        "App/OrderSoupAppIntent.swift": TinyApp.orderIntent(className: nil),
        "Widgets/StepsWidget.swift": TinyApp.widget(
            configuration: "StaticConfiguration(kind: \"Steps\", provider: StepsProvider()) { _ in"),
    ]

    static func findings(_ repo: ReleaseRepository, noHistory: Bool = false) throws -> [[String: Any]] {
        let request = ContinuityInputTests.request(repo) {
            $0.formats = "json"
            $0.noHistory = noHistory
        }
        _ = try AuditCommand.run(request)
        defer { try? FileManager.default.removeItem(atPath: request.outputDirectory) }
        let data = try Data(contentsOf: URL(fileURLWithPath: request.outputDirectory + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (report["findings"] as? [[String: Any]] ?? []).filter {
            ($0["rule"] as? String)?.hasPrefix("IA8") == true
        }
    }

    static func summary(_ findings: [[String: Any]]) -> [String] {
        findings.map {
            "\($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "") \($0["intent"] as? String ?? "")"
        }
        .sorted()
    }

    @Test func aTaggedReleaseBeforeTheDeletionProvesTheLoss() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(Self.replaced)
        let findings = try Self.findings(repo)
        #expect(Self.summary(findings) == ["IA801 error OrderSoupIntent", "IA801 error ShowTrailIntent"])
        let order = try #require(findings.first { $0["intent"] as? String == "OrderSoupIntent" })
        #expect((order["message"] as? String)?.hasPrefix("OrderSoupIntent (OrderSoupIntent) of v1.0 is gone") == true)
        let proof = (order["proof"] as? [[String: Any]] ?? []).compactMap { $0["fact"] as? String }
        #expect(
            proof.first?.hasPrefix("at v1.0, App/Base.lproj/Intents.intentdefinition declares the legacy intent")
                == true, "\(proof)")
        #expect(try Self.findings(repo, noHistory: true).isEmpty)
    }

    /// The audited folder inside a larger repository: deletions and paths are the folder's own.
    @Test func aFolderInsideTheRepositoryIsLookedUpOnItsOwn() throws {
        let repo = try ReleaseRepository()
        let inApp = { (files: [String: String?]) in
            Dictionary(uniqueKeysWithValues: files.map { ("app/" + $0.key, $0.value) })
        }
        var files = inApp(TinyApp.files)
        files["other/Old.intentdefinition"] = TinyApp.definition()
        try repo.commit(files, tag: "v1.0")
        var replaced = inApp(Self.replaced)
        replaced["other/Old.intentdefinition"] = nil
        try repo.commit(replaced)
        let request = ContinuityInputTests.request(repo) {
            $0.root = repo.path + "/app"
            $0.formats = "json"
        }
        _ = try AuditCommand.run(request)
        defer { try? FileManager.default.removeItem(atPath: request.outputDirectory) }
        let data = try Data(contentsOf: URL(fileURLWithPath: request.outputDirectory + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = (report["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "IA801" }
        #expect(Self.summary(findings) == ["IA801 error OrderSoupIntent", "IA801 error ShowTrailIntent"])
    }

    @Test func anUntaggedCommitIsACannotTellNote() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files)
        let before = try repo.git(["rev-parse", "--short=12", "HEAD"])
        try repo.commit(Self.replaced)
        // A tag after the deletion holds the deletion too: no release is known to have had the definition.
        try repo.commit(["README.md": "1.1\n"], tag: "v1.1")
        let findings = try Self.findings(repo)
        #expect(Self.summary(findings) == ["IA801 note OrderSoupIntent", "IA801 note ShowTrailIntent"])
        let message = findings.first?["message"] as? String ?? ""
        #expect(
            message.hasPrefix("cannot tell: whether a release shipped \(before) (no tag holds that commit"),
            "\(message)")
    }

    /// The state before the deletion is compared whole for widgets: a widget no deleted intent
    /// configured (a static one) that went in the same change is a loss too (IA805), an error when a
    /// tag shipped it and a note when none did; kept under its kind in its target, it loses nothing.
    @Test func everyWidgetOfTheStateBeforeTheDeletionIsCompared() throws {
        let staticWidget = TinyApp.widget(
            configuration: "StaticConfiguration(kind: \"Steps\", provider: StepsProvider()) { _ in")
        var before = TinyApp.files
        before["Widgets/StepsWidget.swift"] = staticWidget
        var gone = Self.replaced
        gone["Widgets/StepsWidget.swift"] = .some(nil)
        for tag in ["v1.0", nil] {
            let repo = try ReleaseRepository()
            try repo.commit(before, tag: tag)
            try repo.commit(gone)
            let severity = tag == nil ? "note" : "error"
            let widgets = try Self.findings(repo).filter { $0["rule"] as? String == "IA805" }
            #expect(widgets.count == 1, "\(widgets)")
            #expect(widgets.first?["severity"] as? String == severity)
            #expect((widgets.first?["message"] as? String)?.contains("\"Steps\"") == true)
        }
        let kept = try ReleaseRepository()
        try kept.commit(before, tag: "v1.0")
        try kept.commit(Self.replaced)
        #expect(try Self.findings(kept).filter { $0["rule"] as? String == "IA805" }.isEmpty)
    }

    @Test func aMovedDefinitionLosesNothing() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit([
            "App/Base.lproj/Intents.intentdefinition": nil,
            "App/Shared/Intents.intentdefinition": TinyApp.definition(),
        ])
        #expect(try Self.findings(repo).isEmpty)
    }

    @Test func aDefinitionNoTargetBuiltLosesNothing() throws {
        let repo = try ReleaseRepository()
        var files = TinyApp.files
        files["App/Base.lproj/Intents.intentdefinition"] = nil
        files["Drafts/Intents.intentdefinition"] = TinyApp.definition()
        files["App/OrderSoupAppIntent.swift"] = TinyApp.orderIntent(className: nil)
        try repo.commit(files, tag: "v1.0")
        try repo.commit(["Drafts/Intents.intentdefinition": nil])
        #expect(try Self.findings(repo).isEmpty)
    }

    /// Only the window since the last release is searched: a definition added and deleted after it
    /// never reached users; one deleted before it is what that release already shipped without
    /// (`--since` an older tag compares with that).
    @Test func onlyDeletionsSinceTheLastReleaseThatHadItCount() throws {
        var without = TinyApp.files
        without["App/Base.lproj/Intents.intentdefinition"] = nil
        without["App/OrderSoupAppIntent.swift"] = TinyApp.orderIntent(className: nil)
        without["Widgets/StepsWidget.swift"] = Self.replaced["Widgets/StepsWidget.swift"] ?? nil
        let between = try ReleaseRepository()
        try between.commit(without, tag: "v1.0")
        try between.commit(["App/Base.lproj/Intents.intentdefinition": TinyApp.definition()])
        try between.commit(["App/Base.lproj/Intents.intentdefinition": nil])
        #expect(try Self.findings(between).isEmpty)

        let before = try ReleaseRepository()
        try before.commit(TinyApp.files, tag: "v0.9")
        try before.commit(Self.replaced, tag: "v1.0")
        try before.commit(["README.md": "next\n"])
        #expect(try Self.findings(before).isEmpty)
    }

    /// The widget intent neither configurable in Shortcuts nor eligible for suggestions, with no
    /// parameters, and its widget kept under its kind: nothing of it can be lost (the order intent,
    /// deleted in the same commit, still is).
    @Test func aParameterlessWidgetOnlyIntentLosesNothing() throws {
        let repo = try ReleaseRepository()
        var files = TinyApp.files
        files["App/Base.lproj/Intents.intentdefinition"] = TinyApp.definition()
            .replacingOccurrences(
                of: "<key>INIntentConfigurable</key>", with: "<key>INIntentIneligibleForSuggestions</key>")
        try repo.commit(files, tag: "v1.0")
        try repo.commit(Self.replaced)
        #expect(Self.summary(try Self.findings(repo)) == ["IA801 error OrderSoupIntent"])
    }
}
