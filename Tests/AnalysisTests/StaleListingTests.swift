import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// An Info.plist entry is no legacy path by itself: once nothing else of the intent ships, it is a
/// stale string to remove (Zavala, amperfy), and the intent is migrated.
@Suite struct StaleListingTests {
    static let migrated = Make.appIntent("PlayAppIntent", migrates: "PlayIntent")

    @Test("A class only an Info.plist still lists is migrated, with a task to remove the entry")
    func plistEntryAloneIsStale() throws {
        let inventory = Make.inventory(
            appIntents: [Self.migrated], extensions: [Make.intentsExtension(["PlayIntent"], path: "App/Info.plist")])
        let play = try #require(Make.assess(inventory).intent("PlayIntent"))
        #expect(play.status == .migrated)
        #expect(
            play.statusReason
                == "PlayAppIntent carries PlayIntent and no definition, handler, widget or donation of it remains; "
                + "App/Info.plist still lists it: a stale entry")
        let removal = try #require(play.steps.first { $0.number == 6 })
        #expect(removal.tasks.map(\.what) == ["remove PlayIntent from App/Info.plist"])
    }

    @Test("An Info.plist entry beside a handler that ships is still part of the legacy path")
    func plistEntryWithAHandlerStillShips() throws {
        let inventory = Make.inventory(
            appIntents: [Self.migrated], handlers: [Make.handler("PlayHandler", ["PlayIntent"])],
            extensions: [Make.intentsExtension(["PlayIntent"], path: "App/Info.plist")])
        #expect(Make.assess(inventory).intent("PlayIntent")?.status == .coexisting)
    }
}
