import Foundation
import History
import ScanCache
import TestSupport
import Testing

@testable import Commands

/// The low-severity rows of the third hostile pass: `cache clear` deletes only its own folders,
/// an over-size definition is a diagnostic, a far-future `SOURCE_DATE_EPOCH` is refused.
@Suite struct HostileRowsTests {
    @Test func cacheClearDeletesOnlyFoldersItCreated() throws {
        let directory = AuditCommandTests.temporaryDirectory() + "/cache"
        _ = try #require(FactsCache(directory: directory, toolVersion: "t"))
        for name in ["facts-vault", "facts-v5-notes", "facts-v", "facts-v12"] {
            try FileManager.default.createDirectory(
                atPath: directory + "/" + name, withIntermediateDirectories: true)
        }
        _ = try CacheCommand.clear(directory: directory)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(left == ["facts-vault", "facts-v5-notes", "facts-v"])
    }

    /// An over-size `.intentdefinition` once gave "no .intentdefinition file" (exit 2); now the
    /// report is written and names the limit.
    @Test func anOversizeDefinitionIsASizeDiagnostic() throws {
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        FileManager.default.createFile(
            atPath: root + "/Intents.intentdefinition", contents: Data(repeating: 0x20, count: 20_000))
        let output = AuditCommandTests.temporaryDirectory() + "/out"
        let result = try ExecutableTests.run([
            "audit", root, "--output", output, "--format", "json", "--no-cache", "--limit", "file-bytes=10000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no .intentdefinition file"))
        let json = try String(contentsOfFile: output + "/report.json", encoding: .utf8)
        #expect(json.contains("over the file-bytes limit"))
    }

    @Test func aFarFutureSourceDateEpochIsRefused() throws {
        for value in ["253402300800", "99999999999999", "9223372036854775807"] {
            #expect(throws: UsageError.self) { try ReportClock.now(environment: ["SOURCE_DATE_EPOCH": value]) }
        }
        let latest = try ReportClock.now(environment: ["SOURCE_DATE_EPOCH": "253402300799"])
        // The latest accepted date reads back as itself.
        #expect(SnapshotDate.seconds(iso8601: SnapshotDate.iso8601(latest)) == latest)
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExecutableTests.binary)
        process.arguments = ["audit", root, "--output", root + "/../out", "--no-cache"]
        process.environment = ["SOURCE_DATE_EPOCH": "99999999999999"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("end of year 9999"), "\(message)")
    }
}
