import TestSupport
import Testing

@testable import Model
@testable import Scanning

/// `intent.suggestedInvocationPhrase = "…"`: the phrases scaffold carries into App Shortcuts.
@Suite struct InvocationPhraseTests {
    @Test func literalPhrasesOnNamedIntentsAreRead() {
        let phrases = SwiftFixture.scan("donations").invocationPhrases
        #expect(phrases.map(\.intent) == ["StartNavigationIntent", "LogHikeIntent"])
        #expect(phrases.map(\.phrase) == ["Take me there", "Log my hike"])
        #expect(phrases.last?.location == SwiftFixture.at("Donations.swift", 9, 9))
    }
}
