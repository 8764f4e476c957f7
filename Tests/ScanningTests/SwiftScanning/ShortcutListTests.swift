import TestSupport
import Testing

@testable import Model
@testable import Scanning

/// `setShortcutSuggestions(_:)` and `setRelevantShortcuts(_:)` hand over a list of shortcuts: when
/// the function that builds the list tells every shortcut's intent, the call donates each of them
/// (daysleft's relevant shortcut, Iron's suggestions); one part untold and it stays unknown.
@Suite("Swift scanner: lists of shortcuts handed to the set… calls")
struct ShortcutListTests {
    let inventory = SwiftFixture.scan("shortcut-lists")

    /// `line api intent` of the set… calls.
    func rows() -> [String] {
        inventory.donations.filter { $0.api.contains(".set") }.map { donation in
            "\(donation.location.line) \(donation.api) \(donation.intent ?? "-")"
        }
    }

    @Test func aListAppendedToInAnIfLetTellsItsIntent() {
        #expect(
            rows().filter { $0.hasPrefix("11 ") } == ["11 INRelevantShortcutStore.setRelevantShortcuts CountdownIntent"]
        )
    }

    @Test func joinedListsOfMappedShortcutsTellEachIntent() {
        #expect(
            rows().filter { $0.hasPrefix("20 ") } == [
                "20 INVoiceShortcutCenter.setShortcutSuggestions ShowRecordIntent",
                "20 INVoiceShortcutCenter.setShortcutSuggestions StartRunIntent",
                "20 INVoiceShortcutCenter.setShortcutSuggestions StopRunIntent",
            ])
        #expect(
            rows().filter { $0.hasPrefix("24 ") } == ["24 INVoiceShortcutCenter.setShortcutSuggestions CountdownIntent"]
        )
    }

    @Test func aListTheFunctionDoesNotBuildStaysUnknown() {
        let rows = rows()
        #expect(
            rows.filter { $0.hasPrefix("28 ") } == ["28 INVoiceShortcutCenter.setShortcutSuggestions -"], "a parameter")
        #expect(
            rows.filter { $0.hasPrefix("33 ") } == ["33 INVoiceShortcutCenter.setShortcutSuggestions -"],
            "the closure's parameter's intent")
        #expect(
            rows.filter { $0.hasPrefix("39 ") } == ["39 INVoiceShortcutCenter.setShortcutSuggestions -"],
            "one appended shortcut is a parameter")
    }

    @Test func arrayOfIntentsMappedToTheIntentCaseTellsThem() {
        #expect(
            rows().filter { $0.hasPrefix("54 ") } == [
                "54 INVoiceShortcutCenter.setShortcutSuggestions ShowRecordIntent"
            ])
    }

    @Test func aClosureLocalOfTheParametersNameIsNotTheParameter() {
        #expect(rows().filter { $0.hasPrefix("62 ") } == ["62 INVoiceShortcutCenter.setShortcutSuggestions -"])
    }

    @Test func aHelperCalledWithTheParameterTellsByItsReturnType() {
        #expect(
            rows().filter { $0.hasPrefix("67 ") } == [
                "67 INVoiceShortcutCenter.setShortcutSuggestions ShareRecordIntent"
            ])
    }

    @Test func aListChangedInAWayNotReadStaysUnknown() {
        let rows = rows()
        #expect(rows.filter { $0.hasPrefix("75 ") } == ["75 INVoiceShortcutCenter.setShortcutSuggestions -"], "inout")
        #expect(
            rows.filter { $0.hasPrefix("81 ") } == ["81 INVoiceShortcutCenter.setShortcutSuggestions -"], "subscript")
        #expect(
            rows.filter { $0.hasPrefix("89 ") } == ["89 INVoiceShortcutCenter.setShortcutSuggestions -"],
            "a closure with a second return")
    }

    @Test func aShadowingListIsNotTheListHandedOver() {
        #expect(
            rows().filter { $0.hasPrefix("49 ") } == ["49 INVoiceShortcutCenter.setShortcutSuggestions StartRunIntent"])
    }
}
