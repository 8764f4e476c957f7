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

/// The bundled TrailMix example (Examples/TrailMix), rebuilt as the inventory its scanners should
/// report, so the judgement and the plan are checked end to end while the scanners are written.
@Suite struct TrailMixPlanTests {
    static let definitionPath = "Shared/Base.lproj/Intents.intentdefinition"

    static func inventory() -> Inventory {
        let p = { (name: String, type: String, enumType: String?, object: String?, line: Int) in
            Make.parameter(name, type, enumType: enumType, object: object, line: line)
        }
        var trail = p("trail", "Object", nil, "Trail", 120)
        trail.relationship = ParameterRelationship(
            parentName: "scope", predicate: "EnumHasExactValue", value: "specificTrail")
        trail.dynamicOptions = true
        var logTrail = p("trail", "Object", nil, "Trail", 40)
        logTrail.dynamicOptions = true
        let file = Make.file(
            [
                Make.intent(
                    "LogHikeIntent",
                    [
                        logTrail, p("distance", "Decimal", nil, nil, 50),
                        p("startDate", "DateComponents", nil, nil, 60),
                        p("difficulty", "Integer", "Difficulty", nil, 70),
                        Make.parameter("companions", "String", array: true, line: 80),
                    ], line: 30),
                Make.intent(
                    "TrailConditionsIntent",
                    [
                        p("scope", "Integer", "ConditionsScope", nil, 110), trail,
                        p("showElevation", "Boolean", nil, nil, 130),
                    ], widget: true, line: 100),
                Make.intent("StepsIntent", [p("period", "Integer", "StepsPeriod", nil, 210)], widget: true, line: 200),
            ],
            enums: [
                Make.legacyEnum("Difficulty", ["easy", "moderate", "hard"]),
                Make.legacyEnum("ConditionsScope", ["nearby", "favorites", "specificTrail"], line: 310),
                Make.legacyEnum("StepsPeriod", ["today", "week", "month"], line: 320),
            ],
            types: [Make.customType("Trail")])
        let summary = ParameterSummaryInfo(
            parameters: ["scope", "showsElevation", "trail", "units"],
            branches: [SummaryBranch(parameter: "scope", comparison: "equalTo", values: ["specificTrail"])],
            location: Make.at("TrailMixWidgets/TrailConditionsConfigIntent.swift", 31))
        let widgetsFile = "TrailMixWidgets/TrailConditionsConfigIntent.swift"
        let appIntents = [
            Make.appIntent(
                "LogHikeAppIntent", migrates: "LogHikeIntent",
                [
                    Make.appParameter("trail", "TrailEntity"), Make.appParameter("distance", "Double"),
                    Make.appParameter("startDate", "DateComponents"),
                    Make.appParameter("difficulty", "DifficultyAppEnum"),
                    Make.appParameter("companions", "[String]", optionsProvider: "CompanionOptionsProvider"),
                ],
                path: "TrailMix/AppIntents/LogHikeAppIntent.swift", line: 12),
            Make.appIntent(
                "TrailConditionsConfigIntent", migrates: "TrailConditionsIntent", widget: true,
                [
                    Make.appParameter(
                        "scope", "ConditionsScopeAppEnum", optional: false, defaultValue: ".nearby", path: widgetsFile,
                        line: 19),
                    Make.appParameter("trail", "TrailEntity", optional: false, path: widgetsFile, line: 22),
                    Make.appParameter(
                        "showsElevation", "Bool", optional: false, defaultValue: "true", path: widgetsFile, line: 25),
                    Make.appParameter("units", "UnitsAppEnum", optional: false, path: widgetsFile, line: 28),
                ],
                summary: summary, path: widgetsFile, line: 12),
            Make.appIntent(
                "StepsConfigIntent", migrates: "StepsIntent", widget: true,
                [
                    Make.appParameter(
                        "period", "String", defaultValue: "\"today\"", optionsProvider: "StepsPeriodOptionsProvider",
                        path: "TrailMixWidgets/StepsConfigIntent.swift", line: 17)
                ],
                path: "TrailMixWidgets/StepsConfigIntent.swift", line: 10),
            Make.appEnum("DifficultyAppEnum", ["easy", "moderate", "hard"]),
            Make.appEnum("ConditionsScopeAppEnum", ["nearby", "favorites", "specificTrail"], line: 26),
            Make.appEnum("UnitsAppEnum", ["metric", "imperial"], line: 41),
            Make.entity("TrailEntity", query: "TrailQuery", line: 13),
            Make.query("TrailQuery", for: "TrailEntity", defaultResult: true, line: 43),
            Make.shortcuts(["LogHikeAppIntent"]),
        ]
        let handlers = [
            Make.handler(
                "LogHikeIntentHandler", ["LogHikeIntent"],
                [
                    Make.method(
                        .handle, "handle(intent:completion:)", path: "TrailMixIntents/LogHikeIntentHandler.swift",
                        line: 20),
                    Make.method(
                        .provideOptionsCollection, "provideTrailOptionsCollection(for:with:)", parameter: "trail",
                        path: "TrailMixIntents/LogHikeIntentHandler+Resolution.swift", line: 12),
                ],
                path: "TrailMixIntents/LogHikeIntentHandler.swift", line: 10),
            Make.handler(
                "SendTrailMessageHandler", ["INSendMessageIntent"],
                path: "TrailMixIntents/SendTrailMessageHandler.swift", line: 8),
        ]
        let widgets = [
            Make.widget(
                "TrailConditionsWidget", "AppIntentConfiguration", kind: "TrailConditions",
                intent: "TrailConditionsConfigIntent",
                availability: "iOS 17.0", provider: "AppIntentTimelineProvider",
                path: "TrailMixWidgets/TrailConditionsWidget.swift", line: 96),
            Make.widget(
                "TrailConditionsWidget", "IntentConfiguration", kind: "TrailConditions",
                intent: "TrailConditionsIntent",
                provider: "IntentTimelineProvider", path: "TrailMixWidgets/TrailConditionsWidget.swift", line: 104),
            Make.widget(
                "StepsWidget", "IntentConfiguration", kind: "StepsWidget", intent: "StepsIntent",
                provider: "IntentTimelineProvider", path: "TrailMixWidgets/StepsWidget.swift", line: 40),
            Make.widget(
                "StepsWidgetV2", "AppIntentConfiguration", kind: "StepsWidgetV2", intent: "StepsConfigIntent",
                provider: "AppIntentTimelineProvider", path: "TrailMixWidgets/StepsWidget.swift", line: 53),
        ]
        return Make.inventory(
            [file], appIntents: appIntents, handlers: handlers,
            donations: [
                Make.donation(
                    "INInteraction.donate", "LogHikeIntent", path: "TrailMix/HikeLogViewController.swift", line: 40)
            ],
            widgets: widgets,
            extensions: [
                Make.intentsExtension(
                    ["INSendMessageIntent", "LogHikeIntent", "PlanTripIntent", "TrailConditionsIntent"],
                    path: "TrailMixIntents/Info.plist")
            ],
            targets: [Make.target("iOS", "16.0")])
    }

