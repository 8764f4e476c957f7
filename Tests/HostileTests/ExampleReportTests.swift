import Foundation
import TestSupport
import Testing

/// The bundled example's report.xml, audited by the binary exactly as `make audit` and the
/// workflow's macOS job do (from the repository's root, `SOURCE_DATE_EPOCH`, `--release example`),
/// is byte for byte `Tests/Golden/example/report.xml`. The macOS job compares its own audit with
/// the same file, so the renderers cannot differ by platform unseen.
@Suite struct ExampleReportTests {
    @Test func theExampleReportIsTheGoldenFile() throws {
        let output = NSTemporaryDirectory() + "example-report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Exec.binary)
        process.arguments = [
            "audit", "Examples/TrailMix", "--output", output, "--format", "xml", "--release", "example", "--no-cache",
            "--quiet",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: Fixtures.repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "1767225600"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let report = try #require(FileManager.default.contents(atPath: output + "/report.xml"))
        try Golden.check(Array(report), "example/report.xml")
    }
}
