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

@Suite("Swift scanner: suppressions, #if conditions, syntax errors, pre-filter")
struct SuppressionAndConditionTests {
    let inventory = SwiftFixture.scan("suppressions-and-conditions")

    @Test func suppressionCommentsApplyToTheNextLineWithCode() {
        #expect(
            inventory.suppressions == [
                Suppression(rule: "WIDGET-KIND-CHANGED", location: SwiftFixture.at("Suppressed.swift", 6, 9)),
                Suppression(rule: "DONATION-WITHOUT-SHORTCUT", location: SwiftFixture.at("Suppressed.swift", 15, 5)),
                Suppression(rule: "PLACEHOLDER-IO", location: SwiftFixture.at("Suppressed.swift", 15, 5)),
            ])
    }

    @Test func everyIfConfigBranchIsScannedAndMarked() {
        let conditions = Dictionary(
            uniqueKeysWithValues: inventory.donations.compactMap { d in d.intent.map { ($0, d.conditions) } })
        #expect(
            conditions == [
                "OrderSoupIntent": [],
                "IOSIntent": ["os(iOS)"],
                "MacIntent": ["!os(iOS)", "os(macOS)"],
                "OtherIntent": ["!os(iOS)", "!os(macOS)", "!DEBUG"],
                "DebugIntent": ["!os(iOS)", "!os(macOS)", "DEBUG"],
            ])
    }

    @Test func aSyntaxErrorIsADiagnosticAndTheRestOfTheFileStillCounts() {
        #expect(inventory.diagnostics.map(\.location) == [SwiftFixture.at("Broken.swift", 5, 18)])
        #expect(inventory.diagnostics.first?.message.contains("Swift syntax error") == true)
        #expect(inventory.handlers.map(\.typeName) == ["BrokenHandler"])
        #expect(inventory.handlers.first?.methods.map(\.name) == ["handle(intent:completion:)"])
    }

    @Test func preFilterSkipsFilesWithoutKeywords() {
        #expect(!KeywordFilter.isInteresting(Array("struct Point { var x = 0 }".utf8)))
        // A file of constants is no longer parsed for its own sake: the names a widget kind needs are
        // looked for in the skipped files afterwards (KindConstantTests).
        #expect(!KeywordFilter.isInteresting(Array("enum K { static let steps = \"S\" } // kind".utf8)))
        #expect(KeywordFilter.isInteresting(Array("x.isEligibleForPrediction = true".utf8)))
        #expect(KeywordFilter.contains(Array("abcabd".utf8), Array("abd".utf8)))
        #expect(!KeywordFilter.contains(Array("abcab".utf8), Array("abd".utf8)))
        #expect(!KeywordFilter.contains(Array("ab".utf8), Array("abd".utf8)))
    }

    @Test func emptyAndBinaryInputDoNotCrash() {
        let files = [
            SourceFile(path: "Empty.swift", kind: .swift, bytes: []),
            SourceFile(path: "Binary.swift", kind: .swift, bytes: [0xFF, 0xFE, 0x00] + Array("Intent".utf8) + [0xC3]),
        ]
        let inventory = SwiftScanner.scan(files)
        #expect(inventory.handlers.isEmpty)
        #expect(inventory.diagnostics.map(\.location.path) == ["Binary.swift"])
    }
}
