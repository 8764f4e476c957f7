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
}
