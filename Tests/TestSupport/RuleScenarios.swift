@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// For every rule, a small inventory in which it fires (the shapes come from the TrailMix example and
/// the mapping doc). The per-rule tests assert exact messages; the shared tests use these to check
/// that suppression and configuration silence every rule.
package enum RuleScenarios {
    package static let logHike = Make.intent(
        "LogHikeIntent",
        [
            Make.parameter("trail", "Object", object: "IntentTrail", line: 21),
            Make.parameter("distance", "Decimal", line: 22),
        ])

    package static func logHikeFile(_ intents: [IntentDefinition] = [logHike]) -> DefinitionFile {
        Make.file(intents, types: [Make.customType("Trail", className: "IntentTrail")])
    }

    /// A counterpart of LogHikeIntent that keeps both parameters.
    package static func logHikeAppIntent(
        migrates: String? = "LogHikeIntent", _ extra: [AppIntentParameter] = [],
        placeholder: Bool = false
    ) -> AppIntentDeclaration {
        Make.appIntent(
            "LogHikeAppIntent", migrates: migrates,
            [Make.appParameter("trail", "TrailEntity", line: 31), Make.appParameter("distance", "Double", line: 32)]
                + extra,
            placeholder: placeholder)
    }

    package static let trailEntity = Make.entity("TrailEntity", query: "TrailQuery")
    package static let trailQuery = Make.query("TrailQuery", for: "TrailEntity", defaultResult: true)

    package static let stepsIntent = Make.intent(
        "StepsIntent", [Make.parameter("goal", "Integer", line: 41)], widget: true, line: 40)

    package static func inventory(for rule: String) -> Inventory { scenario(for: rule) ?? Inventory() }

    /// The scenario row of a rule; nil for a rule that has none (a test fails on that).
    /// The legacy `className` gone from every target: only `App/Intents.swift` (and the entities) is
    /// built; the Intents extension's Info.plist, which ships, still lists it (a release built it), so
    /// what users saved with it is lost in this release.
    package static func legacyGone(_ inventory: Inventory, _ className: String = "LogHikeIntent") -> Inventory {
        var inventory = inventory
        inventory.extensions.append(Make.intentsExtension([className]))
        var app = TargetMembership(
            target: "App", source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
        app.files = ["App/Intents.swift", "Shared/Entities.swift", "IntentsExtension/Info.plist"]
        inventory.targetMemberships = [app]
        return inventory
    }

    package static func scenario(for rule: String) -> Inventory? {
        let entities = [trailEntity, trailQuery]
        switch rule {
        case "IA201":
            return legacyGone(
                Make.inventory([logHikeFile()], appIntents: [logHikeAppIntent(migrates: nil)] + entities))
        case "IA202":
            return legacyGone(
                Make.inventory([logHikeFile()], appIntents: [logHikeAppIntent(migrates: "LogHikeIntnet")] + entities))
        case "IA212":
            let twin = Make.appIntent("QuickLogHikeIntent", migrates: "LogHikeIntent", line: 40)
            return Make.inventory([logHikeFile()], appIntents: [logHikeAppIntent(), twin] + entities)
        case "IA203":
            let intent = Make.intent("AssistIntent", [Make.parameter("text", "String", line: 51)], line: 50)
            return Make.inventory(
                [Make.file([intent])],
                appIntents: [
                    Make.appIntent(
                        "AssistAppIntent", migrates: "AssistIntent", [Make.appParameter("prompt", "String", line: 61)])
                ])
        case "IA204":
            return Make.inventory(
                [logHikeFile()],
                appIntents: [
                    Make.appIntent(
                        "LogHikeAppIntent", migrates: "LogHikeIntent",
                        [
                            Make.appParameter("trail", "TrailEntity", line: 31),
                            Make.appParameter("distance", "Int", line: 32),
                        ])
                ] + entities)
        case "IA205":
            return Make.inventory(
                [logHikeFile()],
                appIntents: [
                    Make.appIntent(
                        "LogHikeAppIntent", migrates: "LogHikeIntent",
                        [Make.appParameter("trail", "TrailEntity", line: 31)])
                ] + entities)
        case "IA206":
            return Make.inventory(
                [Make.file([stepsIntent])],
                appIntents: [
                    Make.appIntent(
                        "StepsAppIntent", migrates: "StepsIntent", widget: true,
                        [
                            Make.appParameter("goal", "Int", line: 71),
                            Make.appParameter("units", "UnitsAppEnum", optional: false, line: 72),
                        ]),
                    Make.appEnum("UnitsAppEnum", ["metric", "imperial"]),
                ],
                widgets: [
                    Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 12)
                ])
        case "IA207", "IA208":
            return parentScenario(branched: false)
        case "IA209":
            // The legacy German table translated the title and both parameter titles; the counterpart's
            // literal title is a key its strings lack.
            var file = logHikeFile()
            var german = Localization(language: "de", path: "Shared/de.lproj/Intents.strings")
            german.translatedTexts = ["Distance", "Log Hike", "Trail"]
            file.localizations = [german]
            var intent = logHikeAppIntent()
            intent.title = "Log Hike"
            intent.titleKey = "Log Hike"
            return Make.inventory([file], appIntents: [intent] + entities)
        case "IA210":
            // The counterpart's `trail` is a type from another module: the tree declares other types only.
            var inventory = Make.inventory(
                [logHikeFile()],
                appIntents: [
                    Make.appIntent(
                        "LogHikeAppIntent", migrates: "LogHikeIntent",
                        [
                            Make.appParameter("trail", "TrailRef", line: 31),
                            Make.appParameter("distance", "Double", line: 32),
                        ])
                ])
            inventory.declaredTypes = ["LogHikeAppIntent"]
            return inventory
        case "IA211":
            // A new App Intent with a stray intentClassName and no CustomIntentMigratedAppIntent.
            var stray = Make.appIntent("NextTrackIntent", migrates: "NextTrackIntent", line: 70)
            stray.conformances.removeAll { $0 == "CustomIntentMigratedAppIntent" }
            stray.roles.removeAll { $0 == "custom-intent-migrated" }
            return Make.inventory([logHikeFile()], appIntents: [logHikeAppIntent(), stray] + entities)
        case "IA301":
            return Make.inventory(
                [logHikeFile()],
                appIntents: [
                    Make.appIntent(
                        "LogHikeAppIntent", migrates: "LogHikeIntent",
                        [Make.appParameter("distance", "Double", line: 32)])
                ])
        case "IA302":
            let intent = Make.intent(
                "RateHikeIntent", [Make.parameter("difficulty", "Integer", enumType: "Difficulty", line: 91)], line: 90)
            return Make.inventory(
                [Make.file([intent], enums: [Make.legacyEnum("Difficulty", ["easy", "moderate", "hard"])])],
                appIntents: [
                    Make.appIntent(
                        "RateHikeAppIntent", migrates: "RateHikeIntent",
                        [Make.appParameter("difficulty", "DifficultyAppEnum")]),
                    Make.appEnum("DifficultyAppEnum", ["easy", "hard"]),
                ])
        case "IA303":
            return Make.inventory(
                [logHikeFile()],
                appIntents: [
                    logHikeAppIntent(),
                    Make.entity("TrailEntity", idType: "UUID", query: "TrailQuery"), trailQuery,
                ])
        case "IA401":
            let intent = Make.intent(
                "LogHikeIntent", [Make.parameter("companions", "String", array: true, dynamic: true, line: 23)])
            return Make.inventory(
                [Make.file([intent])],
                appIntents: [
                    Make.appIntent(
                        "LogHikeAppIntent", migrates: "LogHikeIntent",
                        [Make.appParameter("companions", "[String]", line: 33)])
                ])
        case "IA402", "IA403":
            return Make.inventory(
                [logHikeFile()], appIntents: [logHikeAppIntent()] + entities,
                handlers: [
                    Make.handler(
                        "LogHikeIntentHandler", ["LogHikeIntent"],
                        [
                            Make.method(.resolve, "resolveDistance(for:with:)", parameter: "distance", line: 12),
                            Make.method(.confirm, "confirm(intent:completion:)", line: 18),
                            Make.method(.handle, "handle(intent:completion:)", line: 24),
                        ])
                ])
        case "IA404":
            return Make.inventory(
                [logHikeFile()], appIntents: [logHikeAppIntent(placeholder: true)] + entities,
                handlers: [Make.handler("LogHikeIntentHandler", ["LogHikeIntent"])])
        case "IA501":
            return Make.inventory(
                [logHikeFile()], appIntents: [logHikeAppIntent()] + entities,
                donations: [Make.donation("INInteraction.donate", "LogHikeIntent", line: 14)])
        case "IA502":
            return Make.inventory([logHikeFile()], donations: [Make.donation("INInteraction.donate", nil, line: 9)])
        case "IA601":
            return Make.inventory(
                [logHikeFile()], appIntents: [logHikeAppIntent()] + entities,
                handlers: [Make.handler("LogHikeIntentHandler", ["LogHikeIntent"])],
                extensions: [Make.intentsExtension(["LogHikeIntent"])], targets: [Make.target("iOS", "16.0")])
        case "IA602":
            return Make.inventory(
                [logHikeFile()], extensions: [Make.intentsExtension(["LogHikeIntent", "PlanTripIntent"])])
        case "IA603":
            let template = Make.intent(
                "ConfigurationIntent", [Make.parameter("subscription", "String", line: 8)], widget: true, line: 7)
            return Make.inventory([logHikeFile([logHike, template])], appIntents: [logHikeAppIntent()] + entities)
        case "IA604":
            // The project builds only the App Intent; the definition and handler stayed on disk.
            var inventory = Make.inventory(
                [logHikeFile()], appIntents: [logHikeAppIntent()] + entities,
                handlers: [Make.handler("LogHikeIntentHandler", ["LogHikeIntent"])])
            var membership = TargetMembership(
                target: "App", source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
            membership.files = ["App/Intents.swift"]
            inventory.targetMemberships = [membership]
            return inventory
        case "IA701":
            return Make.inventory(
                [Make.file([stepsIntent])],
                appIntents: [
                    Make.appIntent(
                        "StepsAppIntent", migrates: "StepsIntent", widget: true, [Make.appParameter("goal", "Int")])
                ],
                widgets: [
                    Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 20),
                    Make.widget(
                        "StepsWidget", "AppIntentConfiguration", kind: "StepsV2", intent: "StepsAppIntent",
                        availability: "iOS 17.0", line: 12),
                ])
        case "IA710":
            // A "version 2" widget of a new kind listed beside the legacy widget, which the bundle still lists.
            var inventory = scenario(for: "IA701") ?? Inventory()
            inventory.widgets[inventory.appWidgetIndex].widgetType = "StepsWidgetV2"
            inventory.widgetBundles = [
                WidgetBundleInfo(
                    typeName: "AllWidgets", widgets: ["StepsWidget", "StepsWidgetV2"],
                    location: Make.at("Widgets/Bundle.swift", 3))
            ]
            return inventory
        case "IA702":
            return Make.inventory(
                [Make.file([stepsIntent])],
                appIntents: [
                    Make.appIntent("StepsConfiguration", widget: true, [Make.appParameter("goal", "Int")])
                ],
                widgets: [
                    Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 20),
                    Make.widget(
                        "StepsWidget", "AppIntentConfiguration", kind: "Steps", intent: "StepsConfiguration",
                        availability: "iOS 17.0", line: 12),
                ])
        case "IA703", "IA706":
            // IA703: behind a gate with nothing for older systems; IA706: no gate the audit can see.
            var inventory = Make.inventory(
                [Make.file([stepsIntent])],
                appIntents: [
                    Make.appIntent(
                        "StepsAppIntent", migrates: "StepsIntent", widget: true, [Make.appParameter("goal", "Int")])
                ],
                widgets: [
                    Make.widget(
                        "StepsWidget", "AppIntentConfiguration", kind: "Steps", intent: "StepsAppIntent", line: 12)
                ],
                targets: [Make.target("iOS", "16.0")])
            if rule == "IA703" { inventory.widgets[0].availability = "iOS 17.0" }
            return inventory
        case "IA704":
            return Make.inventory(
                appIntents: [
                    Make.appIntent(
                        "TrailConditionsConfigIntent", widget: true,
                        [Make.appParameter("trail", "TrailEntity", optional: false, line: 22)]),
                    trailEntity, Make.query("TrailQuery", for: "TrailEntity", defaultResult: false),
                ],
                widgets: [
                    Make.widget(
                        "ConditionsWidget", "AppIntentConfiguration", kind: "Conditions",
                        intent: "TrailConditionsConfigIntent", line: 14)
                ])
        case "IA705":
            var inventory = Make.inventory([Make.file([stepsIntent])])
            inventory.providers = [
                WidgetProvider(
                    typeName: "StepsProvider", protocolName: "IntentTimelineProvider",
                    intentType: "StepsIntent", placeholderWork: ["HealthStore.shared.todaySteps()"],
                    placeholderLocation: Make.at("Widgets/StepsProvider.swift", 9),
                    location: Make.at("Widgets/StepsProvider.swift", 5))
            ]
            return inventory
        default:
            return ContinuityScenarios.releases(for: rule)?.today ?? ShortcutScenarios.scenario(for: rule)
        }
    }

    /// A widget intent with an enum parent `scope` (three values shown) and a `HasAnyValue` parent `trail`.
    package static func parentScenario(branched: Bool) -> Inventory {
        let intent = Make.intent(
            "TrailConditionsIntent",
            [
                Make.parameter("scope", "Integer", enumType: "Scope", line: 101),
                Make.parameter(
                    "trail", "Object", object: "IntentTrail",
                    parent: ParameterRelationship(
                        parentName: "scope", predicate: "EnumHasExactValue", value: "specificTrail"), line: 102),
                Make.parameter(
                    "favourite", "Boolean",
                    parent: ParameterRelationship(
                        parentName: "scope", predicate: "EnumHasExactValue", value: "favourites"), line: 103),
                Make.parameter(
                    "showsElevation", "Boolean",
                    parent: ParameterRelationship(parentName: "trail", predicate: "HasAnyValue"), line: 104),
            ], widget: true, line: 100)
        let summary = ParameterSummaryInfo(
            parameters: ["scope", "trail"],
            branches: branched
                ? [
                    SummaryBranch(parameter: "scope", comparison: "equalTo", values: ["specificTrail"]),
                    SummaryBranch(parameter: "trail", comparison: "hasAnyValue"),
                ] : [],
            location: Make.at("Widgets/TrailConditionsConfigIntent.swift", 30))
        return Make.inventory(
            [
                Make.file(
                    [intent], enums: [Make.legacyEnum("Scope", ["nearby", "favourites", "specificTrail"])],
                    types: [Make.customType("Trail", className: "IntentTrail")])
            ],
            appIntents: [
                Make.appIntent(
                    "TrailConditionsConfigIntent", migrates: "TrailConditionsIntent", widget: true,
                    [
                        Make.appParameter("scope", "ScopeAppEnum"), Make.appParameter("trail", "TrailEntity"),
                        Make.appParameter("favourite", "Bool"), Make.appParameter("showsElevation", "Bool"),
                    ], summary: summary,
                    path: "Widgets/TrailConditionsConfigIntent.swift"),
                Make.appEnum("ScopeAppEnum", ["nearby", "favourites", "specificTrail"]), trailEntity, trailQuery,
            ])
    }

    package static let allRules = RuleRegistry.all.map(\.id.rawValue)
}
