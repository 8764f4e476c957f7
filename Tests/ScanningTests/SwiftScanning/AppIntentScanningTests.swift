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

@Suite("Swift scanner: App Intents")
struct AppIntentScanningTests {
    let inventory = SwiftFixture.scan("app-intents")

    func declaration(_ name: String) throws -> AppIntentDeclaration {
        try #require(inventory.appIntents.first { $0.name == name })
    }

    @Test func everyAdoptingTypeWithRolesAndNothingFromCommentsOrStrings() {
        let rows = inventory.appIntents.map {
            "\($0.location) \($0.name) \($0.declarationKind) \($0.roles.joined(separator: ","))"
        }
        #expect(
            rows == [
                "Entities.swift:3:8 SoupEntity struct app-entity,indexed-entity",
                "Entities.swift:9:8 SoupQuery struct entity-query,entity-string-query",
                "Entities.swift:15:8 ToppingEntity struct app-entity,transient-app-entity",
                "Entities.swift:20:8 ToppingQuery struct entity-query,enumerable-entity-query",
                "Entities.swift:24:8 SectionedQuery struct entity-query",
                "Entities.swift:29:8 QuantityOptions struct dynamic-options-provider",
                "Entities.swift:34:8 SoupShortcuts struct app-shortcuts-provider",
                "Extensions.swift:5:6 DeliveryAppEnum enum app-enum",
                "Extensions.swift:15:8 ControlIntent struct app-intent,control-configuration-intent",
                "OrderSoupAppIntent.swift:4:8 OrderSoupAppIntent struct app-intent,custom-intent-migrated",
                "OrderSoupAppIntent.swift:52:8 ShowMenuIntent struct app-intent,open-intent",
                "OrderSoupAppIntent.swift:61:8 PlayMenuIntent struct app-intent,audio-playback-intent",
                "OrderSoupAppIntent.swift:68:8 ConditionsWidgetIntent struct app-intent,custom-intent-migrated,deprecated-app-intent,widget-configuration-intent",
            ])
        #expect(inventory.appIntents.first { $0.name == "ControlIntent" }?.conditions == ["os(iOS)"])
    }

    @Test func migratedIntentWithParametersSummaryAndPlaceholderPerform() throws {
        let soup = try declaration("OrderSoupAppIntent")
        #expect(soup.conformances == ["AppIntent", "CustomIntentMigratedAppIntent"])
        #expect(soup.intentClassName == "OrderSoupIntent")
        #expect(soup.performIsPlaceholder)
        #expect(soup.isDiscoverable == nil)
        let file = "OrderSoupAppIntent.swift"
        #expect(
            soup.parameters == [
                AppIntentParameter(
                    name: "soup", type: "SoupEntity", isOptional: false, isArray: false, defaultValue: nil,
                    title: "Soup", titleKey: "Soup", location: SwiftFixture.at(file, 9, 9)),
                AppIntentParameter(
                    name: "quantity", type: "Int", isOptional: true, isArray: false, defaultValue: "1",
                    title: "Quantity", titleKey: "Quantity", location: SwiftFixture.at(file, 12, 9)),
                AppIntentParameter(
                    name: "toppings", type: "[ToppingAppEnum]", isOptional: false, isArray: true, defaultValue: "[]",
                    title: "Toppings", titleKey: "Toppings", location: SwiftFixture.at(file, 15, 9)),
                AppIntentParameter(
                    name: "delivery", type: "DeliveryAppEnum", isOptional: false, isArray: false,
                    defaultValue: ".pickup", title: "Delivery", titleKey: "Delivery",
                    location: SwiftFixture.at(file, 18, 9)),
                AppIntentParameter(
                    name: "address", type: "String", isOptional: true, isArray: false, defaultValue: nil,
                    title: "Address", titleKey: "Address", location: SwiftFixture.at(file, 21, 9)),
                AppIntentParameter(
                    name: "place", type: "Array<String>", isOptional: true, isArray: true, defaultValue: nil,
                    title: "Place", titleKey: "Place", location: SwiftFixture.at(file, 24, 9)),
            ])
        #expect(
            soup.parameterSummary
                == ParameterSummaryInfo(
                    parameters: ["address", "delivery", "quantity", "soup", "toppings"],
                    branches: [
                        SummaryBranch(parameter: "delivery", comparison: "case", values: [".pickup"]),
                        SummaryBranch(parameter: "delivery", comparison: "case", values: [".courier"]),
                        SummaryBranch(parameter: "address", comparison: "hasAnyValue", values: []),
                        SummaryBranch(parameter: "delivery", comparison: "default", values: []),
                        SummaryBranch(parameter: "toppings", comparison: "oneOf", values: [".cheese", ".croutons"]),
                    ],
                    location: SwiftFixture.at(file, 26, 16)))
    }

    @Test func conformanceInAnExtensionDiscoverabilityAndGetterLiterals() throws {
        let menu = try declaration("ShowMenuIntent")
        #expect(menu.conformances == ["AppIntent", "OpenIntent"])
        #expect(menu.isDiscoverable == false)
        #expect(!menu.performIsPlaceholder)
        let play = try declaration("PlayMenuIntent")
        #expect(play.isDiscoverable == true)
        #expect(play.performIsPlaceholder)
        let widget = try declaration("ConditionsWidgetIntent")
        #expect(widget.intentClassName == "TrailConditionsIntent")
        #expect(widget.parameterSummary?.parameters == ["units"])
        #expect(
            widget.parameterSummary?.branches == [
                SummaryBranch(parameter: "widgetFamily", comparison: "equalTo", values: [".systemSmall"])
            ])
    }

    @Test func enumsEntitiesQueriesAndShortcuts() throws {
        #expect(try declaration("DeliveryAppEnum").cases == ["pickup", "courier", "drone"])
        let entity = try declaration("SoupEntity")
        #expect(entity.queryType == "SoupQuery")
        #expect(entity.idType == "UUID")
        let topping = try declaration("ToppingEntity")
        #expect(topping.queryType == "ToppingQuery")
        #expect(topping.idType == "String")
        let query = try declaration("SoupQuery")
        #expect(query.hasDefaultResult)
        #expect(query.entityType == "SoupEntity")
        #expect(try declaration("ToppingQuery").entityType == "ToppingEntity")
        #expect(try declaration("ToppingQuery").hasDefaultResult == false)
        #expect(try declaration("SectionedQuery").entityType == "SoupEntity")
        #expect(try declaration("QuantityOptions").hasDefaultResult)
        #expect(try declaration("SoupShortcuts").shortcutIntents == ["OrderSoupAppIntent", "PlayMenuIntent"])
    }

    @Test func kebabCaseRoles() {
        #expect(AppIntentAssembly.kebab("URLRepresentableIntent") == "url-representable-intent")
        #expect(AppIntentAssembly.roles(["EntityStringQuery"]) == ["entity-query", "entity-string-query"])
    }
}

