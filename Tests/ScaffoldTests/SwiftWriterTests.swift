import Testing

@testable import Scaffold

/// The writer's escaping and identifiers: generated text must always be valid Swift.
@Suite struct SwiftWriterTests {
    @Test func literalsEscapeQuotesBackslashesAndNewlines() {
        #expect(SwiftWriter.literal("Say \"hi\"\\\n") == "\"Say \\\"hi\\\"\\\\\\n\"")
    }

    @Test func identifiersDropInvalidCharactersAndEscapeKeywords() {
        #expect(SwiftWriter.identifier("default") == "`default`")
        #expect(SwiftWriter.identifier("2fa-code") == "_2facode")
    }

    @Test func combinationTitlesInterpolateKnownParameters() {
        #expect(
            SummaryWriter.interpolated("Log ${distance} on ${trail} (${x})", parameters: ["distance", "trail"])
                == "\"Log \\(\\.$distance) on \\(\\.$trail) (${x})\"")
    }

    /// A carriage return (or any other line break) in a name must not end a `//` comment.
    @Test func commentsKeepLineBreaksOfNamesInside() {
        var w = SwiftWriter()
        w.comment("Legacy `a\rb\u{2028}c\u{85}d`: String")
        #expect(w.text == "// Legacy `a\\u{d}b\\u{2028}c\\u{85}d`: String\n")
        #expect(!w.text.unicodeScalars.contains { $0 == "\r" })
        #expect(SwiftWriter.isIdentifierUnchanged("default") && !SwiftWriter.isIdentifierUnchanged("time-zone"))
    }

    /// A translation equal to the English text is not a translation; one whose placeholders differ
    /// from the key's is carried over for review.
    @Test func catalogSkipsEnglishIdenticalValuesAndFlagsPlaceholders() {
        let texts = DefinitionTexts(
            sourceTexts: ["a": "Count Steps", "b": "Walk ${steps} steps", "c": "Show Trail", "d": "Show Trail"],
            translations: [
                "de": ["a": "Count Steps", "b": "${count} Schritte", "c": "Show Trail", "d": "Weg anzeigen"]
            ])
        let catalog = StringCatalogWriter(
            texts: ["Count Steps", "Walk ${steps} steps", "Show Trail"], definitions: [texts], sourceLanguage: "en"
        ).catalog()
        #expect(catalog.missing["de"] == ["Count Steps"])
        #expect(catalog.placeholders == ["de: \"Walk ${steps} steps\""])
        #expect(catalog.text.contains("\"needs_review\""))
        #expect(catalog.text.contains("\"Weg anzeigen\""))
    }
}
