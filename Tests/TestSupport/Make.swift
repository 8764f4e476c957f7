@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// One-line builders of inventory values for the analysis and planning tests, shaped like what the
/// scanners report for real apps (class names, roles, locations).
package enum Make {
    package static let definitionPath = "Shared/Base.lproj/Intents.intentdefinition"

    package static func at(_ path: String, _ line: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: 1)
    }

    /// A legacy parameter. `type` is the plist type (`String`, `Boolean`, `Object`, `Integer` for enums).
    package static func parameter(
        _ name: String, _ type: String, enumType: String? = nil, object: String? = nil,
        array: Bool = false, dynamic: Bool = false, parent: ParameterRelationship? = nil,
        line: Int = 20
    ) -> IntentParameter {
        IntentParameter(
            name: name, type: type, swiftType: type, isArray: array, enumType: enumType,
            enumTypeNamespace: enumType == nil ? nil : "ns1234", objectType: object,
            objectTypeNamespace: object == nil ? nil : "ns1234", dynamicOptions: dynamic,
            relationship: parent, location: at(definitionPath, line), id: "param:\(name)")
    }

    package static func intent(
        _ className: String, _ parameters: [IntentParameter] = [], widget: Bool = false,
        kind: String = "custom", prefix: String? = nil, line: Int = 10
    ) -> IntentDefinition {
        IntentDefinition(
            name: NameConvention.base(of: className), className: className, classNameSource: "name",
            classPrefix: prefix, kind: kind, isEligibleForWidgets: widget, parameters: parameters,
            location: at(definitionPath, line))
    }

    package static func file(
        _ intents: [IntentDefinition], enums: [IntentEnum] = [], types: [IntentCustomType] = [],
        path: String = definitionPath
    ) -> DefinitionFile {
        DefinitionFile(path: path, intents: intents, enums: enums, types: types)
    }

    package static func legacyEnum(_ name: String, _ cases: [String], line: Int = 300) -> IntentEnum {
        IntentEnum(
            name: name, className: name,
            cases: (["unknown"] + cases).enumerated().map {
                EnumCase(name: $1, rawValue: $0)
            }, location: at(definitionPath, line))
    }

    package static func customType(_ name: String, className: String? = nil, line: Int = 400) -> IntentCustomType {
        IntentCustomType(name: name, className: className ?? name, location: at(definitionPath, line))
    }

    package static func appParameter(
        _ name: String, _ type: String, optional: Bool = true, defaultValue: String? = nil,
        optionsProvider: String? = nil, path: String = "App/Intents.swift", line: Int = 30
    ) -> AppIntentParameter {
        AppIntentParameter(
            name: name, type: type, isOptional: optional, isArray: type.hasPrefix("["),
            defaultValue: defaultValue, optionsProvider: optionsProvider, location: at(path, line))
    }

    /// An App Intent; `migrates` sets `CustomIntentMigratedAppIntent` + `intentClassName`.
    package static func appIntent(
        _ name: String, migrates className: String? = nil, widget: Bool = false,
        _ parameters: [AppIntentParameter] = [], summary: ParameterSummaryInfo? = nil,
        placeholder: Bool = false, path: String = "App/Intents.swift", line: Int = 5
    ) -> AppIntentDeclaration {
        var conformances = [widget ? "WidgetConfigurationIntent" : "AppIntent"]
        var roles = widget ? ["app-intent", "widget-configuration-intent"] : ["app-intent"]
        if className != nil {
            conformances.append("CustomIntentMigratedAppIntent"); roles.append("custom-intent-migrated")
        }
        return AppIntentDeclaration(
            name: name, declarationKind: "struct", conformances: conformances.sorted(),
            roles: roles.sorted(), intentClassName: className, parameters: parameters,
            parameterSummary: summary, performIsPlaceholder: placeholder, location: at(path, line))
    }

    package static func entity(
        _ name: String, transient: Bool = false, idType: String = "String", query: String? = nil,
        line: Int = 50
    ) -> AppIntentDeclaration {
        AppIntentDeclaration(
            name: name, declarationKind: "struct",
            conformances: [transient ? "TransientAppEntity" : "AppEntity"],
            roles: [transient ? "transient-app-entity" : "app-entity"], queryType: query,
            idType: transient ? nil : idType, location: at("Shared/Entities.swift", line))
    }

    package static func query(
        _ name: String, for entity: String, defaultResult: Bool, line: Int = 80
    ) -> AppIntentDeclaration {
        AppIntentDeclaration(
            name: name, declarationKind: "struct", conformances: ["EntityQuery"], roles: ["entity-query"],
            hasDefaultResult: defaultResult, entityType: entity, location: at("Shared/Entities.swift", line))
    }

    package static func appEnum(_ name: String, _ cases: [String], line: Int = 120) -> AppIntentDeclaration {
        AppIntentDeclaration(
            name: name, declarationKind: "enum", conformances: ["AppEnum"], roles: ["app-enum"],
            cases: cases, location: at("Shared/AppEnums.swift", line))
    }

    package static func shortcuts(_ intents: [String]) -> AppIntentDeclaration {
        AppIntentDeclaration(
            name: "AppShortcuts", declarationKind: "struct", conformances: ["AppShortcutsProvider"],
            roles: ["app-shortcuts-provider"], shortcutIntents: intents, location: at("App/Shortcuts.swift", 3))
    }

    package static func handler(
        _ type: String, _ intents: [String], _ methods: [HandlerMethod] = [],
        path: String = "IntentsExtension/Handler.swift", line: Int = 8
    ) -> IntentHandler {
        IntentHandler(typeName: type, language: "swift", intents: intents, methods: methods, location: at(path, line))
    }

    package static func method(
        _ kind: HandlerMethod.Kind, _ name: String, parameter: String? = nil,
        path: String = "IntentsExtension/Handler.swift", line: Int
    ) -> HandlerMethod {
        HandlerMethod(kind: kind, name: name, parameter: parameter, style: "completion", location: at(path, line))
    }

    package static func widget(
        _ type: String, _ configuration: String, kind: String?, intent: String?, availability: String? = nil,
        provider: String? = nil, path: String = "Widgets/Widget.swift", line: Int
    ) -> WidgetConfiguration {
        WidgetConfiguration(
            widgetType: type, configuration: configuration, kind: kind,
            kindExpression: kind.map { "\"\($0)\"" } ?? "Self.kind",
            intentType: intent, providerProtocol: provider, availability: availability, location: at(path, line))
    }

    package static func donation(
        _ api: String, _ intent: String?, path: String = "App/Donations.swift", line: Int
    ) -> Donation {
        Donation(api: api, intent: intent, language: "swift", location: at(path, line))
    }

    package static func target(_ platform: String, _ version: String, target: String? = nil) -> DeploymentTarget {
        DeploymentTarget(
            platform: platform, version: version, target: target, source: "xcconfig", location: at("Base.xcconfig", 1))
    }

    package static func intentsExtension(
        _ supported: [String], path: String = "IntentsExtension/Info.plist",
        point: String = "com.apple.intents-service"
    ) -> ExtensionInfo {
        ExtensionInfo(path: path, extensionPoint: point, intentsSupported: supported, location: at(path, 1))
    }

    package static func inventory(
        _ files: [DefinitionFile] = [], appIntents: [AppIntentDeclaration] = [],
        handlers: [IntentHandler] = [], donations: [Donation] = [], widgets: [WidgetConfiguration] = [],
        providers: [WidgetProvider] = [], extensions: [ExtensionInfo] = [],
        targets: [DeploymentTarget] = [Make.target("iOS", "15.0")],
        suppressions: [Suppression] = []
    ) -> Inventory {
        var inventory = Inventory()
        inventory.definitionFiles = files
        inventory.appIntents = appIntents
        inventory.handlers = handlers
        inventory.donations = donations
        inventory.widgets = widgets
        inventory.providers = providers
        inventory.extensions = extensions
        inventory.deploymentTargets = targets
        inventory.suppressions = suppressions
        inventory.sortAll()
        return inventory
    }

    package static let context = AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0)

    package static func assess(
        _ inventory: Inventory, _ configuration: AuditConfiguration = AuditConfiguration()
    ) -> AuditResult {
        Audit.assess(inventory, configuration: configuration, context: context)
    }
}

extension AuditResult {
    package func intent(_ name: String) -> IntentAssessment? { intents.first { $0.name == name } }
    package func findings(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }
}

extension Inventory {
    /// The index of the first `AppIntentConfiguration` / `IntentConfiguration` (lists are sorted by location).
    package var appWidgetIndex: Int { widgets.firstIndex { $0.configuration == "AppIntentConfiguration" }! }
    package var legacyWidgetIndex: Int { widgets.firstIndex { $0.configuration == "IntentConfiguration" }! }
}
