import Foundation
import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// The `audit` command end to end on the bundled example: files written, exit policy, usage errors.
@Suite struct AuditCommandTests {
    static let example = Fixtures.repositoryRoot + "/Examples/TrailMix"

    static func request(_ output: String, _ configure: (inout AuditRequest) -> Void = { _ in }) -> AuditRequest {
        var request = AuditRequest()
        request.root = example
        request.outputDirectory = output
        request.release = "1.0"
        request.environment = ["SOURCE_DATE_EPOCH": "1767225600"]
        configure(&request)
        return request
    }

    static func temporaryDirectory() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ia-cmd-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func writesTheDefaultFormatsAndExitsZero() throws {
        let out = Self.temporaryDirectory()
        let output = try AuditCommand.run(Self.request(out))
        #expect(output.exitCode == 0)
        for name in ["report.html", "report.xml", "report.json"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: out + "/" + name)[.size] as? Int) ?? 0
            #expect(size > 1000, "\(name) missing or empty")
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/report.sarif"))
    }

    @Test func sameTreeGivesByteIdenticalXML() throws {
        let a = Self.temporaryDirectory(), b = Self.temporaryDirectory()
        _ = try AuditCommand.run(Self.request(a) { $0.formats = "xml" })
        _ = try AuditCommand.run(Self.request(b) { $0.formats = "xml" })
        let first = try Data(contentsOf: URL(fileURLWithPath: a + "/report.xml"))
        let second = try Data(contentsOf: URL(fileURLWithPath: b + "/report.xml"))
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("2026-01-01T00:00:00Z"))
    }

    @Test func failOnErrorExitsOneWhenTheExampleHasErrors() throws {
        let output = try AuditCommand.run(
            Self.request(Self.temporaryDirectory()) {
                $0.formats = "json"
                $0.failOn = "error"
            })
        #expect(output.exitCode == 1)
        let never = try AuditCommand.run(
            Self.request(Self.temporaryDirectory()) {
                $0.formats = "json"
                $0.failOn = "never"
            })
        #expect(never.exitCode == 0)
    }

    @Test func xcodeAndGithubGoToStandardOutputNotFiles() throws {
        let out = Self.temporaryDirectory()
        let output = try AuditCommand.run(Self.request(out) { $0.formats = "xcode,github" })
        #expect(output.standardOutput.contains("TrailMixWidgets/StepsWidget.swift:53:9: warning:"))
        #expect(output.standardOutput.contains("::error file="))
        #expect((try FileManager.default.contentsOfDirectory(atPath: out)).isEmpty)
    }

    @Test(arguments: [
        ("pdf", "unknown format 'pdf'"),
        ("", "at least one format"),
    ])
    func badFormatsAreUsageErrors(format: String, message: String) {
        let error = #expect(throws: UsageError.self) {
            try AuditCommand.run(Self.request(Self.temporaryDirectory()) { $0.formats = format })
        }
        #expect(error?.message.contains(message) == true)
    }

    @Test func badFailOnPolicyAndMissingBaselineAreUsageErrors() {
        let policy = #expect(throws: UsageError.self) {
            try AuditCommand.run(Self.request(Self.temporaryDirectory()) { $0.failOn = "sometimes" })
        }
        #expect(policy?.message.contains("--fail-on takes one of error, warning, regression, never") == true)
        let regression = #expect(throws: UsageError.self) {
            try AuditCommand.run(Self.request(Self.temporaryDirectory()) { $0.failOn = "regression" })
        }
        #expect(regression?.message.contains("--baseline") == true)
    }

    @Test func unreadableRootAndBadEpochAreUsageErrors() {
        let root = #expect(throws: UsageError.self) {
            try AuditCommand.run(Self.request(Self.temporaryDirectory()) { $0.root = "/nonexistent/app" })
        }
        #expect(root?.message.hasPrefix("there is no folder /nonexistent/app; give the folder that holds") == true)
        let epoch = #expect(throws: UsageError.self) {
            try AuditCommand.run(
                Self.request(Self.temporaryDirectory()) { $0.environment = ["SOURCE_DATE_EPOCH": "yesterday"] })
        }
        #expect(epoch?.message.contains("SOURCE_DATE_EPOCH") == true)
    }

    @Test func configurationNamingAnUnknownRuleWarnsAndTheStarterFileIsClean() throws {
        let config = Self.temporaryDirectory() + "/audit.yml"
        try "disabledRules: [IA999, IA502]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let output = try AuditCommand.run(
            Self.request(Self.temporaryDirectory()) {
                $0.configPath = config
                $0.formats = "json"
            })
        #expect(
            output.warnings.map { $0.hasSuffix("no rule has the id 'IA999' (intent-audit rules lists them)") } == [true]
        )
        // The file `intent-audit init` writes parses, and the rule ids its examples name exist.
        #expect(try ConfigurationLoader.parse(StarterConfiguration.text).warnings.isEmpty)
        let words = StarterConfiguration.text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let ids = words.filter { $0.count == 5 && $0.hasPrefix("IA") && $0.dropFirst(2).allSatisfy(\.isNumber) }
        #expect(ids.count == 2)
        #expect(Set(ids).isSubset(of: Set(Rules.describe().map(\.id))))
    }

    @Test func configurationFileWarnsOnUnknownKeysAndAppliesTitle() throws {
        let config = Self.temporaryDirectory() + "/audit.yml"
        try "version: 1\ntitle: Trail team audit\nsevereties:\n  IA201: note\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        let out = Self.temporaryDirectory()
        let output = try AuditCommand.run(
            Self.request(out) {
                $0.configPath = config
                $0.formats = "xml"
            })
        #expect(output.warnings.count == 1)
        #expect(output.warnings.first?.contains("unknown key 'severeties'") == true)
        let xml = try String(contentsOfFile: out + "/report.xml", encoding: .utf8)
        #expect(xml.contains("Trail team audit"))
    }
}
