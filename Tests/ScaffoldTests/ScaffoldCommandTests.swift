import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// What the command refuses and what it never overwrites.
@Suite struct ScaffoldCommandTests {
    static let coverage = Fixtures.path("Scaffold/Coverage")

    private func request(_ root: String, output: String) -> ScaffoldRequest {
        var request = ScaffoldRequest()
        request.root = root
        request.outputDirectory = output
        return request
    }

    @Test func anOutputFolderInsideTheAuditedTreeIsRefusedUnlessAsked() throws {
        let root = try ScaffoldLoop.copy(Self.coverage)
        var inside = request(root, output: root + "/Drafts")
        #expect(throws: UsageError.self) { try ScaffoldCommand.run(inside) }
        #expect(!FileManager.default.fileExists(atPath: root + "/Drafts"))
        inside.insideTree = true
        #expect(try ScaffoldCommand.run(inside).standardOutput.hasPrefix("wrote "))
    }

    @Test func anExistingStringCatalogIsNeverReplaced() throws {
        let root = try ScaffoldLoop.copy(Self.coverage)
        let output = (root as NSString).deletingLastPathComponent + "/Drafts"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "{ \"app's own\" : true }\n".write(
            toFile: output + "/AppIntents.xcstrings", atomically: true, encoding: .utf8)
        var forced = request(root, output: output)
        forced.force = true
        let result = try ScaffoldCommand.run(forced)
        #expect(
            try String(contentsOfFile: output + "/AppIntents.xcstrings", encoding: .utf8)
                == "{ \"app's own\" : true }\n")
        #expect(FileManager.default.fileExists(atPath: output + "/AppIntents.xcstrings.scaffold"))
        #expect(result.warnings.contains { $0.hasPrefix("AppIntents.xcstrings already exists") })
    }

    /// `Show-Weather` and `ShowWeather` both write `ShowWeatherAppIntent`: the second is numbered.
    @Test func twoIntentsMakingOneTypeAreNumberedAndReported() throws {
        let root = try ScaffoldLoop.copy(Self.coverage)
        let path = root + "/Shared/Base.lproj/Intents.intentdefinition"
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "<string>PickColor</string>", with: "<string>Show-Weather</string>")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try Scaffolder.generate(
            Audit.scan(root: root), options: ScaffoldOptions(appName: "Coverage"))
        let names = output.files.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("ShowWeatherAppIntent.swift") && names.contains("ShowWeatherAppIntent2.swift"))
        #expect(output.notes.contains { $0.contains("written as ShowWeatherAppIntent2") })
        #expect(output.notes.contains { $0.contains("is not a Swift identifier") })
    }
}
