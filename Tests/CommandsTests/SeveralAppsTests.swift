import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// A folder with two apps (two Xcode projects, each with an application target) is never merged
/// into one report: without `--app` the audit stops (exit 2) and lists them, unless only one of them
/// has intent code; `--app` audits one.
@Suite struct SeveralAppsTests {
    /// Two fixture apps side by side in one folder: Notes/ and Runner/.
    static func twoApps() throws -> String {
        try apps(notes: "Notes", runner: "Runner")
    }

    /// The two Judgement fixtures copied to these folders of a new temporary root.
    static func apps(notes: String, runner: String) throws -> String {
        let root = AuditCommandTests.temporaryDirectory()
        let fixtures = Fixtures.repositoryRoot + "/Tests/Fixtures/Judgement/"
        try FileManager.default.copyItem(atPath: fixtures + "dead-files", toPath: root + "/" + notes)
        try FileManager.default.copyItem(atPath: fixtures + "duplicate-definitions", toPath: root + "/" + runner)
        return root
    }

    static func request(_ root: String, app: String? = nil) -> AuditRequest {
        var request = AuditRequest()
        request.root = root
        request.outputDirectory = AuditCommandTests.temporaryDirectory()
        request.formats = "xml"
        request.release = "1.0"
        request.cacheDirectory = nil
        request.environment = ["SOURCE_DATE_EPOCH": "1767225600"]
        request.app = app
        return request
    }

    @Test func twoAppsWithoutAppAreRefusedWithTheirNames() throws {
        let root = try Self.twoApps()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect {
            try AuditCommand.run(Self.request(root))
        } throws: { error in
            let message = (error as? UsageError)?.message ?? ""
            return message.contains("holds 2 apps") && message.contains("Notes (Notes/Notes.xcodeproj)")
                && message.contains("Runner (Runner/Runner.xcodeproj)") && message.contains("--app")
        }
    }

    @Test func appPicksOneAndLeavesTheOtherOut() throws {
        let root = try Self.twoApps()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = Self.request(root, app: "Runner")
        let output = try AuditCommand.run(request)
        #expect(output.exitCode == 0)
        let xml = try String(contentsOfFile: request.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(xml.contains("appName=\"Runner\""))
        #expect(xml.contains("Runner/"))
        #expect(!xml.contains("Notes/"), "nothing of the other app is read")
    }

    @Test func anUnknownAppIsAUsageError() throws {
        let root = try Self.twoApps()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: UsageError.self) { try AuditCommand.run(Self.request(root, app: "Nope")) }
    }

