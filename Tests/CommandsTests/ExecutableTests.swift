import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model

/// The built `intent-audit` binary: exit statuses and messages as a shell or CI sees them.
@Suite struct ExecutableTests {
    /// The executable sits next to the test bundle in the build products folder.
    static let binary: String = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" || dir.lastPathComponent == "Contents" {  // macOS .xctest bundles
            while dir.pathExtension != "xctest" && dir.path != "/" { dir.deleteLastPathComponent() }
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("intent-audit").path
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test func binaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "no executable at \(Self.binary)")
    }

    @Test func unknownFlagExitsTwoWithAUsefulMessage() throws {
        let result = try Self.run(["audit", "--no-such-flag"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--no-such-flag"))
        #expect(result.stderr.contains("Usage"))
    }

    @Test func badFormatExitsTwo() throws {
        let result = try Self.run([
            "audit", Fixtures.repositoryRoot + "/Examples/TrailMix", "--format", "pdf", "--output",
            NSTemporaryDirectory() + "ia-exe",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("intent-audit: error: unknown format 'pdf'"))
    }

    @Test func missingFolderExitsTwo() throws {
        let result = try Self.run(["audit", "/nonexistent/app"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("intent-audit: error: there is no folder /nonexistent/app; give the folder"))
    }

    @Test func failOnErrorExitsOneOnThePipeQuietly() throws {
        let out = NSTemporaryDirectory() + "ia-exe-\(UUID().uuidString)"
        let result = try Self.run([
            "audit", Fixtures.repositoryRoot + "/Examples/TrailMix", "--format", "json", "--output", out, "--fail-on",
            "error",
        ])
        #expect(result.status == 1)
        // The summary says why the job failed: the policy, then the findings that met it.
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "intent-audit: 8 legacy intents: 1 legacy only, 2 coexisting, 2 at risk, 1 ready to retire, 1 migrated, 1 system domain"
        )
        #expect(lines.contains("intent-audit: 2 errors, 10 warnings, 5 notes"))
        #expect(lines.contains("intent-audit: wrote \(out)/report.json"))
        #expect(lines.contains("intent-audit: --fail-on error: exit 1, 2 errors:"))
        #expect(lines.filter { $0.hasPrefix("  ") && $0.contains(": error: IA") }.count == 2)
        #expect(!result.stderr.contains("auditing"), "no progress line when stderr is not a terminal")
        #expect(result.stdout.isEmpty, "standard output stays for the xcode and github formats")
    }

    @Test func quietPrintsNothingButStillFails() throws {
        let out = NSTemporaryDirectory() + "ia-exe-\(UUID().uuidString)"
        let result = try Self.run([
            "audit", Fixtures.repositoryRoot + "/Examples/TrailMix", "--format", "json", "--output", out, "--fail-on",
            "error", "--quiet",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "--quiet: \(result.stderr)")
    }

    @Test func aFolderWithNothingToAuditIsRefusedAndNothingIsWritten() throws {
        let root = NSTemporaryDirectory() + "ia-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/notes", withIntermediateDirectories: true)
        try "# hello".write(toFile: root + "/notes/README.md", atomically: true, encoding: .utf8)
        try "print(1)".write(toFile: root + "/notes/script.swift", atomically: true, encoding: .utf8)
        let result = try Self.run(["audit", root, "--output", root + "/Reports"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("intent-audit: error: nothing to audit in \(root): no .intentdefinition file"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Reports"))
    }

    @Test func aFileGivenAsTheFolderIsAPlainSentence() throws {
        let file = Fixtures.repositoryRoot + "/Examples/TrailMix/TrailMix/Info.plist"
        let result = try Self.run(["audit", file, "--output", NSTemporaryDirectory() + "ia-exe-file"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("intent-audit: error: \(file) is a file, not a folder; give the folder"))
    }

    @Test func rulesListsEveryRuleWithItsExplanation() throws {
        let result = try Self.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("IA701  error  step 7"))
        #expect(result.stdout.contains("Fix: "))
    }
}

/// The summary's words: singular and plural, and the cut after 20 listed findings.
@Suite struct AuditSummaryTests {
    @Test func pluralsAndTheCutAfterTwentyFindings() throws {
        #expect(AuditSummary.count(1, "point") == "1 point")
        #expect(AuditSummary.count(0, "error") == "0 errors")
        var result = SampleAudit.result
        let finding = try #require(result.findings.first { $0.severity == .error })
        result.findings = Array(repeating: finding, count: 23)
        let lines = AuditSummary.lines(result, files: ["out/report.xml"], policy: .error, met: true)
        #expect(lines.contains("intent-audit: --fail-on error: exit 1, 23 errors:"))
        #expect(lines.filter { $0.hasPrefix("  ") && $0.contains(": error: ") }.count == 20)
        #expect(lines.last == "  and 3 more")
        #expect(
            !AuditSummary.lines(result, files: [], policy: .error, met: false).contains { $0.contains("--fail-on") })
    }
}
