import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model
@testable import Reporting

/// Text from the audited repository (file names, configuration keys, snapshot labels) cannot
/// break out of the line or the format it is printed in, and paths are relative to the
/// repository root when a subfolder is audited.
@Suite struct OutputInjectionTests {
    static func folder(_ name: String = "ia-inject") -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A tree whose widget file has a newline and a workflow command in its name.
    static func hostileTree() throws -> String {
        let root = folder()
        let widgets = root + "/Widgets"
        try FileManager.default.createDirectory(atPath: widgets, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.repositoryRoot + "/Examples/TrailMix", toPath: root + "/App")
        // The widget that changes its kind (an error finding) now sits in a file named with a newline.
        let source = root + "/App/TrailMixWidgets/StepsWidget.swift"
        try FileManager.default.moveItem(
            atPath: source, toPath: root + "/App/TrailMixWidgets/Steps\n::error file=x::owned.swift")
        return root + "/App"
    }

    @Test func aFileNameWithANewlineStaysOnOneLineInXcodeAndGitHubOutput() throws {
        let root = try Self.hostileTree()
        var request = AuditRequest()
        request.root = root
        request.outputDirectory = Self.folder()
        request.formats = "xcode,github"
        request.environment = ["SOURCE_DATE_EPOCH": "0"]
        let output = try AuditCommand.run(request)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let injected = lines.filter { $0.contains("owned.swift") }
        // 1 finding (IA701) × xcode and github: the renamed file is in no target of the project, so
        // IA703/IA706 (deployment-target questions) do not apply to it.
        #expect(injected.count == 2, "the hostile file's findings: \(injected)")
        for line in lines {
            #expect(
                line.hasPrefix("::") || line.contains(": error: ") || line.contains(": warning: ")
                    || line.contains(": note: "))
            #expect(!line.hasPrefix("::error file=x::"), "a finding started a workflow command: \(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
        }
    }

    @Test func anUnknownConfigurationKeyIsEchoedQuotedOnOneLine() throws {
        let root = Self.folder()
        try "version: 1\n\"bad\\n::error::key\": 1\n".write(
            toFile: root + "/.intent-audit.yml", atomically: true, encoding: .utf8)
        // Something to audit, or the folder is refused before the configuration matters.
        try "import AppIntents\nstruct A: AppIntent {}\n".write(
            toFile: root + "/A.swift", atomically: true, encoding: .utf8)
        var request = AuditRequest()
        request.root = root
        request.outputDirectory = Self.folder()
        request.formats = "json"
        request.environment = ["SOURCE_DATE_EPOCH": "0"]
        let output = try AuditCommand.run(request)
        let warning = try #require(output.warnings.first { $0.contains("unknown key") })
        #expect(warning.contains("unknown key 'bad\\n::error::key' is ignored"))
        #expect(!warning.contains("\n"))
        #expect(LineText.quoted("it's\u{7}") == "'it\\'s\\u{7}'")
    }

    @Test func aSnapshotsReleaseLabelIsReadAsOneLine() throws {
        let out = Self.folder()
        var result = SampleAudit.result
        result.context.release = "4.1\n\n<img src=http://attacker.example/x>"
        let path = out + "/report.xml"
        try Data(ReportDocument.serialize(result)).write(to: URL(fileURLWithPath: path))
        #expect(try SnapshotReader.read(path: path).release == "4.1")
    }

    @Test func pathsAreRelativeToTheRepositoryWhenASubfolderIsAudited() throws {
        let top = Self.folder("ia-repo")
        let app = top + "/ios/My App"
        try FileManager.default.createDirectory(atPath: top + "/ios", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/Examples/TrailMix", toPath: app)
        let git = try GitProcess.run(["init", "-q"], in: top)
        try #require(git.succeeded, "git init failed: \(git.errorOutput)")
        #expect(PathPrefix.resolve(explicit: nil, root: app) == "ios/My App/")
        #expect(PathPrefix.resolve(explicit: nil, root: Self.folder("ia-no-repo")) == nil)
        #expect(PathPrefix.resolve(explicit: "mobile/ios", root: app) == "mobile/ios")
        #expect(throws: UsageError.self) { try PathPrefix.check("../up") }
        #expect(throws: UsageError.self) { try PathPrefix.check("a\nb") }

        var request = AuditRequest()
        request.root = app
        request.outputDirectory = Self.folder()
        request.formats = "sarif,github,xcode"
        request.environment = ["SOURCE_DATE_EPOCH": "0"]
        let output = try AuditCommand.run(request)
        let sarif = try String(contentsOfFile: request.outputDirectory + "/report.sarif", encoding: .utf8)
        #expect(sarif.contains("\"uri\": \"ios/My%20App/TrailMixWidgets/"))
        #expect(output.standardOutput.contains("::error file=ios/My App/TrailMixWidgets/"))
        // xcode lines stay joined to the folder as given (git's prefix is not applied to them).
        #expect(output.standardOutput.contains("\n" + app + "/TrailMixWidgets/"))
    }

    @Test func junitWarningsFailFollowsTheFlagAndFailOnWarning() throws {
        func failures(_ configure: (inout AuditRequest) -> Void) throws -> String? {
            var request = AuditRequest()
            request.root = Fixtures.repositoryRoot + "/Examples/TrailMix"
            request.outputDirectory = Self.folder()
            request.formats = "junit"
            request.environment = ["SOURCE_DATE_EPOCH": "0"]
            configure(&request)
            _ = try AuditCommand.run(request)
            let text = try String(contentsOfFile: request.outputDirectory + "/report.junit.xml", encoding: .utf8)
            return text.split(separator: "\n").first { $0.hasPrefix("<testsuites") }.map(String.init)
        }
        let plain = try #require(try failures { _ in })
        let flagged = try #require(try failures { $0.junitWarningsFail = true })
        let policy = try #require(try failures { $0.failOn = "warning" })
        #expect(plain != flagged, "warnings did not add failures: \(plain)")
        #expect(flagged == policy)
    }
}
