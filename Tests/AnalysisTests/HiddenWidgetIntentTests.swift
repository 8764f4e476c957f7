import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA807 (hidden with `isDiscoverable = false` instead of deprecated) claims that users' shortcuts
/// of the legacy intent lose their pointer to a successor. A widget's configuration intent that was
/// neither configurable in Shortcuts nor eligible for suggestions had no shortcuts: hiding its App
/// Intent (a widget configuration, as the legacy one was) takes nothing from anyone.
@Suite struct HiddenWidgetIntentTests {
    static func legacy(
        configurable: Bool = false, suggestions: Bool = false, widget: Bool = true
    )
        -> IntentDefinition
    {
        var intent = Make.intent("PickServerIntent", [Make.parameter("server", "String")], widget: widget)
        intent.isConfigurable = configurable
        intent.isEligibleForSuggestions = suggestions
        return intent
    }

    static func findings(_ earlierIntent: IntentDefinition) -> [Finding] {
        var then = Make.inventory([Make.file([earlierIntent])])
        then.sortAll()
        let deployment = DeploymentPolicy(inventory: then, configuration: AuditConfiguration())
        let v1 = EarlierState(
            label: "v1.0", source: "git tag", identity: IdentityModelBuilder.build(then, deployment: deployment))
        var hidden = Make.appIntent("PickServerAppIntent", migrates: "PickServerIntent", widget: true)
        hidden.isDiscoverable = false
        let today = Make.inventory(appIntents: [hidden])
        return Audit.assess(today, context: Make.context, earlier: [v1]).findings("IA807")
    }

    @Test func aWidgetOnlyLegacyIntentHadNoShortcutsToCarry() {
        #expect(Self.findings(Self.legacy()).isEmpty)
    }

    @Test func aLegacyIntentUsersCouldReachStillWarns() {
        #expect(Self.findings(Self.legacy(configurable: true)).map(\.severity) == [.warning])
        #expect(Self.findings(Self.legacy(suggestions: true)).map(\.severity) == [.warning])
        // Not a widget intent: whatever its flags, the app may have offered it through Add to Siri.
        #expect(Self.findings(Self.legacy(widget: false)).map(\.severity) == [.warning])
    }
}
