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

/// `#if` branches are all scanned and each fact carries the conditions around it.
@Suite struct ObjectiveCConditionTests {
    let inventory = ObjectiveCFixture.scan("conditions")

    @Test func marksHandlersWithTheirBranch() {
        let handlers = inventory.handlers.map { "\($0.typeName) \($0.intents) \($0.conditions) \($0.location.line)" }
        #expect(
            handlers == [
                "DebugSoupHandler [\"OrderSoupIntent\"] [\"DEBUG\"] 4",
                "ReleaseSoupHandler [\"CheckStockIntent\", \"OrderSoupIntent\"] [\"!DEBUG\"] 7",
            ])
    }

    @Test func marksMethodsInIfElifElse() throws {
        let handler = try #require(inventory.handlers.first { $0.typeName == "DebugSoupHandler" })
        let methods = handler.methods.map { "\($0.kind.rawValue) \($0.location.line) \($0.conditions)" }
        #expect(
            methods == [
                "handle 13 [\"TARGET_OS_IOS && !TARGET_OS_MACCATALYST\"]",
                "confirm 16 [\"!(TARGET_OS_IOS && !TARGET_OS_MACCATALYST)\", \"TARGET_OS_WATCH\"]",
                "resolve 19 [\"!(TARGET_OS_IOS && !TARGET_OS_MACCATALYST)\", \"!TARGET_OS_WATCH\"]",
            ])
    }

    @Test func marksDonationsAndReadsSuppressions() {
        #expect(
            inventory.donations.map { "\($0.location.spot) \($0.conditions) \($0.intent ?? "-")" } == [
                "ConditionalHandler.m:28:5 [\"!NO_SIRI\"] OrderSoupIntent"
            ])
        #expect(
            inventory.suppressions.map { "\($0.rule) \($0.location.path):\($0.location.line)" } == [
                "donation-without-app-shortcut ConditionalHandler.m:28",
                "extension-can-go ConditionalHandler.m:35",
                "legacy-handler ConditionalHandler.m:35",
            ])
        #expect(inventory.diagnostics.isEmpty)
    }
}

/// Comments, strings, character literals and macro bodies that mention intents are not code.
@Suite struct ObjectiveCNoiseTests {
    @Test func findsNothingInCommentsStringsAndMacros() {
        let inventory = ObjectiveCFixture.scan("noise")
        #expect(inventory.handlers.isEmpty)
        #expect(inventory.donations.isEmpty)
        #expect(inventory.dispatches.isEmpty)
        #expect(inventory.suppressions.isEmpty)
        #expect(inventory.diagnostics.isEmpty)
    }
}

/// A malformed file becomes diagnostics with lines; what can be read is still read; nothing crashes.
@Suite struct ObjectiveCMalformedTests {
    let inventory = ObjectiveCFixture.scan("malformed")

    @Test func reportsEachProblemWithItsLine() {
        let diagnostics = inventory.diagnostics.map { "\($0.location.path):\($0.location.line) \($0.message)" }
        #expect(
            diagnostics == [
                "Broken.m:6 Objective-C: #endif without #if",
                "Broken.m:8 suppression comment names no rule (write `// intent-audit:disable:next RULE`)",
                "Broken.m:9 Objective-C: #if is never closed by #endif",
                "Broken.m:10 Objective-C: a string literal is not closed on its line",
                "Broken.m:12 Objective-C: brackets do not balance from here on; facts after it may be missed",
                "Broken.m:16 Objective-C: a /* comment is never closed",
            ])
    }

    @Test func stillReadsWhatComesBeforeAndAroundTheDamage() {
        let handlers = inventory.handlers.map {
            "\($0.typeName) \($0.location.spot) \($0.methods.map(\.name)) \($0.methods.map(\.conditions))"
        }
        #expect(
            handlers == [
                "BinaryHandler Binary.h:1:4 [] []",
                "EarlyHandler Broken.m:3:1 [\"handleOrderSoup:completion:\"] [[\"SOMETHING\"]]",
            ])
    }
}
