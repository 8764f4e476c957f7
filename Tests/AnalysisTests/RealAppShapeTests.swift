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

/// Shapes met in real apps (named per test; their code is not copied), each a regression test for
/// a wrong verdict the audit gave there.
@Suite struct RealAppShapeTests {
    /// A Shortcuts action whose definition has "eligible for widgets" on (Xcode's default), with a
    /// handler in the Intents extension and no widget anywhere (openhab-ios 2d1fd425).
    static let lampIntent = Make.intent(
        "LampStateIntent",
        [
            Make.parameter("lamp", "String", dynamic: true),
            Make.parameter("action", "String", dynamic: true),
        ],
        widget: true)
    static let handler = Make.handler(
        "LampStateIntentHandler", ["LampStateIntent"],
        [
            Make.method(
                .provideOptionsCollection, "provideActionOptionsCollection(for:with:)", parameter: "action", line: 12)
        ])

    static func counterpart(widget: Bool = true) -> AppIntentDeclaration {
        Make.appIntent(
            "LampState", migrates: "LampStateIntent", widget: widget,
            [
                Make.appParameter("lamp", "LampEntity", optional: false, line: 20),
                Make.appParameter("action", "Action", optional: false, line: 23),
            ])
    }

    static func inventory(widgets: [WidgetConfiguration] = [], target: String = "16.0") -> Inventory {
        Make.inventory(
            [Make.file([lampIntent])],
            appIntents: [
                counterpart(), Make.appEnum("LampState.Action", ["on", "off"]),
                Make.entity("LampEntity", query: "LampEntity.LampQuery"),
                Make.query("LampEntity.LampQuery", for: "LampEntity", defaultResult: false),
            ],
            handlers: [handler], widgets: widgets, targets: [Make.target("iOS", target)])
    }

    @Test func widgetEligibilityAloneDoesNotMakeAWidgetIntent() throws {
        let result = Make.assess(Self.inventory())
        let intent = try #require(result.intent("LampStateIntent"))
        #expect(!intent.isWidgetIntent)
        #expect(intent.steps.first { $0.number == 7 }?.status == .notApplicable)
        #expect(result.findings("IA704").isEmpty, "no widget uses LampState, so no widget can show \"Select\"")
    }

    @Test func eligibilityCountsWhenAnIntentConfigurationCouldNotBeTiedToItsIntent() throws {
        let unknown = Make.widget("LampWidget", "IntentConfiguration", kind: "Lamp", intent: nil, line: 9)
        let result = Make.assess(Self.inventory(widgets: [unknown]))
        #expect(result.intent("LampStateIntent")?.isWidgetIntent == true)
        #expect(
            result.findings("IA704").map(\.message) == [
                "LampState.lamp is a non-optional LampEntity but LampEntity.LampQuery has no defaultResult(): widgets show \"Select\""
            ])
    }

    @Test func aNestedAppEnumServesTheOptionsOfAStringParameter() {
        let result = Make.assess(Self.inventory())
        #expect(result.findings("IA401").isEmpty, "the cases of LampState.Action are the options")
        let types = result.findings("IA204").map(\.message)
        #expect(
            types == [
                "LampState.lamp is LampEntity but LampStateIntent.lamp is String (expected String): a saved String value "
                    + "carries over only to a String parameter, and LampEntity is not String: the saved value is dropped",
                "LampState.action is Action but LampStateIntent.action is String (expected String): a saved String value "
                    + "carries over only to a String parameter, and Action is not String: the saved value is dropped",
            ])
        #expect(
            result.findings("IA204").last?.fix == "Declare `action` as String in LampState, or keep a hidden "
                + "`action` of that type (left out of parameterSummary) for saved values and give the new Action parameter another name."
        )
    }

    /// A template `ConfigurationIntent` and a real widget intent used by two widgets, nothing migrated
    /// yet (arjun-dureja/SubWidget 7488525).
    @Test func widgetStepNamesEveryWidgetAndASuggestedIntent() throws {
        let intent = Make.intent("SelectChannelIntent", [Make.parameter("channel", "String")], widget: true)
        let widgets = [
            Make.widget(
                "SubscriberCount", "IntentConfiguration", kind: "SubscriberCount", intent: "SelectChannelIntent",
                line: 17),
            Make.widget(
                "ViewCount", "IntentConfiguration", kind: "ViewCount", intent: "SelectChannelIntent",
                path: "Widgets/ViewCount.swift", line: 17),
        ]
        let result = Make.assess(
            Make.inventory([Make.file([intent])], widgets: widgets, targets: [Make.target("iOS", "18.0")]))
        let step = try #require(result.intent("SelectChannelIntent")?.steps.first { $0.number == 7 })
        #expect(
            step.tasks.first { $0.id.hasSuffix(".configuration") }?.what
                == "return `AppIntentConfiguration(kind: kind, intent: SelectChannelAppIntent.self, provider: Provider()) "
                + "{ entry in EntryView(entry: entry) }` with the same `kind` in SubscriberCount (kind \"SubscriberCount\"), ViewCount (kind \"ViewCount\")"
        )
    }

    /// A local Swift package declares lower platforms than the app (openhab-ios 2d1fd425).
    @Test func lowestDeploymentTargetsComeFromTheProjectNotFromPackages() {
        var package = Make.target("macOS", "10.13", target: "CoreKit")
        package.source = "Package.swift"
        let inventory = Make.inventory(targets: [Make.target("iOS", "13.0", target: "App"), package])
        #expect(
            ReportSummary(Make.assess(inventory)).minimumTargets.map { "\($0.platform) \($0.version)" } == ["iOS 13.0"])
        let onlyPackage = Make.inventory(targets: [package])
        #expect(
            ReportSummary(Make.assess(onlyPackage)).minimumTargets.map { "\($0.platform) \($0.version)" } == [
                "macOS 10.13"
            ])
    }
}
