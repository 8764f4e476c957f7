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

@Suite struct ParameterMappingTests {
    static let table: [(String, String)] = [
        ("String", "String"), ("Boolean", "Bool"), ("Integer", "Int"), ("Decimal", "Double"),
        ("DateComponents", "DateComponents"), ("Placemark", "CLPlacemark"), ("URL", "URL"), ("Person", "IntentPerson"),
        ("File", "IntentFile"), ("CurrencyAmount", "IntentCurrencyAmount"), ("PaymentMethod", "IntentPaymentMethod"),
        ("Distance", "Measurement<UnitLength>"), ("Mass", "Measurement<UnitMass>"),
        ("Volume", "Measurement<UnitVolume>"),
        ("Temperature", "Measurement<UnitTemperature>"), ("Speed", "Measurement<UnitSpeed>"),
        ("Energy", "Measurement<UnitEnergy>"), ("Duration", "Measurement<UnitDuration>"),
    ]

    func mappings(
        _ legacy: IntentParameter, _ new: [AppIntentParameter], extra: [AppIntentDeclaration] = [],
        enums: [IntentEnum] = []
    ) -> [ParameterMapping] {
        let intent = Make.intent("LogHikeIntent", [legacy])
        let result = Make.assess(
            Make.inventory(
                [Make.file([intent], enums: enums)],
                appIntents: [Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntent", new)] + extra))
        return result.intent("LogHikeIntent")?.parameterMappings ?? []
    }

    @Test(arguments: table) func matchingTypeSurvives(legacy: String, appIntents: String) {
        let found = mappings(Make.parameter("value", legacy), [Make.appParameter("value", appIntents)])
        #expect(found.map(\.verdict) == ["survives"])
        let qualified = mappings(
            Make.parameter("value", legacy), [Make.appParameter("value", "Foundation." + appIntents)])
        #expect(qualified.map(\.verdict) == ["survives"])
    }

    @Test(arguments: table) func otherTypeIsLost(legacy: String, appIntents: String) {
        let wrong = appIntents == "String" ? "Int" : "String"
        let found = mappings(Make.parameter("value", legacy), [Make.appParameter("value", wrong)])
        #expect(found.map(\.verdict) == ["lost"])
        #expect(
            found.first?.reason == "a saved \(legacy) value carries over only to a \(appIntents) parameter, "
                + "and \(wrong) is not \(appIntents): the saved value is dropped")
    }

    @Test func arraysMustStayArrays() {
        #expect(
            mappings(Make.parameter("tags", "String", array: true), [Make.appParameter("tags", "[String]")]).map(
                \.verdict) == ["survives"])
        #expect(
            mappings(Make.parameter("tags", "String", array: true), [Make.appParameter("tags", "String")]).map(
                \.verdict) == ["lost"])
    }

    @Test func enumNeedsAnAppEnumWithTheLegacyCases() {
        let legacy = Make.parameter("difficulty", "Integer", enumType: "Difficulty")
        let enums = [Make.legacyEnum("Difficulty", ["easy", "hard"])]
        let good = mappings(
            legacy, [Make.appParameter("difficulty", "DifficultyAppEnum")],
            extra: [Make.appEnum("DifficultyAppEnum", ["easy", "hard"])], enums: enums)
        #expect(good.map(\.verdict) == ["survives"])
        #expect(good.first?.reason == "enum Difficulty → AppEnum DifficultyAppEnum with the same case names")
        let notEnum = mappings(legacy, [Make.appParameter("difficulty", "Int")], enums: enums)
        #expect(notEnum.map(\.verdict) == ["lost"])
        let missingCase = mappings(
            legacy, [Make.appParameter("difficulty", "DifficultyAppEnum")],
            extra: [Make.appEnum("DifficultyAppEnum", ["easy"])], enums: enums)
        #expect(missingCase.first?.reason.contains("lacks the legacy case(s) hard") == true)
    }

