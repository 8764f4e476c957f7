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

/// Broken definition files become diagnostics (with a line when one is known) and never stop the scan.
@Suite struct DefinitionMalformedTests {
    let inventory = FixtureFiles.definitions("Definitions/broken")

    func diagnostics(_ path: String) -> [Diagnostic] {
        inventory.diagnostics.filter { $0.location.path == path }
    }

    @Test func truncatedXMLHasTheLineWhereItEnds() throws {
        let found = diagnostics("Truncated.intentdefinition")
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location.line == 41)
        #expect(diagnostic.message.hasPrefix("cannot read this intent definition: malformed XML property list:"))
    }

    @Test func emptyFile() {
        #expect(
            diagnostics("Empty.intentdefinition") == [
                Diagnostic(
                    SourceLocation(path: "Empty.intentdefinition"),
                    "cannot read this intent definition: the file is empty")
            ])
    }

    @Test func binaryPlistIsReadWithoutLines() throws {
        #expect(
            diagnostics("Binary.intentdefinition").map(\.message) == [
                "binary property list: read without line numbers (Xcode writes XML; was this file converted?)"
            ])
        let file = try #require(inventory.definitionFiles.first { $0.path == "Binary.intentdefinition" })
        let intent = try #require(file.intents.first)
        #expect(intent.className == "PingIntent")
        #expect(intent.location.line == 0)
        #expect(intent.parameters.map(\.swiftType) == ["String?"])
    }

    @Test func topLevelArray() {
        #expect(
            diagnostics("TopLevelArray.intentdefinition") == [
                Diagnostic(
                    SourceLocation(path: "TopLevelArray.intentdefinition", line: 4),
                    "an intent definition must be a dictionary at the top level, found an array")
            ])
    }

    @Test func wrongShapesAreEachExplained() throws {
        let messages = diagnostics("WrongShapes.intentdefinition").sorted().map { "\($0.location.line): \($0.message)" }
        #expect(
            messages == [
                "5: INEnums should be an array, found a string",
                "11: an intent has no INIntentName; skipped",
                "20: INIntentKeyParameter of OddIntent names 'missing', which is not a parameter of the intent",
                "22: INIntentParameterCombinations should be a dictionary, found an array",
                "29: parameter 'x' of OddIntent has no INIntentParameterType",
                "32: a parameter of OddIntent has no INIntentParameterName; skipped",
            ])
        let file = try #require(inventory.definitionFiles.first { $0.path == "WrongShapes.intentdefinition" })
        #expect(file.intents.map(\.className) == ["OddIntent"])
        #expect(file.intents.first?.parameters.map(\.name) == ["x"])
    }

    @Test func everyReadableFileIsStillListed() {
        #expect(
            inventory.definitionFiles.map(\.path).sorted() == [
                "Binary.intentdefinition", "TopLevelArray.intentdefinition", "WrongShapes.intentdefinition",
            ])
    }
}