/// A parameter's title: the text a reader sees and the key the string tables are looked up by.
@Suite struct ParameterTitleKeyTests {
    static let source = """
        import AppIntents
        enum Strings { static let pipeline: LocalizedStringResource = "Pipeline" }
        struct RunIntent: AppIntent {
            static var title: LocalizedStringResource = "Run"
            @Parameter(title: "Plain") var plain: String
            @Parameter(title: .init("run.pipeline", defaultValue: "Pipeline")) var pipeline: String
            @Parameter(title: LocalizedStringResource("run.server")) var server: String
            @Parameter(title: Strings.pipeline) var constant: String
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    @Test func literalResourceAndConstantTitles() throws {
        let facts = SwiftScanner.read(SourceFile(path: "Run.swift", kind: .swift, bytes: Array(Self.source.utf8)))
        let inventory = SwiftScanner.resolve(
            [facts], skipped: [String](), all: [String](), load: { _ in nil }, read: { SwiftScanner.read($0) },
            limits: Limits())
        let intent = try #require(inventory.appIntents.first { $0.name == "RunIntent" })
        #expect(intent.title == "Run" && intent.titleKey == "Run")
        let titles = intent.parameters.map { "\($0.name): \($0.title ?? "-") / \($0.titleKey ?? "-")" }
        #expect(
            titles == [
                "plain: Plain / Plain", "pipeline: Pipeline / run.pipeline", "server: run.server / run.server",
                "constant: Strings.pipeline / -",
            ])
    }
}

/// Apple's refinements of `AppIntent` (a Focus filter, a delete action, a workout) make an App Intent too.
@Suite("Swift scanner: AppIntent refinements")
struct AppIntentRefinementTests {
    @Test func focusFiltersAndSystemIntentsAreAppIntents() {
        let source = """
            import AppIntents
            struct FocusFilter: SetFocusFilterIntent {
                static let title: LocalizedStringResource = "Filter"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct RemoveHike: DeleteIntent {
                static let title: LocalizedStringResource = "Remove"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct NotAnIntent: Codable {}
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "F.swift", kind: .swift, bytes: Array(source.utf8))])
        #expect(inventory.appIntents.map(\.name) == ["FocusFilter", "RemoveHike"])
        #expect(inventory.appIntents.allSatisfy { $0.roles.contains("app-intent") })
    }
}