    /// An app with intent code beside apps without any (a vendored library's demo app inside it, a second
    /// project of a React Native repository): the one with code is audited, with a warning naming the others.
    @Test func theOnlyAppWithIntentCodeIsAuditedAndTheOthersNamed() throws {
        let root = AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixtures = Fixtures.repositoryRoot + "/Tests/Fixtures/Judgement/"
        try FileManager.default.copyItem(atPath: fixtures + "dead-files", toPath: root + "/Notes")
        let demo = root + "/Notes/libs/Charts/Demo"
        try FileManager.default.createDirectory(atPath: demo + "/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixtures + "dead-files/Notes.xcodeproj", toPath: demo + "/Demo.xcodeproj")
        try "import UIKit\nfinal class ChartView: UIView {}\n".write(
            toFile: demo + "/App/ChartView.swift", atomically: true, encoding: .utf8)
        let request = Self.request(root)
        let output = try AuditCommand.run(request)
        #expect(output.exitCode == 0)
        #expect(
            output.warnings.contains {
                $0.contains("only Notes (Notes/Notes.xcodeproj)")
                    && $0.contains("Demo (Notes/libs/Charts/Demo/Demo.xcodeproj)")
            })
        let xml = try String(contentsOfFile: request.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(!xml.contains("libs/Charts"), "nothing of the demo app is read")
        // Give the demo app intent code too: two apps with code are refused as before.
        try FileManager.default.copyItem(atPath: fixtures + "dead-files/Legacy", toPath: demo + "/Legacy")
        #expect(throws: UsageError.self) { try AuditCommand.run(Self.request(root)) }
    }

    /// Two apps of one name (a project and an older copy of it in a subfolder): the name alone would
    /// pick one silently, so the refusal suggests a project path and `--app NAME` asks for one.
    @Test func twoAppsOfOneNameAreNamedByTheirProjects() throws {
        let root = AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixtures = Fixtures.repositoryRoot + "/Tests/Fixtures/Judgement/"
        try FileManager.default.createDirectory(atPath: root + "/Old", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "dead-files", toPath: root + "/Notes")
        try FileManager.default.copyItem(atPath: fixtures + "dead-files", toPath: root + "/Old/Notes")
        #expect {
            try AuditCommand.run(Self.request(root))
        } throws: { error in
            let message = (error as? UsageError)?.message ?? ""
            return message.contains("e.g. --app Notes/Notes.xcodeproj") || message.contains("e.g. --app Old/Notes/")
        }
        #expect {
            try AuditCommand.run(Self.request(root, app: "Notes"))
        } throws: { error in
            ((error as? UsageError)?.message ?? "").contains("--app Notes: 2 apps have that name")
        }
        let request = Self.request(root, app: "Old/Notes/Notes.xcodeproj")
        #expect(try AuditCommand.run(request).exitCode == 0)
        let xml = try String(contentsOfFile: request.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(xml.contains("Old/Notes/") && !xml.contains("\"Notes/Legacy"))
    }

    /// An old template project left in the app's source folder (it builds only its own template files):
    /// the intent code belongs to the project that builds it, not to the innermost folder, so the real app
    /// is audited with a warning instead of the folder being refused.
    @Test func codeBelongsToTheProjectThatBuildsIt() throws {
        let root = AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixtures = Fixtures.repositoryRoot + "/Tests/Fixtures/Judgement/"
        try FileManager.default.removeItem(atPath: root)
        try FileManager.default.copyItem(atPath: fixtures + "dead-files", toPath: root)
        try FileManager.default.copyItem(
            atPath: fixtures + "dead-files/Notes.xcodeproj", toPath: root + "/App/Template.xcodeproj")
        let request = Self.request(root)
        let output = try AuditCommand.run(request)
        #expect(output.exitCode == 0)
        #expect(output.warnings.contains { $0.contains("only Notes (Notes.xcodeproj)") && $0.contains("Template") })
        let xml = try String(contentsOfFile: request.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(xml.contains("appName=\"Notes\""))
        #expect(xml.contains("App/NoteIntents.swift"))
    }

    /// One app's folder inside the other's: ios/ holds Notes.xcodeproj and its folders (one of them
    /// built by no target), ios/Runner/ the Runner app.
    static func nestedApps() throws -> String {
        try apps(notes: "ios", runner: "ios/Runner")
    }

    @Test func theInnerAppLeavesOutTheOuterAppsFolders() throws {
        let root = try Self.nestedApps()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inner = Self.request(root, app: "Runner")
        #expect(try AuditCommand.run(inner).exitCode == 0)
        let xml = try String(contentsOfFile: inner.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(xml.contains("ios/Runner/Sources/RunAppIntent.swift"))
        // Notes' built folders and its dead Legacy/ folder are left out, not only its project.
        for notes in ["ios/App/", "ios/NotesIntents/", "ios/Legacy/"] {
            #expect(!xml.contains(notes), "\(notes) belongs to Notes")
        }
        let outer = Self.request(root, app: "Notes")
        #expect(try AuditCommand.run(outer).exitCode == 0)
        let notes = try String(contentsOfFile: outer.outputDirectory + "/report.xml", encoding: .utf8)
        #expect(notes.contains("ios/App/NoteIntents.swift"))
        #expect(!notes.contains("ios/Runner/"))
    }

    @Test func oneAppNeedsNoFlag() throws {
        let request = Self.request(AuditCommandTests.example)
        #expect(try AuditCommand.run(request).exitCode == 0)
    }
}
