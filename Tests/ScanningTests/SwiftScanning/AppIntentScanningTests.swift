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
