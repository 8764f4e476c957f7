import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA906/IA907's severity: "the system does not see this App Intent" is a warning (a feature missing);
/// an error only when the App Intent carries a legacy intent's users that the legacy path no longer
/// serves, proven link by link; a note when a link cannot be told; nothing for an App Intent declared
/// `isDiscoverable = false` that carries no one.
@Suite struct SeenBySeverityTests {
    typealias S = ShortcutScenarios
    static let definition = Make.file([Make.intent("LogHikeIntent", [Make.parameter("distance", "Decimal")])])
    static let app = S.membership("TrailMix", "com.apple.product-type.application", folders: ["App"])
    static let intents = S.membership(
        "TrailIntents", "com.apple.product-type.app-extension", folders: ["IntentsExtension"])

    /// The counterpart of LogHikeIntent, carrying its class name, compiled only into the SiriKit Intents
    /// extension; `definitionBuilt` keeps the legacy definition in the app (the legacy path still serves).
    static func carrier(
        definitionBuilt: Bool = false, migrates: Bool = true, discoverable: Bool? = nil,
        path: String = "IntentsExtension/LogHikeAppIntent.swift"
    ) -> Inventory {
        var counterpart = Make.appIntent(
            "LogHikeAppIntent", migrates: migrates ? "LogHikeIntent" : nil, [Make.appParameter("distance", "Double")],
            path: path)
        counterpart.isDiscoverable = discoverable
        var inventory = Make.inventory(
            [definition], appIntents: [counterpart],
            extensions: [Make.intentsExtension([], path: "IntentsExtension/Info.plist")])
        var app = Self.app
        if definitionBuilt { app.files = [Make.definitionPath] }
        inventory.targetMemberships = [app, intents]
        return inventory
    }

    /// An earlier release whose TrailMix target built LogHikeIntent: users saved shortcuts with it.
    static let shipped: EarlierState = {
        var identity = IdentityModel()
        var old = IntentIdentity(
            origin: .legacy, typeName: "LogHikeIntent", persistentIdentifier: "LogHikeIntent",
            location: Make.at(Make.definitionPath, 10))
        old.targets = ["TrailMix"]
        identity.intents = [old]
        return EarlierState(label: "v2.0", source: "git tag", identity: identity)
    }()

    static func audit(_ inventory: Inventory, earlier: [EarlierState] = [shipped]) -> AuditResult {
        Audit.assess(inventory, context: Make.context, earlier: earlier)
    }

    @Test func unseenAloneIsAWarning() throws {
        let finding = try #require(Self.audit(S.scenario(for: "IA906")!).findings("IA906").first)
        #expect(finding.severity == .warning)
        #expect(finding.intent == nil)
        #expect(Self.IA906.severity == .warning && Self.IA907.severity == .warning)
    }

