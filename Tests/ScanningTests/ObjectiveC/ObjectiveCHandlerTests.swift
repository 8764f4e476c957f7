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

/// Handlers merged from a header, an implementation with a class extension, and a category.
@Suite struct ObjectiveCHandlerTests {
    let inventory = ObjectiveCFixture.scan("split-handler")

    @Test func mergesTheClassAcrossThreeFiles() throws {
        #expect(inventory.handlers.map(\.typeName) == ["OrderSoupIntentHandler"])
        let handler = try #require(inventory.handlers.first)
        #expect(handler.language == "objc")
        #expect(handler.intents == ["INSendMessageIntent", "OrderSoupIntent"])
        #expect(handler.location.spot == "OrderSoupIntentHandler.h:7:1")
        #expect(handler.conditions == [])
    }

    @Test func readsEveryHandlerMethodFromTheImplementations() throws {
        let handler = try #require(inventory.handlers.first)
        let methods = handler.methods.map {
            "\($0.kind.rawValue) \($0.name) \($0.parameter ?? "-") \($0.intent ?? "-") \($0.style) \($0.location.spot)"
        }
        #expect(
            methods == [
                "provide-options-collection provideSoupOptionsCollectionForOrderSoup:withCompletion: soup OrderSoupIntent completion OrderSoupIntentHandler+Options.m:8:1",
                "provide-options provideToppingsOptionsForOrderSoup:withCompletion: toppings OrderSoupIntent completion OrderSoupIntentHandler+Options.m:15:1",
                "default defaultSoupForOrderSoup: soup OrderSoupIntent sync OrderSoupIntentHandler+Options.m:20:1",
                "confirm confirmOrderSoup:completion: - OrderSoupIntent completion OrderSoupIntentHandler.m:9:1",
                "handle handleOrderSoup:completion: - OrderSoupIntent completion OrderSoupIntentHandler.m:14:1",
                "resolve resolveSoupForOrderSoup:withCompletion: soup OrderSoupIntent completion OrderSoupIntentHandler.m:21:1",
                "handle handleSendMessage:completion: - INSendMessageIntent completion OrderSoupIntentHandler.m:27:1",
            ])
    }

    @Test func readsTheExtensionDispatch() {
        let dispatches = inventory.dispatches.map {
            "\($0.dispatcher) \($0.kind) \($0.intent ?? "default") -> \($0.handler ?? "?") \($0.location.spot)"
        }
        #expect(
            dispatches == [
                "IntentHandler extension OrderSoupIntent -> OrderSoupIntentHandler IntentHandler.m:10:32",
                "IntentHandler extension INSendMessageIntent -> OrderSoupIntentHandler IntentHandler.m:13:31",
                "IntentHandler extension INSearchForMessagesIntent -> OrderSoupIntentHandler IntentHandler.m:14:32",
                "IntentHandler extension default -> IntentHandler IntentHandler.m:16:5",
            ])
    }

    @Test func findsNothingElse() {
        #expect(inventory.donations.isEmpty)
        #expect(inventory.suppressions.isEmpty)
        #expect(inventory.diagnostics.isEmpty)
    }
}

/// Shapes seen in real Objective-C handlers: multi-line selectors, qualifiers, `NS_SWIFT_NAME`,
/// forward declarations, protocols that adopt handling protocols, generic classes, app delegates.
@Suite struct ObjectiveCRealShapeTests {
    let inventory = ObjectiveCFixture.scan("real-shapes")

    @Test func findsOnlyTheClassesThatHandleIntents() {
        let handlers = inventory.handlers.map { "\($0.typeName) \($0.intents) \($0.location.spot)" }
        #expect(
            handlers == [
                "SoupIntentsHandler [\"CheckStockIntent\", \"OrderSoupIntent\"] SoupIntentsHandler.m:3:1",
                "SoupArray [\"TMStartNavigationIntent\"] SoupShapes.h:13:1",
                // Its conformance is declared where the audit cannot see it: the methods tell the intent.
                "UnconformedHandler [\"OrderSoupIntent\"] Unconformed.m:1:1",
            ])
    }

    @Test func readsMethodsWhateverTheirLayout() throws {
        let handler = try #require(inventory.handlers.first { $0.typeName == "SoupIntentsHandler" })
        let methods = handler.methods.map {
            "\($0.kind.rawValue) \($0.name) \($0.parameter ?? "-") \($0.intent ?? "-") \($0.location.line)"
        }
        #expect(
            methods == [
                "resolve resolveQuantityForOrderSoup:withCompletion: quantity OrderSoupIntent 17",
                "handle handleCheckStock:completion: - CheckStockIntent 26",
                "handle handleRestock:completion: - CheckStockIntent 29",
                // Declared as taking a CheckStockIntent, but the selector is OrderSoup's: the runtime calls it for OrderSoup.
                "handle handleOrderSoup:completion: - OrderSoupIntent 33",
            ])
    }

    @Test func stripsAClassPrefixFromTheIntentName() throws {
        let handler = try #require(inventory.handlers.first { $0.typeName == "SoupArray" })
        #expect(handler.methods.map(\.parameter) == ["trail"])
        #expect(handler.methods.map(\.location.spot) == ["SoupIntentsHandler.m:40:1"])
    }

    @Test func readsExtensionAndAppDelegateDispatch() {
        let dispatches = inventory.dispatches.map {
            "\($0.dispatcher) \($0.kind) \($0.intent ?? "default") -> \($0.handler ?? "?") \($0.location.spot)"
        }
        #expect(
            dispatches == [
                "SoupIntentsHandler extension default -> SoupIntentsHandler SoupIntentsHandler.m:12:3",
                "SoupAppDelegate app-delegate default -> OrderSoupIntentHandler SoupIntentsHandler.m:47:5",
            ])
    }
}
