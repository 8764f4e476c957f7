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

/// The Objective-C scanner inside the whole scan: its facts reach the inventory, the same way every time.
@Suite struct ObjectiveCAuditTests {
    @Test func theAuditScanCarriesTheObjectiveCFacts() {
        let inventory = Audit.scan(root: Fixtures.path("ObjectiveC/split-handler"))
        #expect(inventory.filesScanned["objc"] == 4)
        #expect(
            inventory.handlers.map { "\($0.typeName) \($0.language) \($0.methods.count)" } == [
                "OrderSoupIntentHandler objc 7"
            ])
        #expect(inventory.dispatches.count == 4)
    }

    @Test func scanningTwiceGivesTheSameInventory() {
        let first = Audit.scan(root: Fixtures.path("ObjectiveC/donations"))
        let second = Audit.scan(root: Fixtures.path("ObjectiveC/donations"))
        #expect(first == second)
        #expect(first.donations.count == 12)
    }
}
