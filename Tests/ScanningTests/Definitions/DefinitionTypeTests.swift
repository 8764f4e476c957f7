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

/// Enums (§8), custom types (§7) and class names for types and enums (§10.3, §10.4).
@Suite struct DefinitionTypeTests {
    @Test func enumsWithImplicitUnknownAndExplicitIndexes() throws {
        let file = try #require(FixtureFiles.definitions("Definitions/model-1.2").definitionFiles.first)
        // Without a project prefix, the prefix every custom intent of the file shares (TM) names the enum.
        #expect(file.enums.map(\.className) == ["TMDifficulty", "TrailScope"])
        let difficulty = file.enums[0]
        #expect(difficulty.name == "Difficulty")
        #expect(difficulty.displayName == "Difficulty")
        #expect(difficulty.location == SourceLocation(path: "App/Base.lproj/Hikes.intentdefinition", line: 14))
        #expect(
            difficulty.cases == [
                EnumCase(name: "unknown", displayName: "Unknown", rawValue: 0),
                EnumCase(name: "easy", displayName: "Easy", rawValue: 1),
                EnumCase(name: "moderate", displayName: "Moderate", rawValue: 2),
                EnumCase(name: "hard", displayName: "Hard", rawValue: 5),
            ])
        #expect(file.enums[1].location.line == 69)
    }

    @Test func customTypesKeepOnlyUserProperties() throws {
        let file = try #require(FixtureFiles.definitions("Definitions/model-1.2").definitionFiles.first)
        #expect(file.types.map(\.className) == ["IntentTrail", "TMBadge"])
        let trail = file.types[0]
        #expect(trail.name == "Trail")
        #expect(trail.displayName == "Trail")
        #expect(trail.location == SourceLocation(path: "App/Base.lproj/Hikes.intentdefinition", line: 981))
        #expect(
            trail.properties == [
                TypeProperty(
                    name: "elevation", type: "Distance", swiftType: "Measurement<UnitLength>?", isArray: false, tag: 100
                ),
                TypeProperty(
                    name: "rating", type: "Integer", swiftType: "TMDifficulty", isArray: false, tag: 101,
                    enumType: "Difficulty"),
                TypeProperty(
                    name: "waypoints", type: "Placemark", swiftType: "[CLPlacemark]?", isArray: true, tag: 102),
            ])
        #expect(file.types[1].properties.isEmpty)
        #expect(file.types[1].location.line == 1091)
    }

    @Test func model10ExplicitFalseNoNamespaceAndProjectPrefix() throws {
        let inventory = FixtureFiles.definitions("Definitions/model-1.0", projectClassPrefix: "SC")
        let file = try #require(inventory.definitionFiles.first)
        #expect(inventory.diagnostics.isEmpty)
        #expect(file.modelVersion == "1.0")
        #expect(file.namespace == nil)
        #expect(file.localizations.isEmpty)
        let intent = try #require(file.intents.first)
        #expect(intent.className == "SCOrderSoupIntent")
        #expect(intent.classNameSource == "project-prefix")
        #expect(intent.isEligibleForSuggestions)
        #expect(intent.userConfirmationRequired)
        #expect(intent.restrictions == 1)
        #expect(intent.parameters.map(\.swiftType) == ["String?", "SCSize"])
        #expect(intent.parameters.map(\.isArray) == [false, false])
        #expect(intent.parameterCombinations.first?.supportsBackgroundExecution == false)
        #expect(intent.response?.codes.map(\.isSuccess) == [true, false])
        // An enum value without an index after one with index 1 follows on: 2.
        #expect(file.enums.first?.cases.map(\.rawValue) == [0, 1, 2])
        #expect(file.enums.first?.className == "SCSize")
    }

    @Test func model10WithoutProjectPrefixUsesTheName() throws {
        let intent = try #require(
            FixtureFiles.definitions("Definitions/model-1.0").definitionFiles.first?.intents.first)
        #expect(intent.className == "OrderSoupIntent")
        #expect(intent.classNameSource == "name")
        #expect(intent.classPrefix == nil)
    }

    @Test func model11SharedIntentPrefixNamesEnumsAndTypes() throws {
        let inventory = FixtureFiles.definitions("Definitions/model-1.1")
        let file = try #require(inventory.definitionFiles.first)
        #expect(inventory.diagnostics.isEmpty)
        #expect(file.modelVersion == "1.1")
        let intent = try #require(file.intents.first)
        #expect(intent.className == "OtSendNowIntent")
        #expect(intent.isConfigurable)  // "YES"
        #expect(!intent.isEligibleForWidgets)  // "NO"
        #expect(intent.response?.codes.first?.isSuccess == true)
        #expect(intent.parameters.map(\.swiftType) == ["OtMode", "Contact?"])
        // A type without INTypeClassPrefix gets no prefix (§10.3).
        #expect(file.types.map(\.className) == ["Contact"])
        #expect(file.types.first?.properties.map(\.name) == ["email"])
    }

    @Test func typesFromAnotherFileResolveThroughTheirNamespace() throws {
        let inventory = FixtureFiles.definitions("Definitions/namespaces")
        #expect(
            inventory.definitionFiles.map(\.path) == [
                "Shared.intentdefinition", "Widgets/RouteWidget.intentdefinition",
            ])
        let intent = try #require(inventory.definitionFiles.last?.intents.first)
        #expect(intent.parameters.map(\.swiftType) == ["RouteObject?", "RouteUnits", "Ghost?"])
        #expect(
            inventory.diagnostics.map(\.message) == [
                "parameter 'ghost' of RouteWidgetIntent: custom type 'Ghost' (namespace Nope00) is not declared in any definition file"
            ])
        #expect(inventory.diagnostics.first?.location.path == "Widgets/RouteWidget.intentdefinition")
        #expect(inventory.diagnostics.first?.location.line ?? 0 > 0)
    }
}