    @Test func customTypeToTransientEntitySurvivesToAppEntityDependsOnTheQuery() {
        let legacy = Make.parameter("trail", "Object", object: "IntentTrail")
        #expect(
            mappings(
                legacy, [Make.appParameter("trail", "TrailSnapshot")],
                extra: [Make.entity("TrailSnapshot", transient: true)]
            )
            .map(\.verdict) == ["survives"])
        #expect(
            mappings(legacy, [Make.appParameter("trail", "TrailEntity")], extra: [RuleScenarios.trailEntity])
                .map(\.verdict) == ["survives-if-query-resolves-ids"])
        #expect(mappings(legacy, [Make.appParameter("trail", "String")]).map(\.verdict) == ["lost"])
    }

    @Test func unknownTypesAndAddedParameters() {
        let found = mappings(
            Make.parameter("name", "SpeakableString"),
            [
                Make.appParameter("name", "String"),
                Make.appParameter("notes", "String", defaultValue: "\"\""),
            ])
        #expect(found.map(\.verdict) == ["unknown-type", "added"])
        #expect(found[1].newName == "notes" && found[1].legacyName == nil)
        #expect(found[1].reason == "new in LogHikeAppIntent; existing configurations get the default \"\"")
    }

    /// The mapping doc's §2.2 worked example (a real app's migration), rebuilt as inventory values.
    @Test func workedExampleFromTheMappingDoc() {
        let object = { (name: String, type: String, array: Bool) in
            Make.parameter(name, "Object", object: type, array: array)
        }
        let file = Make.file(
            [
                Make.intent("WidgetOpenPageIntent", [object("pages", "IntentPanel", true)], widget: true, line: 10),
                Make.intent(
                    "AssistInAppIntent",
                    [
                        object("server", "IntentServer", false), object("pipeline", "IntentPipeline", false),
                        Make.parameter("withVoice", "Boolean"),
                    ], line: 20),
                Make.intent("SendLocationIntent", [Make.parameter("location", "Placemark")], line: 30),
                Make.intent(
                    "GetCameraImageIntent",
                    [object("server", "IntentServer", false), Make.parameter("cameraID", "String")], line: 40),
                Make.intent(
                    "AssistIntent",
                    [
                        object("server", "IntentServer", false), object("pipeline", "IntentPipeline", false),
                        Make.parameter("text", "String"),
                    ], line: 50),
            ], types: ["IntentPanel", "IntentServer", "IntentPipeline"].map { Make.customType($0) })
        let appIntents =
            [
                Make.appIntent(
                    "WidgetOpenPageAppIntent", migrates: "WidgetOpenPageIntent", widget: true,
                    [Make.appParameter("pages", "[PageAppEntity]")]),
                Make.appIntent(
                    "WidgetXAppIntent", migrates: "AssistInAppIntent",
                    [
                        Make.appParameter("pipeline", "PipelineAppEntity"),
                        Make.appParameter("pipelines", "[PipelineAppEntity]"),
                        Make.appParameter("withVoice", "Bool", optional: false),
                    ]),
                Make.appIntent(
                    "UpdateLocationAppIntent", migrates: "SendLocationIntent",
                    [Make.appParameter("location", "CLPlacemark", optional: false)]),
                Make.appIntent(
                    "GetCameraSnapshotAppIntent", migrates: "GetCameraImageIntent",
                    [
                        Make.appParameter("server", "ServerAppEntity"),
                        Make.appParameter("camera", "CameraAppEntity"),
                    ]),
                Make.appIntent(
                    "AssistPromptAppIntent", migrates: "AssistIntent",
                    [
                        Make.appParameter("prompt", "String"),
                        Make.appParameter("pipeline", "PipelineAppEntity"),
                    ]),
            ] + ["PageAppEntity", "PipelineAppEntity", "ServerAppEntity", "CameraAppEntity"].map { Make.entity($0) }
        let result = Make.assess(Make.inventory([file], appIntents: appIntents))
        func verdicts(_ name: String) -> [String] {
            (result.intent(name)?.parameterMappings ?? []).map {
                "\($0.legacyName ?? "-")→\($0.newName ?? "-"): \($0.verdict)"
            }
        }
        #expect(verdicts("WidgetOpenPageIntent") == ["pages→pages: survives-if-query-resolves-ids"])
        #expect(
            verdicts("AssistInAppIntent") == [
                "pipeline→pipeline: survives-if-query-resolves-ids", "withVoice→withVoice: survives",
                "server→-: lost", "-→pipelines: added",
            ])
        #expect(verdicts("SendLocationIntent") == ["location→location: survives"])
        #expect(
            verdicts("GetCameraImageIntent") == [
                "server→server: survives-if-query-resolves-ids", "cameraID→camera: lost",
            ])
        #expect(
            verdicts("AssistIntent") == [
                "pipeline→pipeline: survives-if-query-resolves-ids", "server→-: lost", "text→prompt: lost",
            ])
        #expect(Set(result.findings("IA203").compactMap(\.intent)) == ["AssistIntent", "GetCameraImageIntent"])
        #expect(Set(result.findings("IA205").compactMap(\.intent)) == ["AssistInAppIntent", "AssistIntent"])
        #expect(result.intent("SendLocationIntent")?.status == .coexisting)
        #expect(result.intent("GetCameraImageIntent")?.status == .atRisk)
        #expect(result.intent("AssistIntent")?.status == .atRisk)
    }
}
