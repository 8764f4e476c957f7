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

/// Conformances wherever they are written: `@retroactive`, extensions in other files, unavailable
/// extensions (which do not count) and protocols the app declares.
@Suite("Swift scanner: conformances")
struct ConformanceScanningTests {
    let inventory: Inventory = {
        let root = Fixtures.path("Judgement/conformances")
        let (discovered, _) = TreeWalker().walk(root: root)
        let (files, _) = FileLoader.load(discovered.filter { $0.kind == .swift }, root: root)
        return SwiftScanner.scan(files)
    }()

    func roles(_ name: String) -> [String]? { inventory.appIntents.first { $0.name == name }?.roles }

    @Test func aRetroactiveConformanceMakesAnEntity() {
        #expect(roles("ItemID") == ["app-entity"])
        #expect(inventory.appIntents.first { $0.name == "ItemID" }?.queryType == "ItemIDQuery")
    }

    @Test func anUnavailableExtensionDoesNotCount() {
        #expect(roles("PinPageAppIntent") == nil)
    }

    @Test func anExtensionInAnotherFileCounts() {
        #expect(roles("ArchivePageAppIntent") == ["app-intent", "custom-intent-migrated"])
    }

    @Test func protocolsTheAppDeclaresAreFollowed() {
        #expect(roles("ShelveBookAppIntent") == ["app-intent", "custom-intent-migrated"])
        #expect(roles("TidyShelfAppIntent") == ["app-intent"])
        #expect(roles("NotebookAppIntent") == nil, "a protocol is no declaration of its own")
        let provider = inventory.providers.first { $0.typeName == "ShelfProvider" }
        #expect(provider?.protocolName == "AppIntentTimelineProvider")
        #expect(provider?.intentType == "ShelfWidgetAppIntent")
    }

    @Test func typesDeclaredInTheTreeAreListedAndExtendedOnesAreNot() {
        #expect(inventory.declaredTypes.contains("OpenItemAppIntent"))
        #expect(!inventory.declaredTypes.contains("ItemID"))
    }
}
