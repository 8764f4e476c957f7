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

/// Every parameter type of format doc §9, defaults, relationships and per-parameter flags.
@Suite struct DefinitionParameterTests {
    let intent: IntentDefinition

    init() throws {
        let inventory = FixtureFiles.definitions("Definitions/model-1.2")
        intent = try #require(inventory.definitionFiles.first?.intents.first)
    }

    func parameter(_ name: String) throws -> IntentParameter {
        try #require(intent.parameters.first { $0.name == name })
    }

    @Test func generatedSwiftTypeOfEveryType() {
        let types = intent.parameters.map { "\($0.name): \($0.type) -> \($0.swiftType)" }
        #expect(
            types == [
                "note: String -> String?",
                "shared: Boolean -> NSNumber?",
                "laps: Integer -> NSNumber?",
                "distance: Decimal -> NSNumber?",
                "startDate: DateComponents -> DateComponents?",
                "duration: Duration -> NSNumber?",
                "place: Placemark -> CLPlacemark?",
                "link: URL -> URL?",
                "buddy: Person -> INPerson?",
                "gpx: File -> INFile?",
                "fee: CurrencyAmount -> INCurrencyAmount?",
                "card: PaymentMethod -> INPaymentMethod?",
                "length: Distance -> Measurement<UnitLength>?",
                "pack: Mass -> Measurement<UnitMass>?",
                "water: Volume -> Measurement<UnitVolume>?",
                "temperature: Temperature -> Measurement<UnitTemperature>?",
                "pace: Speed -> Measurement<UnitSpeed>?",
                "energy: Energy -> Measurement<UnitEnergy>?",
                "trail: Object -> IntentTrail?",
                "trails: Object -> [IntentTrail]?",
                "difficulty: Integer -> TMDifficulty",
                "difficulties: Integer -> [TMDifficulty]?",
                "tags: String -> [String]?",
                "hologram: Hologram -> Hologram",
                "scope: Integer -> TrailScope",
                "region: String -> String?",
                "favorite: String -> String?",
            ])
    }

    @Test func identityTagAndLocation() throws {
        let trail = try parameter("trail")
        #expect(trail.id == "param:TMLogHikeIntent.trail")
        #expect(trail.displayName == "Trail")
        #expect(trail.tag == 19)
        #expect(trail.displayPriority == 19)
        #expect(trail.location == SourceLocation(path: "App/Base.lproj/Hikes.intentdefinition", line: 511))
        #expect(try parameter("note").location.line == 202)
        #expect(try parameter("favorite").location.line == 695)
    }

    @Test func objectAndEnumReferences() throws {
        let trails = try parameter("trails")
        #expect(trails.isArray)
        #expect(trails.objectType == "Trail")
        #expect(trails.objectTypeNamespace == "Bk7Q2x")
        #expect(trails.enumType == nil)
        #expect(
            trails.arraySizes == [
                ParameterArraySize(sizeClass: "Small", size: 1), ParameterArraySize(sizeClass: "Large", size: 4),
            ])
        let difficulty = try parameter("difficulty")
        #expect(!difficulty.isArray)
        #expect(difficulty.enumType == "Difficulty")
        #expect(difficulty.enumTypeNamespace == "Bk7Q2x")
        #expect(difficulty.objectType == nil)
    }

    @Test func flagsMissingMeansFalseAndYESMeansTrue() throws {
        let note = try parameter("note")
        #expect(note.isConfigurable && note.supportsResolution && !note.dynamicOptions)
        let trail = try parameter("trail")
        #expect(trail.isConfigurable && trail.dynamicOptions && !trail.supportsResolution)
        #expect(try parameter("laps").isConfigurable)  // written as the string "YES"
        let place = try parameter("place")
        #expect(!place.isConfigurable && !place.supportsResolution && !place.dynamicOptions && !place.isArray)
    }

    @Test func defaultValuesOfEveryScalarKind() throws {
        #expect(try parameter("note").defaultValue == "Nice hike")
        #expect(try parameter("shared").defaultValue == "true")
        #expect(try parameter("laps").defaultValue == "3")
        #expect(try parameter("distance").defaultValue == "2.5")
        #expect(try parameter("difficulty").defaultValue == "moderate")
        #expect(try parameter("place").defaultValue == nil)
    }

    @Test func parentRelationships() throws {
        #expect(
            try parameter("region").relationship
                == ParameterRelationship(parentName: "scope", predicate: "EnumHasExactValue", value: "nearby"))
        #expect(
            try parameter("favorite").relationship
                == ParameterRelationship(parentName: "trail", predicate: "HasAnyValue", value: nil))
        #expect(try parameter("trail").relationship == nil)
    }

    @Test func unsupportedReasons() throws {
        #expect(try parameter("tags").unsupportedReasons == ["required"])
        #expect(try parameter("note").unsupportedReasons == [])
    }
}
