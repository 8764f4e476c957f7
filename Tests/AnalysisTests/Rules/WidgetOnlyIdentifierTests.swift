import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA801 on a widget's configuration intent that was neither configurable in Shortcuts nor eligible
/// for suggestions: no shortcut was ever made of it, so its deletion loses only the values users
/// chose for its widgets — reported when it had parameters and a widget was configured with it.
/// A state no tag holds makes the same finding a "cannot tell" note (`UnreleasedEvidence`).
@Suite struct WidgetOnlyIdentifierTests {
    static func earlier(parameters: [IdentityParameter], widget: Bool, source: String = "git tag") -> EarlierState {
        var intent = IntentIdentity(
            origin: .legacy, typeName: "ShowTrailIntent", persistentIdentifier: "ShowTrailIntent",
            location: Make.at("App/Intents.intentdefinition", 40))
        intent.parameters = parameters
        intent.isDiscoverable = false
        var model = IdentityModel(intents: [intent])
        if widget {
            model.widgets = [
                WidgetIdentity(
                    kind: "Steps", kindExpression: "\"Steps\"", widgetType: "StepsWidget",
                    configuration: "IntentConfiguration", intentType: "ShowTrailIntent", targets: ["Widgets"],
                    location: Make.at("Widgets/StepsWidget.swift", 6))
            ]
        }
        return EarlierState(label: "v1.0", source: source, identity: model)
    }

    static func findings(_ state: EarlierState) -> [Finding] {
        Analyzer.assess(Make.inventory(), configuration: AuditConfiguration(), earlier: [state]).findings.filter {
            $0.rule == "IA801"
        }
    }

    @Test func parametersAndAPlacedWidgetLoseTheChosenValues() throws {
        let trail = IdentityParameter(name: "trail", type: "Trail", hasDefault: true)
        let finding = try #require(Self.findings(Self.earlier(parameters: [trail], widget: true)).first)
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "ShowTrailIntent of v1.0 is gone with no App Intent carrying it: the widgets users placed with "
                + "StepsWidget lose the values they chose (trail)")
        #expect(!finding.message.contains("Unknown action"))
    }

    @Test func noParametersOrNoWidgetLoseNothing() {
        #expect(Self.findings(Self.earlier(parameters: [], widget: true)).isEmpty)
        let trail = IdentityParameter(name: "trail", type: "Trail")
        #expect(Self.findings(Self.earlier(parameters: [trail], widget: false)).isEmpty)
    }

    @Test func aStateNoTagHoldsMakesANote() throws {
        let trail = IdentityParameter(name: "trail", type: "Trail")
        let state = Self.earlier(parameters: [trail], widget: true, source: EarlierState.deletedUnreleased)
        let finding = try #require(Self.findings(state).first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: whether a release shipped v1.0 (no tag holds that commit"))
        #expect(finding.proof.contains { !$0.resolved && $0.release == "v1.0" })
    }
}
