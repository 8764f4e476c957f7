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

/// The guard every rule shares: a finding that says two types differ names two different types.
@Suite struct TypeDifferenceGuardTests {
    /// The two types of an "`a` is T but `b` is U" sentence, when the message has one.
    static func statedTypes(_ message: String) -> (String, String)? {
        guard let but = message.range(of: " but ") else { return nil }
        func type(after text: Substring) -> String? {
            guard let isRange = text.range(of: " is ", options: .backwards) else { return nil }
            let rest = text[isRange.upperBound...]
            return String(rest.prefix { !$0.isWhitespace && $0 != ":" && $0 != "," })
        }
        let left = message[..<but.lowerBound]
        let right = message[but.upperBound...]
        guard let first = type(after: left), let secondRange = right.range(of: " is ") else { return nil }
        let second = String(right[secondRange.upperBound...].prefix { !$0.isWhitespace && $0 != ":" && $0 != "," })
        return (first, second)
    }

    /// An App Intent whose parameter has the same type name as the legacy custom type's class: the
    /// shape the missed `@retroactive` conformance produced ("`item` is ItemID but `item` is ItemID").
    static let sameNamed: Inventory = {
        let intent = Make.intent("OpenItemIntent", [Make.parameter("item", "Object", object: "ItemID", line: 21)])
        return Make.inventory(
            [Make.file([intent], types: [Make.customType("Item", className: "ItemID")])],
            appIntents: [
                Make.appIntent("OpenItemAppIntent", migrates: "OpenItemIntent", [Make.appParameter("item", "ItemID")])
            ])
    }()

    @Test(arguments: RuleScenarios.allRules + ["same-named"])
    func noMessageContradictsItself(scenario: String) {
        let inventory = scenario == "same-named" ? Self.sameNamed : RuleScenarios.inventory(for: scenario)
        for finding in Make.assess(inventory).findings {
            guard let (first, second) = Self.statedTypes(finding.message) else { continue }
            #expect(!TypeDifference.same(first, second), "\(finding.rule): \(finding.message)")
        }
    }

    @Test func theScenarioTableStillStatesADifference() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA204")).findings("IA204").first)
        let (first, second) = try #require(Self.statedTypes(finding.message))
        #expect((first, second) == ("Int", "Decimal"))
    }

    @Test func sameTypesAreTheSameWrittenAnyWay() {
        #expect(TypeDifference.same("ItemID", "ItemID"))
        #expect(TypeDifference.same("Foundation.URL?", "URL"))
        #expect(TypeDifference.same("enum Difficulty", "Difficulty"))
        #expect(!TypeDifference.same("[String]", "String"))
        #expect(!TypeDifference.same("Int", "Decimal"))
    }

    @Test func theSameNamedShapeRaisesNoError() {
        let result = Make.assess(Self.sameNamed)
        #expect(result.findings("IA204").isEmpty)
    }
}
