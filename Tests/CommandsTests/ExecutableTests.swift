import Foundation
import TestSupport
import Testing

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
        #expect(result.stderr.contains("cannot read the folder to audit: /nonexistent/app"))
    }

    @Test func failOnErrorExitsOneOnThePipeQuietly() throws {
        let out = NSTemporaryDirectory() + "ia-exe-\(UUID().uuidString)"
        let result = try Self.run([
            "audit", Fixtures.repositoryRoot + "/Examples/TrailMix", "--format", "json", "--output", out, "--fail-on",
            "error",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "no progress line when stderr is not a terminal: \(result.stderr)")
    }

    @Test func rulesListsEveryRuleWithItsExplanation() throws {
        let result = try Self.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("IA701  error  step 7"))
        #expect(result.stdout.contains("Fix: "))
    }
}
