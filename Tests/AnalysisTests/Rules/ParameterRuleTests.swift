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

/// Steps 2 and 3: the counterpart, its parameters, entities and enums.
@Suite struct ParameterRuleTests {
    @Test func counterpartWithoutMigrationIsAnError() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA201")).findings("IA201").first)
        #expect(finding.severity == .error && finding.intent == "LogHikeIntent")
        #expect(finding.location == Make.at("App/Intents.swift", 5))
        #expect(
            finding.message == "LogHikeAppIntent (counterpart of LogHikeIntent, found by its name) does not adopt "
                + "CustomIntentMigratedAppIntent: shortcuts and widgets built with LogHikeIntent do not carry over")
        #expect(finding.fix.contains("static let intentClassName = \"LogHikeIntent\""))
    }

    @Test func migratedCounterpartDoesNotFireIA201() {
        let result = Make.assess(
            Make.inventory(
                [RuleScenarios.logHikeFile()],
                appIntents: [RuleScenarios.logHikeAppIntent(), RuleScenarios.trailEntity, RuleScenarios.trailQuery]))
        #expect(result.findings("IA201").isEmpty)
        #expect(result.findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func misspeltIntentClassNameNamesTheClassMeant() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA202"))
        let finding = try #require(result.findings("IA202").first)
        #expect(
            finding.message
                == "LogHikeAppIntent.intentClassName is \"LogHikeIntnet\", which matches no SiriKit intent; "
                + "the definition declares \"LogHikeIntent\": nothing carries over")
        #expect(result.intent("LogHikeIntnet") == nil)
        #expect(result.intent("LogHikeIntent")?.status == .atRisk)
        #expect(result.findings("IA201").isEmpty)
    }

    @Test func moduleQualifiedIntentClassNameIsAMiss() {
        let result = Make.assess(
            Make.inventory(
                [RuleScenarios.logHikeFile()],
                appIntents: [RuleScenarios.logHikeAppIntent(migrates: "TrailMix.LogHikeIntent")]))
        #expect(result.findings("IA202").map(\.intent) == ["LogHikeIntent"])
    }

    @Test func intentClassNameOfADeletedDefinitionIsNotATypo() {
        let result = Make.assess(
            Make.inventory(
                [RuleScenarios.logHikeFile()],
                appIntents: [Make.appIntent("ExportLogbookAppIntent", migrates: "ExportLogbookIntent")]))
        #expect(result.findings("IA202").isEmpty)
        #expect(result.intent("ExportLogbookIntent")?.status == .migrated)
    }

    @Test func renamedParameterIsAnErrorAtTheNewParameter() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA203")).findings("IA203").first)
        #expect(finding.location == Make.at("App/Intents.swift", 61))
        #expect(
            finding.message
                == "AssistIntent.text (String) is `prompt` in AssistAppIntent: saved values of `text` are lost")
    }

    @Test func typeMismatchNamesBothTypes() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA204")).findings("IA204").first)
        #expect(
            finding.message
                == "LogHikeAppIntent.distance is Int but LogHikeIntent.distance is Decimal (expected Double): "
                + "a saved Decimal value carries over only to a Double parameter, and Int is not Double: the saved value is dropped"
        )
        #expect(finding.location == Make.at("App/Intents.swift", 32))
    }

    @Test func singleValueBecomingAnArrayIsATypeMismatch() {
        let intent = Make.intent("PlanTripIntent", [Make.parameter("trail", "String", line: 21)])
        let result = Make.assess(
            Make.inventory(
                [Make.file([intent])],
                appIntents: [
                    Make.appIntent(
                        "PlanTripAppIntent", migrates: "PlanTripIntent", [Make.appParameter("trail", "[String]")])
                ]))
        #expect(result.findings("IA204").count == 1)
        #expect(result.intent("PlanTripIntent")?.parameterMappings.first?.verdict == "lost")
    }

    @Test func missingParameterIsAWarningAtTheLegacyParameter() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA205"))
        let finding = try #require(result.findings("IA205").first)
        #expect(finding.severity == .warning)
        #expect(finding.location == Make.at(Make.definitionPath, 22))
        #expect(
            finding.message
                == "LogHikeIntent.distance (Decimal) has no counterpart in LogHikeAppIntent: users' saved values for it are lost"
        )
        #expect(result.findings("IA203").isEmpty)
    }

    @Test func addedNonOptionalParameterWithoutDefault() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA206")).findings("IA206").first)
        #expect(
            finding.message
                == "StepsAppIntent.units is new, non-optional and has no default: widgets placed with StepsIntent have no value for it"
        )
    }

    @Test func addedParameterWithDefaultOptionalOrOnANonWidgetIntentIsFine() {
        let withDefault = Make.inventory(
            [Make.file([RuleScenarios.stepsIntent])],
            appIntents: [
                Make.appIntent(
                    "StepsAppIntent", migrates: "StepsIntent", widget: true,
                    [
                        Make.appParameter("goal", "Int"),
                        Make.appParameter("units", "UnitsAppEnum", optional: false, defaultValue: ".metric"),
                    ])
            ])
        #expect(Make.assess(withDefault).findings("IA206").isEmpty)
        let shortcut = Make.intent("StepsIntent", [Make.parameter("goal", "Integer")])
        let notWidget = Make.inventory(
            [Make.file([shortcut])],
            appIntents: [
                Make.appIntent(
                    "StepsAppIntent", migrates: "StepsIntent",
                    [Make.appParameter("goal", "Int"), Make.appParameter("units", "String", optional: false)])
            ])
        #expect(Make.assess(notWidget).findings("IA206").isEmpty)
    }

    @Test func parentWithoutBranchAndFlatteningAdvice() {
        let result = Make.assess(RuleScenarios.parentScenario(branched: false))
        #expect(
            Set(result.findings("IA207").map(\.message)) == [
                "TrailConditionsIntent shows favourite, trail only depending on `scope`, but TrailConditionsConfigIntent's parameterSummary has no When/Switch on `scope`",
                "TrailConditionsIntent shows showsElevation only depending on `trail`, but TrailConditionsConfigIntent's parameterSummary has no When/Switch on `trail`",
            ])
        #expect(
            result.findings("IA208").map(\.message) == [
                "TrailConditionsIntent: parents scope, trail (2 levels) force 6 ParameterSummary combinations; one AppEntity with a "
                    + "sectioned EntityQuery is simpler, but its new parameter names drop the saved settings"
            ])
    }

    @Test func branchedParentsDoNotFireIA207() {
        #expect(Make.assess(RuleScenarios.parentScenario(branched: true)).findings("IA207").isEmpty)
    }

    @Test func oneParentWithOneValueNeedsNoFlattening() throws {
        let intent = Make.intent(
            "ShowIntent",
            [
                Make.parameter("scope", "Integer", enumType: "Scope"),
                Make.parameter(
                    "trail", "String",
                    parent: ParameterRelationship(parentName: "scope", predicate: "EnumHasExactValue", value: "one")),
            ])
        let parents = try #require(ParentParameters(intent))
        #expect(parents.combinations == 2 && parents.levels == 1 && !parents.shouldFlatten)
        #expect(Make.assess(Make.inventory([Make.file([intent])])).findings("IA208").isEmpty)
    }

    @Test func customTypeWithoutEntity() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA301")).findings("IA301").first)
        #expect(finding.location == Make.at(Make.definitionPath, 400))
        #expect(
            finding.message
                == "custom type IntentTrail (used by LogHikeIntent.trail) has no AppEntity or TransientAppEntity; "
                + "LogHikeAppIntent cannot receive saved values")
    }

    @Test func customTypeWithAnEntityOfAMatchingNameIsFine() {
        var inventory = RuleScenarios.inventory(for: "IA301")
        inventory.appIntents.append(Make.entity("TrailAppEntity", transient: true))
        #expect(Make.assess(inventory).findings("IA301").isEmpty)
    }

    /// Shape seen in a small widget app: the custom type `…Param` became an AppEntity of another name,
    /// used by the same-named parameter with a query (so dynamic options are replaced too).
    @Test func customTypeServedByAnEntityOfAnotherNameThroughTheParameter() {
        let intent = Make.intent(
            "SelectChannelIntent", [Make.parameter("channel", "Object", object: "ChannelParam", dynamic: true)],
            widget: true)
        let result = Make.assess(
            Make.inventory(
                [Make.file([intent], types: [Make.customType("ChannelParam")])],
                appIntents: [
                    Make.appIntent(
                        "SelectChannelAppIntent", migrates: "SelectChannelIntent", widget: true,
                        [Make.appParameter("channel", "VideoChannelEntity")]),
                    Make.entity("VideoChannelEntity", query: "VideoChannelQuery"),
                    Make.query("VideoChannelQuery", for: "VideoChannelEntity", defaultResult: false),
                ]))
        #expect(
            result.intent("SelectChannelIntent")?.parameterMappings.map(\.verdict) == ["survives-if-query-resolves-ids"]
        )
        #expect(
            result.findings("IA301").isEmpty && result.findings("IA401").isEmpty && result.findings("IA704").isEmpty)
    }

    @Test func enumCasesMissing() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA302"))
        let finding = try #require(result.findings("IA302").first)
        #expect(
            finding.message == "DifficultyAppEnum (for RateHikeIntent.difficulty) lacks the legacy case(s) moderate")
        #expect(finding.location == Make.at("Shared/AppEnums.swift", 120))
    }

    @Test func enumWithEveryCaseButUnknownIsFine() {
        var inventory = RuleScenarios.inventory(for: "IA302")
        inventory.appIntents = inventory.appIntents.map {
            var d = $0; if d.name == "DifficultyAppEnum" { d.cases = ["easy", "moderate", "hard"] }; return d
        }
        #expect(Make.assess(inventory).findings("IA302").isEmpty)
    }

    @Test func entityWithNonStringID() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA303")).findings("IA303").first)
        // Whether the saved strings parse as UUID is not in the tree: a "cannot tell" note, a check
        // worth one point in the plan, not a warning that claims the values are lost.
        #expect(finding.severity == .note)
        #expect(
            finding.message
                == "cannot tell: the identifiers the legacy code saved may not be UUID strings (UUID converts a saved "
                + "identifier through EntityIdentifierConvertible's `entityIdentifier(for:)`; the tree does not show "
                + "what was saved) — if so: TrailEntity.id is UUID, but saved LogHikeIntent.trail values carry String "
                + "identifiers")
        #expect(finding.proof.filter(\.resolved).count == 2)
        let fine = Make.inventory(
            [RuleScenarios.logHikeFile()],
            appIntents: [
                RuleScenarios.logHikeAppIntent(),
                RuleScenarios.trailEntity, RuleScenarios.trailQuery,
            ])
        #expect(Make.assess(fine).findings("IA303").isEmpty)
    }
}
