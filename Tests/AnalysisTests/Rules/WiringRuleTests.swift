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

/// Steps 4–7: handler logic, donations, the extension and Info.plist, widgets.
@Suite struct WiringRuleTests {
    @Test func dynamicOptionsWithoutProvider() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA401")).findings("IA401").first)
        #expect(
            finding.message
                == "LogHikeIntent.companions has dynamic options but LogHikeAppIntent.companions has no optionsProvider or entity query"
        )
        #expect(finding.location == Make.at("App/Intents.swift", 33))
    }

    @Test func dynamicOptionsWithAProviderOrAnEntityQueryAreFine() {
        let intent = Make.intent(
            "LogHikeIntent",
            [
                Make.parameter("companions", "String", array: true, dynamic: true),
                Make.parameter("trail", "Object", object: "IntentTrail", dynamic: true),
            ])
        let inventory = Make.inventory(
            [Make.file([intent], types: [Make.customType("Trail", className: "IntentTrail")])],
            appIntents: [
                Make.appIntent(
                    "LogHikeAppIntent", migrates: "LogHikeIntent",
                    [
                        Make.appParameter("companions", "[String]", optionsProvider: "CompanionOptionsProvider"),
                        Make.appParameter("trail", "TrailEntity"),
                    ]),
                RuleScenarios.trailEntity, RuleScenarios.trailQuery,
            ])
        #expect(Make.assess(inventory).findings("IA401").isEmpty)
    }

    @Test func defaultMethodWithoutReplacement() {
        let intent = Make.intent("StepsIntent", [Make.parameter("goal", "Integer", dynamic: true)], widget: true)
        let handler = Make.handler(
            "StepsHandler", ["StepsIntent"],
            [Make.method(.defaultValue, "defaultGoal(for:)", parameter: "goal", line: 30)])
        let counterpart = Make.appIntent(
            "StepsAppIntent", migrates: "StepsIntent", widget: true,
            [Make.appParameter("goal", "Int", optionsProvider: "GoalOptions")])
        let result = Make.assess(Make.inventory([Make.file([intent])], appIntents: [counterpart], handlers: [handler]))
        #expect(
            result.findings("IA401").map(\.message) == [
                "defaultGoal(for:) supplies a default for StepsIntent.goal, but StepsAppIntent.goal has no `default:` or defaultResult()"
            ])
        var withDefault = counterpart
        withDefault.parameters[0].defaultValue = "10000"
        #expect(
            Make.assess(Make.inventory([Make.file([intent])], appIntents: [withDefault], handlers: [handler])).findings(
                "IA401"
            ).isEmpty)
    }

    @Test func resolveAndConfirmBecomeNotesOnlyOnceACounterpartExists() {
        let result = Make.assess(RuleScenarios.inventory(for: "IA402"))
        #expect(
            result.findings("IA402").map(\.message) == [
                "resolveDistance(for:with:) resolves LogHikeIntent.distance; port its checks to LogHikeAppIntent (parameter requests or perform())"
            ])
        #expect(result.findings("IA403").map(\.location) == [Make.at("IntentsExtension/Handler.swift", 18)])
        #expect(result.findings("IA402").allSatisfy { $0.severity == .note })
        var legacyOnly = RuleScenarios.inventory(for: "IA402")
        legacyOnly.appIntents = []
        let without = Make.assess(legacyOnly)
        #expect(without.findings("IA402").isEmpty && without.findings("IA403").isEmpty)
    }

    @Test func placeholderPerform() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA404")).findings("IA404").first)
        #expect(
            finding.message
                == "LogHikeAppIntent.perform() only returns .result(): the action does nothing (the legacy LogHikeIntent handler still holds the logic)"
        )
        #expect(finding.intent == "LogHikeIntent")
        // Without a handler in the tree the message claims none.
        var noHandler = RuleScenarios.inventory(for: "IA404")
        noHandler.handlers = []
        #expect(
            Make.assess(noHandler).findings("IA404").map(\.message) == [
                "LogHikeAppIntent.perform() only returns .result(): the action does nothing"
            ])
        let widgetIntent = Make.inventory(appIntents: [
            Make.appIntent("StepsAppIntent", widget: true, placeholder: true)
        ])
        #expect(Make.assess(widgetIntent).findings("IA404").isEmpty)
        // A button intent that only opens the app returns .result() on purpose.
        let button = Make.inventory(appIntents: [Make.appIntent("OpenTrailLink", placeholder: true)])
        #expect(Make.assess(button).findings("IA404").isEmpty)
    }

    @Test func donationWithoutAppShortcut() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA501")).findings("IA501").first)
        #expect(
            finding.message
                == "LogHikeIntent is donated (1× via INInteraction.donate) but LogHikeAppIntent is in no AppShortcutsProvider"
        )
        var listed = RuleScenarios.inventory(for: "IA501")
        listed.appIntents.append(Make.shortcuts(["LogHikeAppIntent"]))
        #expect(Make.assess(listed).findings("IA501").isEmpty)
    }

    @Test func donationOfUnknownIntents() {
        var inventory = RuleScenarios.inventory(for: "IA502")
        inventory.donations += [
            Make.donation("INShortcut", "PlanTripIntent", line: 20),
            Make.donation("INInteraction.donate", "LogHikeIntent", line: 30),
            Make.donation("NSUserActivity.prediction", nil, line: 40),
            Make.donation("INInteraction.donate", "INSendMessageIntent", line: 50),
        ]
        #expect(
            Make.assess(inventory).findings("IA502").map(\.message) == [
                "INInteraction.donate donates an intent the audit cannot tell",
                "INShortcut donates PlanTripIntent, which no definition declares",
            ])
    }

    @Test func intentsExtensionCanGoOnlyWhenEverythingItServesIsDone() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA601"))
        #expect(result.intent("LogHikeIntent")?.status == .readyToRetire)
        let finding = try #require(result.findings("IA601").first)
        #expect(
            finding.message
                == "the Intents extension at IntentsExtension/Info.plist serves only LogHikeIntent, all migrated or ready to retire: it can go"
        )
        #expect(result.nextRelease.map(\.text).last == "Remove the Intents extension at IntentsExtension/Info.plist.")
        var stillNeeded = RuleScenarios.inventory(for: "IA601")
        stillNeeded.extensions = [Make.intentsExtension(["LogHikeIntent", "INSendMessageIntent"])]
        #expect(Make.assess(stillNeeded).findings("IA601").isEmpty)
        var olderSystems = RuleScenarios.inventory(for: "IA601")
        olderSystems.deploymentTargets = [Make.target("iOS", "15.0")]
        #expect(Make.assess(olderSystems).findings("IA601").isEmpty)
    }

    @Test func plistEntryNamingNothing() {
        var inventory = RuleScenarios.inventory(for: "IA602")
        inventory.extensions[0].userActivityTypes = ["com.example.viewTrail", "GhostIntent", "LogHikeIntent"]
        inventory.extensions[0].intentsSupported.append("INSendMessageIntent")
        #expect(
            Make.assess(inventory).findings("IA602").map(\.message).sorted() == [
                "IntentsExtension/Info.plist: IntentsSupported lists PlanTripIntent, which no definition declares and which is not a system intent",
                "IntentsExtension/Info.plist: NSUserActivityTypes lists GhostIntent, which no definition declares and which is not a system intent",
            ])
    }

    /// An App Intent declared in the tree and named in an Info.plist list is not "unknown".
    @Test func plistEntryNamingAnAppIntentIsNotUnknown() {
        var inventory = RuleScenarios.inventory(for: "IA602")
        inventory.appIntents.append(Make.appIntent("ExportLogbookAppIntent"))
        inventory.extensions[0].intentsSupported.append("ExportLogbookAppIntent")
        let messages = Make.assess(inventory).findings("IA602").map(\.message)
        #expect(!messages.contains { $0.contains("ExportLogbookAppIntent") })
        #expect(messages.contains { $0.contains("PlanTripIntent") })
    }

    @Test func widgetKindChanged() throws {
        let result = Make.assess(RuleScenarios.inventory(for: "IA701"))
        let finding = try #require(result.findings("IA701").first)
        #expect(finding.severity == .error && finding.location == Make.at("Widgets/Widget.swift", 12))
        #expect(
            finding.message
                == "StepsWidget's AppIntentConfiguration uses kind \"StepsV2\" but the IntentConfiguration for StepsIntent uses \"Steps\": placed widgets vanish"
        )
        #expect(result.intent("StepsIntent")?.status == .atRisk)
    }

    @Test func sameKindIsFineAndAnExtraNewWidgetBesideTheKeptKindIsFine() {
        var inventory = RuleScenarios.inventory(for: "IA701")
        inventory.widgets[inventory.appWidgetIndex].kind = "Steps"
        #expect(Make.assess(inventory).findings("IA701").isEmpty)
        inventory.widgets.append(
            Make.widget(
                "StepsLargeWidget", "AppIntentConfiguration", kind: "StepsLarge",
                intent: "StepsAppIntent", availability: "iOS 17.0", line: 40))
        #expect(Make.assess(inventory).findings("IA701").isEmpty)
    }

    @Test func sameKindWithoutMigratedIntent() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA702")).findings("IA702").first)
        #expect(
            finding.message
                == "StepsWidget keeps kind \"Steps\" but StepsConfiguration is not a CustomIntentMigratedAppIntent for StepsIntent: placed widgets cannot be mapped"
        )
        #expect(Make.assess(RuleScenarios.inventory(for: "IA701")).findings("IA702").isEmpty)
    }

    /// No gate the audit can see below iOS 17: such code does not build, so the note says it cannot tell.
    @Test func appIntentConfigurationWithoutGate() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA706")).findings("IA706").first)
        #expect(finding.severity == .note)
        #expect(
            finding.message
                == "StepsWidget's AppIntentConfiguration is not behind an #available the audit can see while the lowest deployment target of the tree is iOS 16.0 (no project file says which target builds Widget.swift): such code does not build, so a gate or deployment target was not read; cannot tell whether users there keep the widget"
        )
        #expect(Make.assess(RuleScenarios.inventory(for: "IA706")).findings("IA703").isEmpty)
        var modern = RuleScenarios.inventory(for: "IA706")
        modern.deploymentTargets = [Make.target("iOS", "17.0")]
        #expect(Make.assess(modern).findings("IA706").isEmpty)
        // The legacy IntentConfiguration of the same kind ships: users keep the widget either way.
        var kept = RuleScenarios.inventory(for: "IA706")
        kept.widgets.append(
            Make.widget("StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", line: 30))
        #expect(Make.assess(kept).findings("IA706").isEmpty)
    }

    /// The message says which deployment target it compared with: a target named like the widget's
    /// folder when no project file lists the file, or the configuration's value.
    @Test func appIntentConfigurationSaysWhichDeploymentTarget() {
        var named = RuleScenarios.inventory(for: "IA703")
        named.deploymentTargets = [
            Make.target("iOS", "16.0", target: "Widgets"), Make.target("iOS", "15.0", target: "App"),
        ]
        #expect(
            Make.assess(named).findings("IA703").map(\.message) == [
                "StepsWidget's AppIntentConfiguration has no IntentConfiguration fallback while the deployment target of Widgets (named like a folder of Widget.swift; no project file lists it) is iOS 16.0: users there lose the widget"
            ])
        var configuration = AuditConfiguration()
        configuration.deploymentTargets = ["iOS": "15.0"]
        #expect(
            Make.assess(named, configuration).findings("IA703").map(\.message) == [
                "StepsWidget's AppIntentConfiguration has no IntentConfiguration fallback while the configured deployment target is iOS 15.0: users there lose the widget"
            ])
    }

    /// Behind the gate, the legacy widget is gone when StepsIntent is widget-eligible and the
    /// configuration's intent migrates it: an empty or static configuration below iOS 17 keeps none.
    @Test func gatedMigratedWidgetWithoutIntentConfiguration() {
        var gated = RuleScenarios.inventory(for: "IA703")
        gated.widgets[0].availability = "iOS 17.0"
        #expect(
            Make.assess(gated).findings("IA703").map(\.message) == [
                "StepsWidget's AppIntentConfiguration has no IntentConfiguration fallback while the lowest deployment target of the tree is iOS 16.0 (no project file says which target builds Widget.swift): users there lose the widget"
            ])
        gated.widgets.append(
            Make.widget("StepsWidget", "StaticConfiguration", kind: "Steps", intent: nil, line: 30))
        #expect(
            Make.assess(gated).findings("IA703").map(\.message) == [
                "StepsWidget's AppIntentConfiguration falls back to a StaticConfiguration, not an IntentConfiguration, while the lowest deployment target of the tree is iOS 16.0 (no project file says which target builds Widget.swift): users there lose the widget"
            ])
        var notEligible = gated
        notEligible.definitionFiles = notEligible.definitionFiles.map { file in
            var file = file
            file.intents = file.intents.map {
                var i = $0; i.isEligibleForWidgets = false; return i
            }
            return file
        }
        #expect(
            Make.assess(notEligible).findings("IA703").isEmpty,
            "a Siri-only legacy intent proves no legacy widget to lose")
    }

    /// An IntentConfiguration of the same intent that still ships (OldStepsWidget, kind Steps)
    /// keeps the legacy widget on older systems: nothing is lost there, the changed kind is IA701.
    @Test func gatedReplacementBesideTheStillShippingLegacyWidget() {
        var inventory = RuleScenarios.inventory(for: "IA701")
        inventory.widgets[inventory.legacyWidgetIndex].widgetType = "OldStepsWidget"
        inventory.deploymentTargets = [Make.target("iOS", "16.0")]
        let assessed = Make.assess(inventory)
        #expect(assessed.findings("IA703").isEmpty)
        #expect(assessed.findings("IA701").count == 1)
        inventory.widgets.remove(at: inventory.legacyWidgetIndex)
        #expect(
            Make.assess(inventory).findings("IA703").map(\.message) == [
                "StepsWidget's AppIntentConfiguration has no IntentConfiguration fallback while the lowest deployment target of the tree is iOS 16.0 (no project file says which target builds Widget.swift): users there lose the widget"
            ], "with the legacy widget gone, the migrated widget-eligible intent proves the loss")
    }

    @Test func entityQueryWithoutDefaultResult() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA704")).findings("IA704").first)
        #expect(
            finding.message
                == "TrailConditionsConfigIntent.trail is a non-optional TrailEntity but TrailQuery has no defaultResult(): widgets show \"Select\""
        )
        var optional = RuleScenarios.inventory(for: "IA704")
        optional.appIntents = optional.appIntents.map {
            var d = $0;
            d.parameters = d.parameters.map {
                var p = $0; p.isOptional = true; return p
            }; return d
        }
        #expect(Make.assess(optional).findings("IA704").isEmpty)
    }

    @Test func heavyPlaceholder() throws {
        let finding = try #require(Make.assess(RuleScenarios.inventory(for: "IA705")).findings("IA705").first)
        #expect(finding.location == Make.at("Widgets/StepsProvider.swift", 9) && finding.intent == "StepsIntent")
        #expect(finding.message == "StepsProvider.placeholder(in:) calls HealthStore.shared.todaySteps()")
        var light = RuleScenarios.inventory(for: "IA705")
        light.providers[0].placeholderWork = []
        #expect(Make.assess(light).findings("IA705").isEmpty)
    }
}
