import Foundation
import Model
import Testing

@testable import ScanCache
@testable import Scanning

/// `PropertyFacts` keeps its rarer fields in a shared box: copies stay independent, an emptied
/// field drops the box, and the facts cache's encoding keeps every field.
@Suite struct PropertyFactsTests {
    private func plain(_ name: String) -> PropertyFacts {
        PropertyFacts(
            name: name, isStatic: true, typeAnnotation: "String", initializer: nil, initializerType: nil,
            stringValue: "x", textValue: "Localizable", boolValue: nil,
            location: SourceLocation(path: "A.swift", line: 3, column: 5), availability: nil)
    }

    @Test func aCopyKeepsItsOwnRareFields() {
        var first = plain("title")
        first.writtenValue = "\"Open\""
        var second = first
        second.writtenValue = "\"Close\""
        second.shortcutPhrases = ["Open \\(.applicationName)"]
        #expect(first.writtenValue == "\"Open\"")
        #expect(first.shortcutPhrases.isEmpty)
        #expect(second.writtenValue == "\"Close\"")
        #expect(second.shortcutPhrases == ["Open \\(.applicationName)"])
    }

    @Test func anEmptiedFieldLeavesAPlainProperty() throws {
        var facts = plain("kind")
        facts.families = ["accessoryCircular"]
        facts.families = []
        let emptied = try CompactEncoder.encode(facts)
        #expect(emptied == (try CompactEncoder.encode(plain("kind"))))
    }

    @Test func theCacheEncodingKeepsEveryField() throws {
        var facts = plain("appShortcuts")
        facts.writtenValue = "\"Open\""
        facts.shortcutIntents = ["OpenTrail"]
        facts.shortcutPhrases = ["Open \\(.applicationName)"]
        facts.replacedBy = "NewTrail"
        facts.includedPackages = ["TrailKit"]
        facts.families = ["systemSmall"]
        facts.localizedText = "Open Website"
        facts.references = [MemberReference(owner: nil, name: "make", availability: "iOS 17")]
        let back = try CompactDecoder.decode(PropertyFacts.self, from: try CompactEncoder.encode(facts))
        #expect(back.textValue == "Localizable")
        #expect(back.writtenValue == facts.writtenValue)
        #expect(back.shortcutIntents == facts.shortcutIntents)
        #expect(back.shortcutPhrases == facts.shortcutPhrases)
        #expect(back.replacedBy == facts.replacedBy)
        #expect(back.includedPackages == facts.includedPackages)
        #expect(back.families == facts.families)
        #expect(back.localizedText == facts.localizedText)
        #expect(back.references == facts.references)
        #expect(back.location == facts.location)
    }
}
