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

@Suite("Swift scanner: handlers and dispatch")
struct HandlerScanningTests {
    let inventory = SwiftFixture.scan("handlers")

    func handler(_ name: String) throws -> IntentHandler {
        try #require(inventory.handlers.first { $0.typeName == name })
    }

    @Test func findsEveryHandlerAndNothingInCommentsOrStrings() {
        #expect(
            inventory.handlers.map(\.typeName).sorted() == [
                "ConditionsHandler", "DebugLogHandler", "LegacyKit.ExportHandler", "MessagingHandler",
                "OrderSoupIntentHandler",
            ])
        #expect(inventory.diagnostics.isEmpty)
    }

    @Test func mergesExtensionsInOtherFilesIntoTheDeclaration() throws {
        let soup = try handler("OrderSoupIntentHandler")
        #expect(soup.intents == ["OrderSoupIntent"])
        #expect(soup.language == "swift")
        #expect(soup.location == SwiftFixture.at("Intents/OrderSoupIntentHandler.swift", 4, 13))
        let file = "Intents/OrderSoupIntentHandler+Handling.swift"
        #expect(
            soup.methods == [
                HandlerMethod(
                    kind: .resolve, name: "resolveSoup(for:with:)", parameter: "soup", intent: "OrderSoupIntent",
                    style: "completion", location: SwiftFixture.at(file, 4, 10)),
                HandlerMethod(
                    kind: .provideOptionsCollection, name: "provideSoupOptionsCollection(for:)", parameter: "soup",
                    intent: "OrderSoupIntent", style: "async", location: SwiftFixture.at(file, 8, 10)),
                HandlerMethod(
                    kind: .defaultValue, name: "defaultSoup(for:)", parameter: "soup", intent: "OrderSoupIntent",
                    style: "sync", location: SwiftFixture.at(file, 12, 10)),
                HandlerMethod(
                    kind: .confirm, name: "confirm(intent:)", parameter: nil, intent: "OrderSoupIntent",
                    style: "async", location: SwiftFixture.at(file, 14, 10), isTrivial: true),
                HandlerMethod(
                    kind: .handle, name: "handle(intent:)", parameter: nil, intent: "OrderSoupIntent",
                    style: "async", location: SwiftFixture.at(file, 18, 10)),
            ])
    }

    @Test func followsIntentAndProtocolTypealiasesAndMarksIfConfigBranches() throws {
        let conditions = try handler("ConditionsHandler")
        #expect(conditions.intents == ["TrailConditionsIntent"])
        let file = "Intents/ConditionsHandler.swift"
        #expect(
            conditions.methods.map(\.name) == [
                "provideTrailOptionsCollection(for:with:)", "resolveScope(for:with:)", "provideScopeOptions(for:with:)",
            ])
        #expect(conditions.methods.map(\.intent) == Array(repeating: "TrailConditionsIntent", count: 3))
        #expect(conditions.methods.map(\.kind) == [.provideOptionsCollection, .resolve, .provideOptions])
        #expect(conditions.methods.map(\.parameter) == ["trail", "scope", "scope"])
        #expect(conditions.methods.map(\.conditions) == [[], ["os(iOS)"], ["!os(iOS)"]])
        #expect(conditions.methods[1].location == SwiftFixture.at(file, 10, 10))
    }

    @Test func oneTypeHandlingSeveralIntents() throws {
        let messaging = try handler("MessagingHandler")
        #expect(messaging.intents == ["INSearchForMessagesIntent", "INSendMessageIntent", "ShareTrailIntent"])
        #expect(messaging.location == SwiftFixture.at("Intents/MessagingHandler.swift", 4, 7))
        #expect(
            messaging.methods.map(\.intent) == [
                "INSendMessageIntent", "INSendMessageIntent", "INSearchForMessagesIntent", "ShareTrailIntent",
                "ShareTrailIntent",
            ])
        let url = try #require(messaging.methods.last)
        #expect(url.name == "resolveURLString(for:)")
        #expect(url.parameter == "urlString")
        #expect(url.style == "async")
    }

    @Test func conditionsOfTheDeclarationAndExtensionOnlyTypes() throws {
        let debug = try handler("DebugLogHandler")
        #expect(debug.conditions == ["DEBUG"])
        #expect(debug.methods.first?.conditions == ["DEBUG"])
        let external = try handler("LegacyKit.ExportHandler")
        #expect(external.intents == ["ExportLogbookIntent"])
        #expect(external.location == SwiftFixture.at("Intents/External.swift", 4, 11))
        #expect(external.methods.map(\.kind) == [.handle])
    }

    @Test func readsExtensionDispatchIncludingTypealiasesLocalsAndSelf() {
        let file = "App/IntentHandler.swift"
        let dispatches = inventory.dispatches.filter { $0.dispatcher == "IntentHandler" }
        #expect(
            dispatches == [
                HandlerDispatch(
                    dispatcher: "IntentHandler", kind: "extension", intent: "OrderSoupIntent",
                    handler: "OrderSoupIntentHandler", location: SwiftFixture.at(file, 6, 14)),
                HandlerDispatch(
                    dispatcher: "IntentHandler", kind: "extension", intent: "TrailConditionsIntent",
                    handler: "MessagingHandler", location: SwiftFixture.at(file, 8, 14)),
                HandlerDispatch(
                    dispatcher: "IntentHandler", kind: "extension", intent: "INSendMessageIntent",
                    handler: "MessagingHandler", location: SwiftFixture.at(file, 8, 35)),
                HandlerDispatch(
                    dispatcher: "IntentHandler", kind: "extension", intent: "ShareTrailIntent",
                    handler: "MessagingHandler", location: SwiftFixture.at(file, 11, 14)),
                HandlerDispatch(
                    dispatcher: "IntentHandler", kind: "extension", intent: nil,
                    handler: "IntentHandler", location: SwiftFixture.at(file, 14, 9)),
            ])
    }

    @Test func readsAppDelegateAndFactoryDispatch() {
        let file = "App/IntentHandler.swift"
        #expect(
            inventory.dispatches.filter { $0.kind != "extension" } == [
                HandlerDispatch(
                    dispatcher: "AppDelegate", kind: "app-delegate", intent: "LogHikeIntent",
                    handler: "DebugLogHandler", location: SwiftFixture.at(file, 22, 12)),
                HandlerDispatch(
                    dispatcher: "AppDelegate", kind: "app-delegate", intent: "StartNavigationIntent",
                    handler: nil, location: SwiftFixture.at(file, 25, 12)),
                HandlerDispatch(
                    dispatcher: "HandlerFactory", kind: "factory", intent: "ExportLogbookIntent",
                    handler: "ExportHandler", location: SwiftFixture.at(file, 36, 14)),
            ])
    }

    @Test func readsSwitchExpressionsWithoutReturn() {
        let file = "App/ModernIntentHandler.swift"
        #expect(
            inventory.dispatches.filter { $0.dispatcher == "ModernIntentHandler" } == [
                HandlerDispatch(
                    dispatcher: "ModernIntentHandler", kind: "extension", intent: "OrderSoupIntent",
                    handler: "OrderSoupIntentHandler", location: SwiftFixture.at(file, 7, 14)),
                HandlerDispatch(
                    dispatcher: "ModernIntentHandler", kind: "extension", intent: "ShareTrailIntent",
                    handler: "MessagingHandler", location: SwiftFixture.at(file, 8, 14)),
                HandlerDispatch(
                    dispatcher: "ModernIntentHandler", kind: "extension", intent: nil,
                    handler: "ConditionsHandler", location: SwiftFixture.at(file, 9, 9)),
            ])
    }

    @Test func lowerCamelParameterNames() {
        #expect(HandlerAssembly.lowerCamel("Soup") == "soup")
        #expect(HandlerAssembly.lowerCamel("StartDate") == "startDate")
        #expect(HandlerAssembly.lowerCamel("URLString") == "urlString")
        #expect(HandlerAssembly.lowerCamel("URL") == "url")
    }
}
