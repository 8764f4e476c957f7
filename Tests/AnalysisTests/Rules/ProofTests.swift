import Model
import TestSupport
import Testing

@testable import Analysis

/// An error is a proof: every error finding carries the chain it rests on, every step resolved; a
/// step the audit cannot resolve (a computed kind, an intent type it cannot read, a possible twin)
/// makes the finding a "cannot tell" note, and a note never moves a status to at-risk.
@Suite struct ProofTests {
    static let errorRules = RuleRegistry.all.filter { $0.severity == .error }.map(\.id.rawValue)

    @Test(arguments: errorRules)
    func everyErrorInItsScenarioHasAResolvedProof(rule: String) {
        let errors = RuleScenarios.assess(rule).findings(rule).filter { $0.severity == .error }
        #expect(!errors.isEmpty, "\(rule) raised no error in its scenario")
        for error in errors {
            #expect(!error.proof.isEmpty, "\(rule): an error without proof")
            let resolved = error.proof.allSatisfy { $0.resolved }
            #expect(resolved, "\(rule): \(error.proof)")
        }
    }

    /// A rule that gives no proof cannot raise an error.
    @Test func aFindingWithoutProofIsANote() {
        let finding = WidgetKindChanged().finding(
            intent: "StepsIntent", key: "k", at: Make.at("W.swift", 1), "placed widgets vanish")
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell:"))
    }

    /// The legacy kind is computed (`"Steps".legacyKindName`): compared with the new kind as text it
    /// differs, but at run time it may be the same string. A note, and the intent stays coexisting.
    @Test(arguments: [
        (legacy: String?.none, new: String?.some("Steps")), (legacy: "Steps", new: nil), (legacy: nil, new: nil),
    ])
    func aComputedKindIsCannotTell(legacy: String?, new: String?) {
        var inventory = RuleScenarios.inventory(for: "IA701")
        inventory.widgets[0].kind = legacy
        inventory.widgets[0].kindExpression = legacy.map { "\"\($0)\"" } ?? "\"Steps\".legacyKindName"
        inventory.widgets[1].kind = new
        inventory.widgets[1].kindExpression = new.map { "\"\($0)\"" } ?? "WidgetKinds.steps()"
        let result = Make.assess(inventory)
        let found = result.findings("IA701")
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasPrefix("cannot tell:") })
        #expect(found.contains { $0.proof.contains { !$0.resolved } })
        #expect(result.intent("StepsIntent")?.status != .atRisk)
    }

    /// Both kinds known and different: the error stands, with the kinds in its proof.
    @Test func knownDifferentKindsAreAnErrorWithTheKindsInItsProof() {
        let found = Make.assess(RuleScenarios.inventory(for: "IA701")).findings("IA701")
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        let facts = found.first?.proof.map(\.fact) ?? []
        #expect(facts.contains { $0.contains("kind \"Steps\"") })
        #expect(facts.contains { $0.contains("kind \"StepsV2\"") })
    }

    /// IA703: an IntentConfiguration elsewhere in the tree (a sibling file, another folder) whose
    /// kind the audit cannot resolve may be the fallback: cannot tell, never "users lose the widget".
    @Test(arguments: ["Widgets/StepsWidget+Legacy.swift", "Legacy/Widgets/OldSteps.swift"])
    func aTwinWithAComputedKindIsCannotTell(path: String) {
        var inventory = RuleScenarios.inventory(for: "IA703")
        #expect(Make.assess(inventory).findings("IA703").first?.severity == .error)
        inventory.widgets.append(
            WidgetConfiguration(
                widgetType: "LegacyStepsWidget", configuration: "IntentConfiguration", kind: nil,
                kindExpression: "\"Steps\".legacyKindName", intentType: "OtherIntent",
                location: Make.at(path, 8)))
        let result = Make.assess(inventory)
        let found = result.findings("IA703")
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.proof.contains { !$0.resolved && $0.fact.contains("legacyKindName") } == true)
        #expect(result.intent("StepsIntent")?.status != .atRisk)
    }

    /// IA702: the configuration's intent is not written where the audit reads it.
    @Test func anUnreadIntentTypeIsCannotTell() {
        var inventory = RuleScenarios.inventory(for: "IA702")
        inventory.widgets[1].intentType = nil
        let found = Make.assess(inventory).findings("IA702")
        #expect(found.allSatisfy { $0.severity != .error })
    }
}
