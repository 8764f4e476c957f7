@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// A realistic mid-migration audit built in code (the scanners and rules are written elsewhere):
/// a hiking app with intents in every coexistence status, findings of each severity, plans with
/// tasks, a parent parameter, a translation missing keys, and a file that could not be read.
package enum SampleAudit {
    package static func loc(_ path: String, _ line: Int, _ column: Int = 0) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    package static let definitionPath = "Shared/Base.lproj/Intents.intentdefinition"
    package static let macDefinitionPath = "Mac/MacIntents.intentdefinition"

    package static func parameter(
        _ intent: String, _ name: String, type: String, swiftType: String, line: Int,
        isArray: Bool = false, dynamic: Bool = false, objectType: String? = nil,
        enumType: String? = nil, relationship: ParameterRelationship? = nil,
        path: String = definitionPath
    ) -> IntentParameter {
        IntentParameter(
            name: name, displayName: name.capitalized, tag: line % 7 + 1, type: type, swiftType: swiftType,
            isArray: isArray, enumType: enumType, enumTypeNamespace: enumType == nil ? nil : "k3Yd8e",
            objectType: objectType, objectTypeNamespace: objectType == nil ? nil : "k3Yd8e",
            isConfigurable: true, supportsResolution: !dynamic, dynamicOptions: dynamic,
            defaultValue: nil, relationship: relationship, location: loc(path, line), id: "param:\(intent).\(name)")
    }

    package static var definitions: [DefinitionFile] {
        var shared = DefinitionFile(
            path: definitionPath, modelVersion: "1.2", namespace: "k3Yd8e", toolsVersion: "15.2",
            toolsBuildVersion: "15C500b", systemVersion: "23C71")
        var conditions = IntentDefinition(
            name: "TrailConditions", className: "TrailConditionsIntent", classNameSource: "name", kind: "custom",
            category: "information", verb: "Get", title: "Trail Conditions", titleID: "tc-title",
            description: "Shows the conditions of a trail", descriptionID: "tc-desc", isConfigurable: true,
            isEligibleForWidgets: true, keyParameter: "trail", location: loc(definitionPath, 12))
        conditions.parameters = [
            parameter(
                "TrailConditionsIntent", "trail", type: "Object", swiftType: "IntentTrail?", line: 40,
                dynamic: true, objectType: "Trail"),
            parameter(
                "TrailConditionsIntent", "units", type: "Integer", swiftType: "Units", line: 61, enumType: "Units"),
            parameter(
                "TrailConditionsIntent", "region", type: "String", swiftType: "String?", line: 80,
                relationship: ParameterRelationship(
                    parentName: "units", predicate: "EnumHasExactValue", value: "metric")),
        ]
        conditions.parameterCombinations = [
            ParameterCombination(
                parameters: ["trail", "units"], title: "Conditions on ${trail}",
                subtitle: nil, isPrimary: true, supportsBackgroundExecution: true)
        ]
        conditions.managedParameterCombinations = [
            ParameterCombination(parameters: ["trail"], title: "Conditions on ${trail}")
        ]
        conditions.response = IntentResponse(
            codes: [
                ResponseCode(
                    name: "success", isSuccess: true, formatString: "${trail} is ${state}", conciseFormatString: nil),
                ResponseCode(name: "failureClosed", formatString: "${trail} is closed"),
            ],
            parameters: [ResponseParameter(name: "state", type: "String", swiftType: "String?", displayName: "State")],
            output: "state")
        var logHike = IntentDefinition(
            name: "LogHike", className: "LogHikeIntent", classNameSource: "name", kind: "custom", category: "create",
            verb: "Add", title: "Log Hike", titleID: "lh-title", location: loc(definitionPath, 120))
        logHike.parameters = [
            parameter(
                "LogHikeIntent", "trail", type: "Object", swiftType: "IntentTrail?", line: 150, objectType: "Trail"),
            parameter("LogHikeIntent", "distance", type: "Distance", swiftType: "Measurement<UnitLength>?", line: 171),
            parameter(
                "LogHikeIntent", "companions", type: "Person", swiftType: "[INPerson]?", line: 190, isArray: true),
        ]
        let share = IntentDefinition(
            name: "ShareTrail", className: "ShareTrailIntent", classNameSource: "name", kind: "custom",
            category: "share",
            verb: "Share", title: "Share Trail", titleID: "st-title", location: loc(definitionPath, 230))
        let weather = IntentDefinition(
            name: "WeatherAlert", className: "WeatherAlertIntent", classNameSource: "name", kind: "custom",
            category: "generic", verb: "Do", title: "Weather Alert", titleID: "wa-title",
            location: loc(definitionPath, 300))
        shared.intents = [conditions, logHike, share, weather]
        shared.enums = [
            IntentEnum(
                name: "Units", className: "Units", displayName: "Units",
                cases: [
                    EnumCase(name: "unknown", rawValue: 0),
                    EnumCase(name: "metric", displayName: "Metric", rawValue: 1),
                    EnumCase(name: "imperial", displayName: "Imperial", rawValue: 2),
                ],
                location: loc(definitionPath, 5))
        ]
        shared.types = [
            IntentCustomType(
                name: "Trail", className: "IntentTrail", displayName: "Trail",
                properties: [TypeProperty(name: "length", type: "Double", swiftType: "NSNumber?")],
                location: loc(definitionPath, 400))
        ]
        shared.localizations = [
            Localization(
                language: "de", path: "Shared/de.lproj/Intents.strings", missingKeys: ["st-title", "wa-title"],
                staleKeys: ["old-title"]),
            Localization(language: "en", path: "Shared/en.lproj/Intents.strings"),
            // Region and script variants, and a right-to-left language, as real apps ship them (SubWidget has 13).
            Localization(language: "zh-Hans", path: "Shared/zh-Hans.lproj/Intents.strings", missingKeys: ["wa-title"]),
            Localization(language: "pt-BR", path: "Shared/pt-BR.lproj/Intents.strings"),
            Localization(
                language: "ar", path: "Shared/ar.lproj/Intents.strings",
                missingKeys: ["lh-title", "st-title", "tc-desc", "wa-title"]),
        ]
        shared.localizationIDs = ["lh-title", "st-title", "tc-desc", "tc-title", "wa-title"]
        shared.unknownKeys = ["INIntentFutureKey"]

        var mac = DefinitionFile(path: macDefinitionPath, modelVersion: "1.1", toolsVersion: "12.0")
        mac.intents = [
            IntentDefinition(
                name: "ExportLogbook", className: "ExportLogbookIntent", classNameSource: "name",
                kind: "custom", category: "generic", verb: "Do", location: loc(macDefinitionPath, 9))
        ]
        return [mac, shared]
    }

    package static func step(
        _ number: Int, _ title: String, _ status: PlanStep.Status, _ tasks: [PlanTask], blockedBy: [Int] = []
    ) -> PlanStep {
        PlanStep(
            number: number, title: title, status: status, effort: tasks.reduce(0) { $0 + $1.effort }, tasks: tasks,
            blockedBy: blockedBy)
    }

    package static func task(
        _ id: String, _ what: String, _ at: SourceLocation?, _ why: String, _ effort: Int, done: Bool = false
    ) -> PlanTask {
        PlanTask(id: id, what: what, location: at, why: why, effort: effort, done: done)
    }

    package static var assessments: [IntentAssessment] {
        var conditions = IntentAssessment(
            name: "TrailConditionsIntent", definedIn: loc(definitionPath, 12), status: .atRisk,
            statusReason: "The counterpart renames a parameter: widgets people configured lose their trail.",
            isSystemDomain: false, isWidgetIntent: true,
            counterpart: Counterpart(
                name: "TrailConditionsConfigIntent", matchedBy: .intentClassName,
                location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 8, 8),
                evidence: "intentClassName \"TrailConditionsIntent\""))
        conditions.parameterMappings = [
            ParameterMapping(
                verdict: "lost", legacyName: "trail", legacyType: "IntentTrail", newName: "hike",
                newType: "TrailEntity",
                reason: "Renamed: the system matches parameters by name."),
            ParameterMapping(
                verdict: "survives", legacyName: "units", legacyType: "Units", newName: "units",
                newType: "UnitsAppEnum",
                reason: "Same name; enum becomes an AppEnum with the same cases."),
            ParameterMapping(
                verdict: "survives-if-query-resolves-ids", legacyName: "region", legacyType: "String",
                newName: "region", newType: "RegionEntity", reason: "An AppEntity must resolve the old string ids."),
            ParameterMapping(
                verdict: "added", newName: "showMap", newType: "Bool", reason: "New and non-optional without a default."
            ),
        ]
        conditions.steps = [
            step(
                1, "Identify the intent", .done,
                [
                    task(
                        "TrailConditionsIntent.1", "Inventory: 3 parameters, 1 handler, 1 widget", nil,
                        "Know what to carry over", 0, done: true)
                ]),
            step(
                2, "Create the App Intent", .done,
                [
                    task(
                        "TrailConditionsIntent.2", "WidgetConfigurationIntent with intentClassName",
                        loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 8),
                        "Lets the system migrate configurations", 3, done: true)
                ]),
            step(
                3, "Convert custom types and enums", .todo,
                [
                    task(
                        "TrailConditionsIntent.3a", "Rename `hike` back to `trail`",
                        loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 14),
                        "Saved widget trails are dropped otherwise", 1),
                    task(
                        "TrailConditionsIntent.3b", "Make TrailEntity resolve legacy ids",
                        loc("Shared/AppIntents/TrailEntity.swift", 30), "Old values are identifier strings", 3),
                ]),
            step(
                4, "Convert resolution and handling", .blocked,
                [
                    task(
                        "TrailConditionsIntent.4", "Move provideTrailOptionsCollection to an EntityQuery",
                        loc("TrailMixIntents/TrailConditionsIntentHandler.swift", 22), "Dynamic options", 2)
                ], blockedBy: [3]),
            step(5, "Replace donations", .notApplicable, []),
            step(
                6, "Remove the Intents extension", .blocked,
                [
                    task(
                        "TrailConditionsIntent.6", "Delete TrailConditionsIntentHandler",
                        loc("TrailMixIntents/TrailConditionsIntentHandler.swift", 5),
                        "Nothing needs it once iOS 17 is the minimum", 1)
                ], blockedBy: [3, 4]),
            step(
                7, "Widget steps", .todo,
                [
                    task(
                        "TrailConditionsIntent.7", "AppIntentConfiguration behind #available(iOS 17, *)",
                        loc("TrailMixWidgets/TrailConditionsWidget.swift", 14), "Keep iOS 16 users' widgets", 2)
                ]),
        ]
        var logHike = IntentAssessment(
            name: "LogHikeIntent", definedIn: loc(definitionPath, 120), status: .coexisting,
            statusReason:
                "LogHikeAppIntent exists; iOS 16 still needs the Intents extension, and the donation is gated.",
            isSystemDomain: false, isWidgetIntent: false,
            counterpart: Counterpart(
                name: "LogHikeAppIntent", matchedBy: .nameConvention,
                location: loc("TrailMix/AppIntents/LogHikeAppIntent.swift", 6, 8), confidence: .likely,
                evidence: "named like LogHikeIntent; name words: hike, log; parameters: trail (TrailEntity)"))
        logHike.parameterMappings = [
            ParameterMapping(
                verdict: "survives", legacyName: "trail", legacyType: "IntentTrail", newName: "trail",
                newType: "TrailEntity", reason: "Same name."),
            ParameterMapping(
                verdict: "unknown-type", legacyName: "companions", legacyType: "[INPerson]", newName: "companions",
                newType: "[String]", reason: "INPerson must become IntentPerson."),
        ]
        logHike.steps = [
            step(1, "Identify the intent", .done, []),
            step(
                2, "Create the App Intent", .todo,
                [
                    task(
                        "LogHikeIntent.2", "Adopt CustomIntentMigratedAppIntent",
                        loc("TrailMix/AppIntents/LogHikeAppIntent.swift", 6), "Shortcuts users built carry over", 1)
                ]),
            step(
                5, "Replace donations", .todo,
                [
                    task(
                        "LogHikeIntent.5", "Add LogHikeAppIntent to the AppShortcutsProvider",
                        loc("TrailMix/AppIntents/TrailMixShortcuts.swift", 3),
                        "The INInteraction donation stops appearing", 2)
                ]),
        ]
        let share = IntentAssessment(
            name: "ShareTrailIntent", definedIn: loc(definitionPath, 230), status: .readyToRetire,
            statusReason: "The deployment target (iOS 17) no longer needs the legacy path, which still ships.",
            isSystemDomain: false, isWidgetIntent: false,
            counterpart: Counterpart(
                name: "ShareTrailAppIntent", matchedBy: .configuration,
                location: loc("TrailMix/AppIntents/ShareTrailAppIntent.swift", 4),
                evidence: "mapped in .intent-audit.yml (counterparts:)"),
            steps: [
                step(
                    6, "Remove the Intents extension", .todo,
                    [
                        task(
                            "ShareTrailIntent.6", "Remove ShareTrailIntentHandler",
                            loc("TrailMix/Sharing/ShareTrailIntentHandler.swift", 3), "Dead code", 1)
                    ])
            ])
        var weather = IntentAssessment(
            name: "WeatherAlertIntent", definedIn: loc(definitionPath, 300), status: .legacyOnly,
            statusReason: "No App Intents counterpart yet.", isSystemDomain: false, isWidgetIntent: false,
            steps: [
                step(
                    2, "Create the App Intent", .todo,
                    [task("WeatherAlertIntent.2", "Create WeatherAlertAppIntent", nil, "Nothing replaces it yet", 5)])
            ])
        weather.possibleCounterpart = Counterpart(
            name: "StormWarningAppIntent", matchedBy: .similarity,
            location: loc("TrailMix/AppIntents/StormWarning.swift", 5),
            confidence: .possible, evidence: "title/description words: alert, weather")
        let export = IntentAssessment(
            name: "ExportLogbookIntent", definedIn: loc(macDefinitionPath, 9), status: .legacyOnly,
            statusReason: "No App Intents counterpart yet.", isSystemDomain: false, isWidgetIntent: false)
        var migrated = IntentAssessment(
            name: "StepsConfigurationIntent", definedIn: nil, status: .migrated,
            statusReason: "The definition is gone; StepsConfigIntent names it as intentClassName.",
            isSystemDomain: false, isWidgetIntent: true,
            counterpart: Counterpart(
                name: "StepsConfigIntent", matchedBy: .intentClassName,
                location: loc("TrailMixWidgets/StepsConfigIntent.swift", 5),
                evidence: "intentClassName \"StepsConfigurationIntent\""))
        var message = IntentAssessment(
            name: "INSendMessageIntent", definedIn: nil, status: .systemDomain,
            statusReason: "A system SiriKit domain.", isSystemDomain: true, isWidgetIntent: false)
        message.replacementAdvice = "Messaging stays on SiriKit; expose app actions with App Shortcuts."
        migrated.deadFiles = ["TrailMixWidgets/Legacy/StepsIntents.intentdefinition"]
        return [conditions, logHike, share, weather, export, migrated, message]
    }

    package static var inventory: Inventory {
        var inventory = Inventory()
        inventory.definitionFiles = definitions
        inventory.handlers = [
            IntentHandler(
                typeName: "TrailConditionsIntentHandler", language: "swift", intents: ["TrailConditionsIntent"],
                methods: [
                    HandlerMethod(
                        kind: .handle, name: "handle(intent:completion:)", intent: "TrailConditionsIntent",
                        style: "completion", location: loc("TrailMixIntents/TrailConditionsIntentHandler.swift", 12, 5)),
                    HandlerMethod(
                        kind: .provideOptionsCollection, name: "provideTrailOptionsCollection(for:with:)",
                        parameter: "trail", intent: "TrailConditionsIntent", style: "completion",
                        location: loc("TrailMixIntents/TrailConditionsIntentHandler.swift", 22, 5)),
                ],
                location: loc("TrailMixIntents/TrailConditionsIntentHandler.swift", 5, 7)),
            IntentHandler(
                typeName: "LogHikeIntentHandler", language: "swift", intents: ["LogHikeIntent"],
                methods: [
                    HandlerMethod(
                        kind: .resolve, name: "resolveTrail(for:with:)", parameter: "trail", style: "async",
                        location: loc("TrailMixIntents/LogHikeIntentHandler+Resolution.swift", 6, 5))
                ],
                location: loc("TrailMixIntents/LogHikeIntentHandler.swift", 4, 7), conditions: ["!os(watchOS)"]),
            IntentHandler(
                typeName: "SendTrailMessageHandler", language: "swift", intents: ["INSendMessageIntent"],
                location: loc("TrailMixIntents/SendTrailMessageHandler.swift", 3)),
            IntentHandler(
                typeName: "TMStartNavigationIntentHandler", language: "objc", intents: ["TMStartNavigationIntent"],
                methods: [
                    HandlerMethod(
                        kind: .handle, name: "handleStartNavigation:completion:", style: "completion",
                        location: loc("TrailMixIntents/TMStartNavigationIntentHandler.m", 14))
                ],
                location: loc("TrailMixIntents/TMStartNavigationIntentHandler.h", 6)),
        ]
        inventory.dispatches = [
            HandlerDispatch(
                dispatcher: "IntentHandler", kind: "extension", intent: "LogHikeIntent",
                handler: "LogHikeIntentHandler", location: loc("TrailMixIntents/IntentHandler.swift", 9, 9)),
            HandlerDispatch(
                dispatcher: "IntentHandler", kind: "extension", intent: nil, handler: nil,
                location: loc("TrailMixIntents/IntentHandler.swift", 15, 9)),
        ]
        inventory.donations = [
            Donation(
                api: "INInteraction.donate", intent: "LogHikeIntent", intentEvidence: "initializer", language: "swift",
                location: loc("TrailMix/HikeLogViewController.swift", 88, 9)),
            Donation(
                api: "NSUserActivity.prediction", activityType: "com.trailmix.view-trail", language: "swift",
                location: loc("TrailMix/TrailDetailViewController.swift", 40, 9)),
            Donation(
                api: "INShortcut", language: "objc", location: loc("TrailMix/Navigation/TMNavigationDonation.m", 21)),
        ]
        inventory.widgets = [
            WidgetConfiguration(
                widgetType: "StepsWidget", configuration: "AppIntentConfiguration", kind: "Steps",
                kindExpression: "\"Steps\"", intentType: "StepsConfigIntent", providerType: "StepsAppIntentProvider",
                providerProtocol: "AppIntentTimelineProvider", availability: nil,
                location: loc("TrailMixWidgets/StepsWidget.swift", 10, 9)),
            WidgetConfiguration(
                widgetType: "TrailConditionsWidget", configuration: "IntentConfiguration", kind: "TrailConditions",
                kindExpression: "Self.kind", intentType: "TrailConditionsIntent", providerType: "ConditionsProvider",
                providerProtocol: "IntentTimelineProvider",
                location: loc("TrailMixWidgets/TrailConditionsWidget.swift", 14, 9)),
            WidgetConfiguration(
                widgetType: "TrailConditionsWidget", configuration: "AppIntentConfiguration", kind: "TrailConditionsV2",
                kindExpression: "\"TrailConditionsV2\"", intentType: "TrailConditionsConfigIntent",
                providerType: "ConditionsAppIntentProvider", providerProtocol: "AppIntentTimelineProvider",
                availability: "iOS 17.0", location: loc("TrailMixWidgets/TrailConditionsWidget.swift", 20, 13),
                conditions: ["canImport(AppIntents)"]),
        ]
        inventory.providers = [
            WidgetProvider(
                typeName: "ConditionsProvider", protocolName: "IntentTimelineProvider",
                intentType: "TrailConditionsIntent", hasRecommendations: false,
                placeholderWork: ["TrailStore.shared.load()"],
                placeholderLocation: loc("TrailMixWidgets/ConditionsProvider.swift", 8, 5),
                location: loc("TrailMixWidgets/ConditionsProvider.swift", 4)),
            WidgetProvider(
                typeName: "ConditionsAppIntentProvider", protocolName: "AppIntentTimelineProvider",
                intentType: "TrailConditionsConfigIntent", hasRecommendations: true,
                location: loc("TrailMixWidgets/ConditionsAppIntentProvider.swift", 4)),
        ]
        inventory.widgetBundles = [
            WidgetBundleInfo(
                typeName: "TrailMixWidgetBundle", widgets: ["StepsWidget", "TrailConditionsWidget"],
                location: loc("TrailMixWidgets/TrailMixWidgetBundle.swift", 4))
        ]
        var config = AppIntentDeclaration(
            name: "TrailConditionsConfigIntent", declarationKind: "struct",
            conformances: ["CustomIntentMigratedAppIntent", "WidgetConfigurationIntent"],
            roles: ["custom-intent-migrated", "widget-configuration-intent"],
            intentClassName: "TrailConditionsIntent",
            location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 8, 8))
        config.parameters = [
            AppIntentParameter(
                name: "hike", type: "TrailEntity", isOptional: true, isArray: false, title: "Trail",
                location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 14, 5)),
            AppIntentParameter(
                name: "units", type: "UnitsAppEnum", isOptional: false, isArray: false, defaultValue: ".metric",
                title: "Units", location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 17, 5)),
        ]
        config.parameterSummary = ParameterSummaryInfo(
            parameters: ["hike", "units"],
            branches: [SummaryBranch(parameter: "units", comparison: "equalTo", values: [".metric"])],
            location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 25, 5))
        var entity = AppIntentDeclaration(
            name: "TrailEntity", declarationKind: "struct", conformances: ["AppEntity"], roles: ["app-entity"],
            location: loc("Shared/AppIntents/TrailEntity.swift", 4, 8))
        entity.queryType = "TrailQuery"
        entity.idType = "UUID"
        var query = AppIntentDeclaration(
            name: "TrailQuery", declarationKind: "struct", conformances: ["EntityQuery"], roles: ["entity-query"],
            location: loc("Shared/AppIntents/TrailEntity.swift", 30, 8))
        query.entityType = "TrailEntity"
        var units = AppIntentDeclaration(
            name: "UnitsAppEnum", declarationKind: "enum", conformances: ["AppEnum"], roles: ["app-enum"],
            location: loc("Shared/AppIntents/AppEnums.swift", 3, 6))
        units.cases = ["metric", "imperial"]
        var shortcuts = AppIntentDeclaration(
            name: "TrailMixShortcuts", declarationKind: "struct", conformances: ["AppShortcutsProvider"],
            roles: ["app-shortcuts-provider"], location: loc("TrailMix/AppIntents/TrailMixShortcuts.swift", 3, 8))
        shortcuts.shortcutIntents = ["BrowseTrailsIntent"]
        var logHike = AppIntentDeclaration(
            name: "LogHikeAppIntent", declarationKind: "struct", conformances: ["AppIntent"], roles: ["app-intent"],
            location: loc("TrailMix/AppIntents/LogHikeAppIntent.swift", 6, 8))
        logHike.performIsPlaceholder = true
        logHike.isDiscoverable = false
        let browse = AppIntentDeclaration(
            name: "BrowseTrailsIntent", declarationKind: "struct", conformances: ["AppIntent"], roles: ["app-intent"],
            location: loc("TrailMix/AppIntents/BrowseTrailsIntents.swift", 4, 8))
        inventory.appIntents = [config, entity, query, units, shortcuts, logHike, browse]
        inventory.extensions = [
            ExtensionInfo(
                path: "TrailMixIntents/Info.plist", extensionPoint: "com.apple.intents-service",
                principalClass: "$(PRODUCT_MODULE_NAME).IntentHandler",
                intentsSupported: ["LogHikeIntent", "TrailConditionsIntent", "INSendMessageIntent"],
                intentsRestrictedWhileLocked: ["LogHikeIntent"], location: loc("TrailMixIntents/Info.plist", 1)),
            ExtensionInfo(
                path: "TrailMix/Info.plist", appIntentsSupported: ["ShareTrailIntent"],
                userActivityTypes: ["com.trailmix.view-trail"], location: loc("TrailMix/Info.plist", 1)),
        ]
        inventory.deploymentTargets = [
            DeploymentTarget(
                platform: "iOS", version: "16.4", target: "TrailMix", source: "pbxproj",
                location: loc("TrailMix.xcodeproj/project.pbxproj", 412)),
            DeploymentTarget(
                platform: "iOS", version: "17.0", target: "TrailMixWidgets", source: "pbxproj",
                location: loc("TrailMix.xcodeproj/project.pbxproj", 530)),
            DeploymentTarget(
                platform: "macOS", version: "13.0", target: nil, source: "xcconfig",
                location: loc("Configurations/Base.xcconfig", 3)),
        ]
        inventory.projects = [
            ProjectSettings(
                classPrefix: "TM", codegenLanguage: "Swift", location: loc("TrailMix.xcodeproj/project.pbxproj", 1))
        ]
        inventory.suppressions = [
            Suppression(rule: "placeholder-heavy-work", location: loc("TrailMixWidgets/StepsProviders.swift", 12))
        ]
        inventory.diagnostics = [
            Diagnostic(loc("Broken/Legacy.intentdefinition", 7), "not a well-formed property list: expected '>'"),
            Diagnostic(SourceLocation(path: "Vendor/Unreadable.swift"), "cannot read the file: permission denied"),
        ]
        inventory.filesScanned = ["intentdefinition": 3, "objc": 4, "plist": 3, "swift": 31]
        return inventory
    }

    package static var findings: [Finding] {
        [
            Finding(
                rule: "parameter-name-mismatch", severity: .error,
                location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 14, 5),
                intent: "TrailConditionsIntent", step: 3,
                message:
                    "Parameter 'trail' of TrailConditionsIntent is called 'hike' in TrailConditionsConfigIntent: configured widgets lose their trail.",
                fix: "Name the @Parameter 'trail'.", fingerprint: "parameter-name-mismatch:TrailConditionsIntent:trail"),
            Finding(
                rule: "widget-kind-changed", severity: .error,
                location: loc("TrailMixWidgets/TrailConditionsWidget.swift", 20, 13),
                intent: "TrailConditionsIntent", step: 7,
                message:
                    "The AppIntentConfiguration uses kind \"TrailConditionsV2\" but the IntentConfiguration used \"TrailConditions\": placed widgets vanish.",
                fix: "Keep the kind \"TrailConditions\".",
                fingerprint: "widget-kind-changed:TrailConditionsIntent:TrailConditions"),
            Finding(
                rule: "missing-intent-class-name", severity: .error,
                location: loc("TrailMix/AppIntents/LogHikeAppIntent.swift", 6, 8),
                intent: "LogHikeIntent", step: 2,
                message:
                    "LogHikeAppIntent does not adopt CustomIntentMigratedAppIntent: users' shortcuts do not carry over.",
                fix: "Adopt CustomIntentMigratedAppIntent with intentClassName = \"LogHikeIntent\".",
                fingerprint: "missing-intent-class-name:LogHikeIntent"),
            Finding(
                rule: "placeholder-heavy-work", severity: .warning,
                location: loc("TrailMixWidgets/ConditionsProvider.swift", 8, 5),
                intent: nil, step: 7, message: "placeholder(in:) calls TrailStore.shared.load().",
                fix: "Return static sample data.", fingerprint: "placeholder-heavy-work:ConditionsProvider"),
            Finding(
                rule: "entity-query-default-result", severity: .warning,
                location: loc("Shared/AppIntents/TrailEntity.swift", 30, 8),
                intent: "TrailConditionsConfigIntent", step: 4,
                message: "TrailQuery has no defaultResult(): new widgets show \"Select\".",
                fix: "Implement defaultResult().", fingerprint: "entity-query-default-result:TrailQuery"),
            Finding(
                rule: "donation-without-app-shortcut", severity: .warning,
                location: loc("TrailMix/HikeLogViewController.swift", 88, 9),
                intent: "LogHikeIntent", step: 5,
                message: "LogHikeIntent is donated but no AppShortcutsProvider lists its counterpart.",
                fix: "Add an AppShortcut for LogHikeAppIntent.",
                fingerprint: "donation-without-app-shortcut:LogHikeIntent"),
            Finding(
                rule: "intents-extension-removable", severity: .note,
                location: loc("TrailMix/Sharing/ShareTrailIntentHandler.swift", 3),
                intent: "ShareTrailIntent", step: 6, message: "ShareTrailIntentHandler is no longer needed at iOS 17.",
                fix: "Delete it with the Intents extension entry.",
                fingerprint: "intents-extension-removable:ShareTrailIntent"),
            Finding(
                rule: "parent-parameter-combinations", severity: .note, location: loc(definitionPath, 80),
                intent: "TrailConditionsIntent", step: 3,
                message: "1 parent parameter forces 2 ParameterSummary branches.",
                fix: "Use Switch(\\.$units) with one Case per value.",
                fingerprint: "parent-parameter-combinations:TrailConditionsIntent"),
        ]
    }

    package static var rules: [RuleDescription] {
        [
            RuleDescription(
                id: "parameter-name-mismatch", title: "Parameter renamed in the App Intent", severity: .error, step: 3,
                explanation:
                    "The system carries a saved value over only when the parameter keeps its name and a compatible type.",
                fix: "Keep the legacy parameter name."),
            RuleDescription(
                id: "widget-kind-changed", title: "Widget kind changed", severity: .error, step: 7,
                explanation: "Placed widgets are found by kind; a new kind turns them into placeholders.",
                fix: "Keep the kind and let the system migrate the configuration."),
            RuleDescription(
                id: "placeholder-heavy-work", title: "Heavy work in placeholder(in:)", severity: .warning, step: 7,
                explanation: "placeholder(in:) must return at once.", fix: "Return static data."),
            RuleDescription(
                id: "unused-rule", title: "A rule without findings", severity: .note, step: 1,
                explanation: "Listed in SARIF, not in the document.", fix: "Nothing."),
        ]
    }

    /// What planning hands the reports with each intent of this inventory: the handlers, donations
    /// and widgets that name it (widgets also its counterpart), its definition file and parameters,
    /// and the counterpart's `intentClassName`.
    package static func tied(_ intent: IntentAssessment, _ inventory: Inventory) -> IntentAssessment {
        var intent = intent
        let types = Set([intent.name, intent.counterpart?.name].compactMap { $0 })
        intent.handlers = inventory.handlers.filter { $0.intents.contains(intent.name) }.inventoryOrdered()
            .map { FactLink($0) }
        intent.donations = inventory.donations.filter { $0.intent == intent.name }.inventoryOrdered()
            .map { FactLink($0) }
        intent.widgets = inventory.widgets.filter { $0.intentType.map(types.contains) ?? false }.inventoryOrdered()
            .map { FactLink($0) }
        if let file = inventory.definitionFiles.first(where: { $0.intents.contains { $0.className == intent.name } }) {
            intent.definitionFile = file.path
            intent.legacyParameters = file.intents.first { $0.className == intent.name }?.parameters ?? []
        }
        if let name = intent.counterpart?.name {
            intent.counterpart?.intentClassName = inventory.appIntents.first { $0.name == name }?.intentClassName
        }
        return intent
    }

    /// The whole result, with a fixed clock (2024-03-05 06:07:08 UTC).
    package static var result: AuditResult {
        var result = AuditResult(
            context: AuditContext(
                toolVersion: "0.1.0", root: "Examples/TrailMix", release: "4.2.0",
                generatedAt: 1_709_618_828, title: "TrailMix"),
            inventory: inventory)
        // Next actions written as the planner words them; the urgency rank is the planner's own.
        let actions: [String: NextAction] = [
            "INSendMessageIntent": NextAction(
                kind: .staysOnSiriKit, text: "INSendMessageIntent stays on SiriKit (a system domain intent)."),
            "StepsConfigurationIntent": NextAction(kind: .done, text: "Nothing left for StepsConfigurationIntent."),
            "ExportLogbookIntent": NextAction(
                kind: .deleteUnused, step: 6,
                text: "Delete ExportLogbookIntent from Mac/MacIntents.intentdefinition: nothing uses it."),
            "TrailConditionsIntent": NextAction(
                kind: .fixErrors, step: 2,
                text: "Fix 2 errors on TrailConditionsIntent (parameter-name-mismatch, widget-kind-changed) before "
                    + "shipping `TrailConditionsConfigIntent`."),
            "LogHikeIntent": NextAction(
                kind: .shipBeside,
                text: "Ship `LogHikeAppIntent` with CustomIntentMigratedAppIntent; keep the legacy LogHikeIntent path "
                    + "for iOS 16.4."),
            "ShareTrailIntent": NextAction(
                kind: .step, step: 6,
                text: "Remove the legacy ShareTrailIntent definition and wiring: `ShareTrailAppIntent` covers every "
                    + "supported system."),
            "WeatherAlertIntent": NextAction(
                kind: .scaffold, step: 2,
                text: "Run `intent-audit scaffold --intent WeatherAlertIntent` to write its App Intent "
                    + "(CustomIntentMigratedAppIntent with intentClassName \"WeatherAlertIntent\"); the legacy path "
                    + "keeps working meanwhile."),
        ]
        result.intents = Urgency.ranked(
            assessments.map { intent in
                var intent = tied(intent, inventory)
                intent.nextAction = actions[intent.name]
                return intent
            }, findings: findings)
        result.appIntentOnly = ["BrowseTrailsIntent"]
        result.appIntentOnlyLocations = [
            "BrowseTrailsIntent": loc("TrailMix/AppIntents/BrowseTrailsIntents.swift", 4, 8)
        ]
        result.visibility = [
            DeclarationVisibility(
                name: "TrailConditionsConfigIntent", kind: "app-intent",
                location: loc("TrailMixWidgets/TrailConditionsConfigIntent.swift", 8, 8),
                targets: [
                    SeenByTarget(target: "TrailMix", bundle: .app, reads: true),
                    SeenByTarget(target: "TrailMixWidgets", bundle: .widgetExtension, reads: true),
                ], verdict: .seen),
            DeclarationVisibility(
                name: "BrowseTrailsIntent", kind: "app-intent",
                location: loc("TrailMix/AppIntents/BrowseTrailsIntents.swift", 4, 8),
                targets: [SeenByTarget(target: "TrailKit", bundle: .framework, reads: false)],
                verdict: .needsPackage, reason: "no type adopting AppIntentsPackage is compiled into TrailKit"),
        ]
        result.findings = findings
        result.nextRelease =
            NextActions.releaseItems(result.intents, findings: [])
            + [ReleaseItem(step: 6, text: "Remove ShareTrailIntentHandler (iOS 17 minimum).")]
        return result
    }
}