/// The `#if` conditions of a declaration: each earlier clause negated once, and a chain longer than
/// `SyntaxContext.maximumEarlierClauses` cut with a marker the build conditions cannot evaluate.
@Suite("Swift scanner: #elseif chains")
struct ElseIfChainTests {
    static func conditions(_ source: String, of name: String) -> [String]? {
        let inventory = SwiftScanner.scan([SourceFile(path: "C.swift", kind: .swift, bytes: Array(source.utf8))])
        return inventory.appIntents.first { $0.name == name }?.conditions
    }

    static func intent(_ name: String) -> String {
        "struct \(name): AppIntent {\n    static let title: LocalizedStringResource = \"x\"\n}\n"
    }

    @Test func eachEarlierClauseIsNegatedOnce() {
        let source =
            "#if A\n" + Self.intent("One") + "#elseif B\n" + Self.intent("Two") + "#elseif B\n"
            + Self.intent("Three") + "#else\n" + Self.intent("Four") + "#endif\n"
        #expect(Self.conditions(source, of: "One") == ["A"])
        #expect(Self.conditions(source, of: "Two") == ["!A", "B"])
        #expect(Self.conditions(source, of: "Three") == ["!A", "!B", "B"])
        #expect(Self.conditions(source, of: "Four") == ["!A", "!B"])
    }

    @Test func aLongChainIsCutWithAMarker() throws {
        let count = SyntaxContext.maximumEarlierClauses + 10
        var source = "#if C0\n" + Self.intent("I0")
        for index in 1...count { source += "#elseif C\(index)\n" + Self.intent("I\(index)") }
        source += "#endif\n"
        let last = try #require(Self.conditions(source, of: "I\(count)"))
        #expect(last.count == SyntaxContext.maximumEarlierClauses + 2)
        #expect(last.first == "!C0")
        #expect(last[SyntaxContext.maximumEarlierClauses] == "… the conditions of 10 more earlier clauses, not read")
        #expect(last.last == "C\(count)")
        // The marker is no condition the audit can evaluate: a question about the build has no answer.
        #expect(ConditionFormula.parse(last[SyntaxContext.maximumEarlierClauses]) == nil)
    }
}

/// A ClockKit descriptor's families written as the enum's `allCases` are every family, not none.
@Suite("Swift scanner: complication families")
struct ComplicationFamilyTests {
    @Test func allCasesIsEveryFamily() throws {
        let source = """
            import ClockKit
            final class LinesController: NSObject, CLKComplicationDataSource {
                func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void) {
                    handler(Line.allCases.map {
                        CLKComplicationDescriptor(
                            identifier: $0.rawValue, displayName: $0.name,
                            supportedFamilies: CLKComplicationFamily.allCases)
                    })
                }
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "L.swift", kind: .swift, bytes: Array(source.utf8))])
        let descriptor = try #require(inventory.complications.first?.descriptors.first)
        #expect(descriptor.families == ["allCases"])
    }
}

/// A control whose button runs the configuration intent it is handed runs that intent's type.
@Suite("Swift scanner: a control that runs its configuration")
struct ControlActionTests {
    @Test func theTemplatesParameterIsTheConfigurationIntent() throws {
        let source = """
            import AppIntents
            import WidgetKit
            struct LaunchControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "launch", intent: LaunchIntent.self) { configuration in
                        ControlWidgetButton(action: configuration) { Text("Launch") }
                    }
                }
            }
            struct LampControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "lamp", intent: LampIntent.self) { (lamp) in
                        ControlWidgetToggle("Lamp", isOn: lamp.isOn, action: ToggleLampIntent())
                    }
                }
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "C.swift", kind: .swift, bytes: Array(source.utf8))])
        let actions = Dictionary(uniqueKeysWithValues: inventory.controls.map { ($0.controlType, $0.actionIntents) })
        #expect(actions == ["LaunchControl": ["LaunchIntent"], "LampControl": ["ToggleLampIntent"]])
    }
}
