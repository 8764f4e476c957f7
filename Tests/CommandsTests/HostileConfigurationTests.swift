import Foundation
import TestSupport
import Testing

@testable import Commands

/// The tree's `.intent-audit.yml` is read like any file of the tree: a link out of the tree, a
/// huge file or a file of NULs is refused, and no error message quotes what it read.
@Suite struct HostileConfigurationTests {
    static let secret = "aws_secret_access_key = AKIAEXAMPLESECRETVALUE"

    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ia-config-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try "struct Shop {}\n".write(toFile: folder + "/app/Shop.swift", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aLinkToAFileOutsideTheTreeIsRefusedAndNothingOfItIsPrinted() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\n\(Self.secret)\n".write(toFile: folder + "/credentials", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/app/.intent-audit.yml", withDestinationPath: folder + "/credentials")
        for command in ["audit", "scaffold"] {
            let result = try ExecutableTests.run([command, folder + "/app", "--output", folder + "/out-\(command)"])
            #expect(result.status == 2, "\(command)")
            #expect(!result.stderr.contains("AKIA"), "\(command): \(result.stderr)")
            #expect(!result.stdout.contains("AKIA"))
            #expect(result.stderr.contains("symbolic link"), "\(command): \(result.stderr)")
        }
    }

    @Test func aLinkToTheProcessEnvironmentIsRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/app/.intent-audit.yml", withDestinationPath: "/proc/self/environ")
        let result = try ExecutableTests.run(["audit", folder + "/app", "--output", folder + "/out"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("PATH="))
        #expect(result.stderr.utf8.count < 1000)
    }

    @Test func aHugeFileOfNULsIsRefusedWithAShortMessage() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/app/.intent-audit.yml"
        FileManager.default.createFile(atPath: path, contents: Data(count: 4 << 20))
        let result = try ExecutableTests.run(["audit", folder + "/app", "--output", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr.utf8.count < 1000, "\(result.stderr.utf8.count) bytes on standard error")
        #expect(result.stderr.contains("over the file-bytes limit") || result.stderr.contains("bytes"))
    }

    @Test func aFileOfNULsWithinTheBoundIsNotText() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder + "/app/.intent-audit.yml", contents: Data(count: 1000))
        let result = try ExecutableTests.run(["audit", folder + "/app", "--output", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not UTF-8 text"))
        #expect(result.stderr.utf8.count < 1000)
    }

    /// A YAML error names the line and column, never the text around it (Yams quotes it).
    @Test func aYAMLErrorQuotesNoneOfTheFile() throws {
        let text = "title: [\n\(Self.secret)\n  - : : {\n"
        do {
            _ = try ConfigurationLoader.parse(text)
            Issue.record("the file parsed")
        } catch let error as ConfigurationError {
            #expect(!error.description.contains("AKIA"), "\(error.description)")
            #expect(error.description.contains("line"), "\(error.description)")
        }
    }

    @Test func aWrongValueIsQuotedShortAndEscaped() throws {
        let long = String(repeating: "x", count: 5000) + "\u{202E}\u{1B}[31m"
        do {
            _ = try ConfigurationLoader.parse("severities:\n  IA201: \"\(long)\"\n")
            Issue.record("the file parsed")
        } catch let error as ConfigurationError {
            #expect(error.description.utf8.count < 400, "\(error.description.utf8.count)")
            #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        }
    }

    /// `--config` names the user's own file: a link is fine there, the size bound still holds.
    @Test func anExplicitConfigurationMayBeALink() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "title: Mine\n".write(toFile: folder + "/mine.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/link.yml", withDestinationPath: folder + "/mine.yml")
        let loaded = try ConfigurationLoader.load(path: folder + "/link.yml")
        #expect(loaded.configuration.title == "Mine")
        FileManager.default.createFile(atPath: folder + "/big.yml", contents: Data(count: 1 << 20))
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationLoader.load(path: folder + "/big.yml") }
    }

    @Test func theTreesOwnRegularFileIsRead() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "title: Shop\n".write(toFile: folder + "/app/.intent-audit.yml", atomically: true, encoding: .utf8)
        let loaded = try ConfigurationLoader.load(path: folder + "/app/.intent-audit.yml", inTree: folder + "/app")
        #expect(loaded.configuration.title == "Shop")
    }
}