    @Test func aCounterpartCarryingUsersTheLegacyPathNoLongerServesIsAnError() throws {
        let result = Self.audit(Self.carrier())
        let finding = try #require(result.findings("IA906").first)
        #expect(finding.severity == .error)
        #expect(finding.intent == "LogHikeIntent")
        #expect(
            finding.message.hasSuffix(
                "the shortcuts and widgets users saved with LogHikeIntent have nothing left to run them"))
        #expect(finding.proof.allSatisfy { $0.resolved })
        #expect(finding.proof.contains { $0.release == "v2.0" && $0.fact.contains("TrailMix built LogHikeIntent") })
        #expect(finding.proof.contains { $0.fact.contains("intentClassName \"LogHikeIntent\"") })
        #expect(finding.proof.contains { $0.fact.hasPrefix("nothing of LogHikeIntent's legacy path ships any more") })
        #expect(result.intent("LogHikeIntent")?.status == .atRisk)
    }

    @Test func withoutProofThatTheLegacyIntentShippedItIsANote() throws {
        let result = Self.audit(Self.carrier(), earlier: [])
        let finding = try #require(result.findings("IA906").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: no target builds \(Make.definitionPath)"))
        #expect(result.intent("LogHikeIntent")?.status != .atRisk)
    }

    /// A migrated intent: no definition is left in the tree, only the class name the counterpart carries.
    /// Whether users ever had it is shown only by an earlier release.
    @Test func aClassNameWithoutADefinitionNeedsAnEarlierRelease() throws {
        var inventory = Self.carrier()
        inventory.definitionFiles = []
        let untold = try #require(Self.audit(inventory, earlier: []).findings("IA906").first)
        #expect(untold.severity == .note)
        #expect(untold.message.hasPrefix("cannot tell: no target builds a definition of LogHikeIntent"))
        let shown = try #require(Self.audit(inventory).findings("IA906").first)
        #expect(shown.severity == .error)
        #expect(shown.proof.contains { $0.release == "v2.0" })
    }

    @Test func whileTheLegacyPathStillServesItIsAWarning() throws {
        let finding = try #require(Self.audit(Self.carrier(definitionBuilt: true)).findings("IA906").first)
        #expect(finding.severity == .warning)
        #expect(finding.intent == nil)
    }

    @Test func aCounterpartWithoutTheClassNameCarriesNoOne() throws {
        let finding = try #require(Self.audit(Self.carrier(migrates: false)).findings("IA906").first)
        #expect(finding.severity == .warning)
    }

    @Test func aHiddenIntentIsNotFlaggedUnlessItCarriesUsers() throws {
        var hidden = S.scenario(for: "IA906")!
        hidden.appIntents[0].isDiscoverable = false
        #expect(Self.audit(hidden).findings("IA906").isEmpty)
        var kit = S.scenario(for: "IA907")!
        kit.appIntents[0].isDiscoverable = false
        #expect(Self.audit(kit).findings("IA907").isEmpty)
        kit.appIntents[0].isDiscoverable = true
        #expect(Self.audit(kit).findings("IA907").map(\.severity) == [.warning])
        // Hidden, but saved shortcuts of the legacy intent run through it: still an error.
        let carrier = Self.audit(Self.carrier(discoverable: false)).findings("IA906")
        #expect(carrier.map(\.severity) == [.error])
    }

    @Test func aFrameworkTheAppEmbedsIsAWarningOneNothingEmbedsANote() throws {
        let embedded = try #require(Self.audit(S.scenario(for: "IA907")!).findings("IA907").first)
        #expect(embedded.severity == .warning)
        #expect(embedded.proof.contains { $0.resolved && $0.fact.contains("links or embeds TrailKit.framework") })

        var elsewhere = S.scenario(for: "IA907")!
        elsewhere.targetMemberships[0].links = []
        let note = try #require(Self.audit(elsewhere).findings("IA907").first)
        #expect(note.severity == .note)
        #expect(note.message.hasPrefix("cannot tell: no app or extension of the project files links or embeds"))

        // Embedded through another framework the app embeds, or by the app depending on its target.
        var through = S.scenario(for: "IA907")!
        through.targetMemberships[0].links = ["TrailCore.framework"]
        var core = S.membership("TrailCore", "com.apple.product-type.framework", folders: ["TrailCore"])
        core.product = "TrailCore.framework"
        core.links = ["TrailKit.framework"]
        through.targetMemberships.append(core)
        #expect(Self.audit(through).findings("IA907").map(\.severity) == [.warning])
        var dependent = S.scenario(for: "IA907")!
        dependent.targetMemberships[0].links = ["TrailKit"]
        #expect(Self.audit(dependent).findings("IA907").map(\.severity) == [.warning])
    }

    @Test func aFrameworkCounterpartCarryingUsersIsAnErrorOnlyWhenEmbedded() throws {
        var inventory = Self.carrier(path: "TrailKit/LogHikeAppIntent.swift")
        var app = Self.app
        app.links = ["TrailKit.framework"]
        var kit = S.membership("TrailKit", "com.apple.product-type.framework", folders: ["TrailKit"])
        kit.product = "TrailKit.framework"
        inventory.targetMemberships = [app, kit]
        let finding = try #require(Self.audit(inventory).findings("IA907").first)
        #expect(finding.severity == .error)
        #expect(finding.intent == "LogHikeIntent")
        inventory.targetMemberships[0].links = []
        #expect(Self.audit(inventory).findings("IA907").map(\.severity) == [.note])
    }

    /// A widget configuration intent in the embedded framework, configuring the widget extension's
    /// `AppIntentConfiguration` of kind "Steps"; `placedAt` is the kind an earlier release built.
    static func widgetIntent(placedAt kind: String?) -> (Inventory, [EarlierState]) {
        var inventory = S.scenario(for: "IA907")!
        inventory.appIntents[0].roles = ["app-intent", "widget-configuration-intent"]
        inventory.widgets = [
            Make.widget(
                "StepsWidget", "AppIntentConfiguration", kind: "Steps", intent: "Action1Intent",
                path: "Widgets/StepsWidget.swift", line: 12)
        ]
        guard let kind else { return (inventory, []) }
        var identity = IdentityModel()
        identity.widgets = [
            WidgetIdentity(
                kind: kind, kindExpression: "\"\(kind)\"", widgetType: "StepsWidget",
                configuration: "IntentConfiguration", intentType: "StepsIntent", targets: ["TrailWidgets"],
                location: Make.at("Widgets/StepsWidget.swift", 12))
        ]
        return (inventory, [EarlierState(label: "v3.1", source: "git tag", identity: identity)])
    }

    @Test func aWidgetIntentOfAKindUsersPlacedIsAnError() throws {
        let (inventory, earlier) = Self.widgetIntent(placedAt: "Steps")
        let finding = try #require(Self.audit(inventory, earlier: earlier).findings("IA907").first)
        #expect(finding.severity == .error)
        #expect(finding.message.hasSuffix("the widgets users placed that it configures cannot be configured"))
        #expect(finding.proof.contains { $0.release == "v3.1" && $0.fact.contains("built a widget of kind \"Steps\"") })
        // Another kind, or no earlier release: nobody is shown to have placed it.
        let (other, otherEarlier) = Self.widgetIntent(placedAt: "Hikes")
        #expect(Self.audit(other, earlier: otherEarlier).findings("IA907").map(\.severity) == [.warning])
        let (fresh, _) = Self.widgetIntent(placedAt: nil)
        #expect(Self.audit(fresh, earlier: []).findings("IA907").map(\.severity) == [.warning])
    }

    static let IA906 = AppIntentNotRead()
    static let IA907 = PackageIntentNotChained()
}
