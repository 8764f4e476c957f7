import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// A list parameter and a one-value parameter are not the same parameter renamed: a saved list does
/// not convert into one value (home-assistant's widget `pages: [Page]` against a control's `entity`).
@Suite struct ListParameterEvidenceTests {
    @Test("A renamed parameter counts only when both are lists or both single values")
    func listAgainstOneValueIsNoEvidence() {
        let page = Make.intent(
            "WidgetOpenPageIntent", [Make.parameter("pages", "String", array: true)], widget: true)
        func fits(_ newType: String) -> Bool {
            let declaration = Make.appIntent("OpenThingAppIntent", [Make.appParameter("thing", newType)])
            return CounterpartEvidence.typeFits(
                page.parameters[0], declaration.parameters[0], in: declaration, types: DeclarationLookup([:]))
        }
        #expect(fits("[String]"))
        #expect(!fits("String"))
    }
}