    @Test func statuses() {
        let result = Make.assess(Self.inventory())
        #expect(
            result.intents.map { "\($0.name): \($0.status.rawValue)" } == [
                "INSendMessageIntent: system-domain", "LogHikeIntent: ready-to-retire",
                "StepsIntent: at-risk", "TrailConditionsIntent: at-risk",
            ])
    }

    @Test func findingsNameTheHazardsOfTheExample() {
        let result = Make.assess(Self.inventory())
        let byIntent = Dictionary(grouping: result.findings, by: { $0.intent ?? "-" }).mapValues { Set($0.map(\.rule)) }
        // StepsWidgetV2 is not gated, but the legacy StepsWidget still ships: no IA703 or IA706.
        #expect(byIntent["StepsIntent"] == ["IA204", "IA701"])
        #expect(byIntent["TrailConditionsIntent"] == ["IA203", "IA206"])
        #expect(byIntent["PlanTripIntent"] == ["IA602"])
        #expect(byIntent["LogHikeIntent"] == nil)
        let renamed = result.findings("IA203").first
        #expect(
            renamed?.message
                == "TrailConditionsIntent.showElevation (Boolean) is `showsElevation` in TrailConditionsConfigIntent: saved values of `showElevation` are lost"
        )
        #expect(renamed?.location == Make.at("TrailMixWidgets/TrailConditionsConfigIntent.swift", 25))
    }

    @Test func planOrderAndNextRelease() {
        let result = Make.assess(Self.inventory())
        let logHike = result.intent("LogHikeIntent")?.steps ?? []
        #expect(logHike.map(\.status) == [.done, .done, .done, .done, .todo, .blocked, .notApplicable])
        #expect(logHike[5].blockingIntents == ["INSendMessageIntent", "TrailConditionsIntent"])
        let steps = result.intent("StepsIntent")?.steps ?? []
        #expect(steps[6].status == .blocked && steps[6].blockedBy == [2, 3])
        #expect(steps[6].tasks.contains { $0.id.hasPrefix("StepsIntent.7.IA701-") })
        #expect(
            result.nextRelease.map(\.text) == [
                "Fix 2 errors on StepsIntent (IA204, IA701) before shipping `StepsConfigIntent`.",
                "Fix 1 error on TrailConditionsIntent (IA203) before shipping `TrailConditionsConfigIntent`.",
                // Step 6 is blocked (the extension serves other intents) and step 5 is to do:
                // the next release moves the donations, it does not remove the legacy path.
                "LogHikeIntent, step 5: donate LogHikeAppIntent with IntentDonationManager where INInteraction.donate donates LogHikeIntent (then remove the SiriKit donation: every deployment target runs App Intents).",
            ])
        #expect(!result.nextRelease.map(\.text).contains { $0.hasPrefix("Remove the legacy LogHikeIntent") })
        #expect(result.effort.remaining > 0 && result.effort.remaining < result.effort.total)
    }
}
