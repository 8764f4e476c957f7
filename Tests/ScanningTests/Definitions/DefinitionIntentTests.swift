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

/// Intents, class names, combinations and responses of the model-1.2 fixture.
@Suite struct DefinitionIntentTests {
    static let path = "App/Base.lproj/Hikes.intentdefinition"
    let file: DefinitionFile
    let diagnostics: [Diagnostic]

    init() throws {
        let inventory = FixtureFiles.definitions("Definitions/model-1.2", projectClassPrefix: "PROJ")
        file = try #require(inventory.definitionFiles.first)
        diagnostics = inventory.diagnostics
    }

    func intent(_ name: String) throws -> IntentDefinition {
        try #require(file.intents.first { $0.name == name })
    }

    @Test func fileLevelKeys() {
        #expect(file.path == Self.path)
        #expect(file.modelVersion == "1.2")
        #expect(file.namespace == "Bk7Q2x")
        #expect(file.toolsVersion == "16.1")
        #expect(file.toolsBuildVersion == "16B40")
        #expect(file.systemVersion == "24C101")
        #expect(file.intents.map(\.name) == ["LogHike", "CheckIn", "Plain", "PlayMedia"])
    }

    @Test func classNamesAndWhereTheyCameFrom() throws {
        let names = file.intents.map { [$0.className, $0.classNameSource, $0.classPrefix ?? "-"] }
        #expect(
            names == [
                ["TMLogHikeIntent", "prefix", "TM"],
                ["TrailCheckInIntent", "explicit", "TM"],
                ["PROJPlainIntent", "project-prefix", "PROJ"],
                ["INPlayMediaIntent", "explicit", "IN"],
            ])
        #expect(try intent("LogHike").id == "intent:TMLogHikeIntent")
    }

    @Test func intentLocationsAreTheLinesOfTheirNames() {
        #expect(file.intents.map(\.location) == [155, 813, 845, 889].map { SourceLocation(path: Self.path, line: $0) })
    }

    @Test func customIntentFlagsAndTexts() throws {
        let log = try intent("LogHike")
        #expect(log.kind == "custom")
        #expect(log.category == "create")
        #expect(log.verb == "Add")
        #expect(log.title == "Log Hike")
        #expect(log.titleID == "tt0001")
        #expect(log.description == "Adds a finished hike.")
        #expect(log.descriptionID == "ds0001")
        #expect(log.isConfigurable)
        #expect(log.isEligibleForWidgets)
        #expect(!log.isEligibleForSuggestions)
        #expect(log.userConfirmationRequired)
        #expect(log.keyParameter == "trail")
        #expect(log.inputParameter == "note")
        #expect(log.lastParameterTag == 27)
        #expect(log.defaultImageName == "boot")

        let plain = try intent("Plain")
        #expect(!plain.isConfigurable && !plain.isEligibleForWidgets && !plain.userConfirmationRequired)
        #expect(plain.isEligibleForSuggestions)
        #expect(plain.description == nil)
        #expect(plain.descriptionID == "ds0003")
        #expect(plain.parameters.isEmpty)
    }

    @Test func systemIntent() throws {
        let play = try intent("PlayMedia")
        #expect(play.kind == "system")
        #expect(play.category == "system")
        #expect(play.verb == nil)
        #expect(play.response == nil)
        #expect(play.domain == "Media")
        #expect(play.isCustomizable)
        #expect(
            play.parameters.map(\.swiftType) == [
                "[INMediaItem]?", "INMediaItem?", "INPlaybackRepeatMode", "INMediaSearch?",
            ])
        #expect(
            play.parameters.map(\.id) == [
                "param:INPlayMediaIntent.mediaItems", "param:INPlayMediaIntent.mediaContainer",
                "param:INPlayMediaIntent.playbackRepeatMode", "param:INPlayMediaIntent.mediaSearch",
            ])
        #expect(play.parameterCombinations.map(\.parameters) == [["mediaContainer", "playbackRepeatMode"]])
    }

    @Test func combinationsSplitOnCommasWithTheEmptyKeyAsNone() throws {
        let log = try intent("LogHike")
        #expect(
            log.parameterCombinations == [
                ParameterCombination(
                    parameters: [], title: "Log a hike", subtitle: nil, isPrimary: false,
                    supportsBackgroundExecution: true),
                ParameterCombination(
                    parameters: ["trail", "difficulty"], title: "Log ${trail} (${difficulty})",
                    subtitle: "On ${trail}", isPrimary: true, supportsBackgroundExecution: false),
            ])
        #expect(
            log.managedParameterCombinations == [
                ParameterCombination(
                    parameters: ["trail"], title: "Log ${trail}", subtitle: nil, isPrimary: false,
                    supportsBackgroundExecution: false)
            ])
    }

    @Test func responseCodesParametersAndOutput() throws {
        let response = try #require(try intent("LogHike").response)
        #expect(
            response.codes == [
                ResponseCode(
                    name: "success", isSuccess: true, formatString: "Logged ${hike}.", conciseFormatString: "Logged."),
                ResponseCode(name: "failure", isSuccess: false, formatString: nil, conciseFormatString: nil),
                ResponseCode(
                    name: "failureNoTrail", isSuccess: false, formatString: "That trail is closed.",
                    conciseFormatString: nil),
            ])
        #expect(
            response.parameters == [
                ResponseParameter(
                    name: "hike", type: "Object", swiftType: "IntentTrail?", displayName: "Hike", isArray: false,
                    enumType: nil, objectType: "Trail"),
                ResponseParameter(
                    name: "total", type: "Mass", swiftType: "[Measurement<UnitMass>]?", displayName: nil, isArray: true,
                    enumType: nil, objectType: nil),
                ResponseParameter(
                    name: "level", type: "Integer", swiftType: "PROJDifficulty", displayName: nil, isArray: false,
                    enumType: "Difficulty", objectType: nil),
            ])
        #expect(response.output == "hike")
        // The project's CLASSPREFIX (PROJ here) names enums before the prefix the file's intents share.
    }

    @Test func unknownKeysAreRecordedSorted() {
        #expect(file.unknownKeys == ["INIntentDefinitionFutureKey", "INIntentParameterFutureFlag"])
    }

    @Test func theOnlyDiagnosticIsTheUnknownType() {
        #expect(
            diagnostics == [
                Diagnostic(
                    SourceLocation(path: Self.path, line: 640),
                    "parameter 'hologram' of TMLogHikeIntent: unknown parameter type 'Hologram'; recorded as written")
            ])
    }
}
