import TestSupport
import Testing

@testable import Model
@testable import Planning

/// The widget step covers watch complications: a legacy widget on the watch face beside a ClockKit data
/// source gets a task to hand the complications over in `widgetMigrator`, done once a migration names
/// the intent and every data source has a migrator.
@Suite struct ComplicationStepTests {
    static func inventory(migrated: Bool) -> Inventory {
        var widget = Make.widget(
            "StepsWidget", "IntentConfiguration", kind: "Steps", intent: "StepsIntent", path: "Watch/Steps.swift",
            line: 12)
        widget.families = ["accessoryCorner"]
        var inventory = Make.inventory([Make.file([RuleScenarios.stepsIntent])], widgets: [widget])
        inventory.complications = [
            ComplicationDataSource(
                typeName: "ComplicationController", widgetMigrator: migrated ? Make.at("Watch/Clock.swift", 20) : nil,
                location: Make.at("Watch/Clock.swift", 4))
        ]
        if migrated {
            inventory.complicationMigrations = [
                ComplicationMigration(
                    migratorType: "ComplicationController",
                    configuration: "CLKComplicationIntentWidgetMigrationConfiguration", kind: "Steps",
                    kindExpression: "\"Steps\"", intentType: "StepsIntent", location: Make.at("Watch/Clock.swift", 30))
            ]
        }
        return inventory
    }

    static func task(_ inventory: Inventory) -> PlanTask? {
        Make.assess(inventory).intent("StepsIntent")?.steps.first { $0.number == 7 }?.tasks.first {
            $0.id == "StepsIntent.7.complications"
        }
    }

    @Test func aWatchWidgetBesideClockKitGetsTheMigratorTask() throws {
        let open = try #require(Self.task(Self.inventory(migrated: false)))
        #expect(!open.done)
        #expect(open.what.contains("intent: StepsIntent()"))
        #expect(Self.task(Self.inventory(migrated: true))?.done == true)
    }

    @Test func withoutClockKitOrOnTheIPhoneThereIsNoTask() {
        var noClockKit = Self.inventory(migrated: false)
        noClockKit.complications = []
        #expect(Self.task(noClockKit) == nil)
        var phone = Self.inventory(migrated: false)
        phone.widgets[0].families = ["accessoryCircular"]
        #expect(Self.task(phone) == nil, "accessoryCircular alone, with no project file, may be the Lock Screen")
    }

    /// The legacy provider recommends configurations for a watch widget: the plan asks the App Intents
    /// provider to recommend them too, done once it does.
    @Test func recommendationsOfAWatchWidgetGetATask() throws {
        var inventory = Self.inventory(migrated: true)
        inventory.widgets[0].providerType = "StepsProvider"
        var new = Make.widget(
            "StepsWidgetV2", "AppIntentConfiguration", kind: "Steps", intent: "StepsConfigIntent",
            path: "Watch/StepsV2.swift", line: 8)
        new.providerType = "StepsAppProvider"
        new.families = ["accessoryCorner"]
        inventory.widgets.append(new)
        inventory.appIntents = [Make.appIntent("StepsConfigIntent", migrates: "StepsIntent", widget: true)]
        inventory.providers = [
            WidgetProvider(
                typeName: "StepsProvider", protocolName: "IntentTimelineProvider", intentType: "StepsIntent",
                hasRecommendations: true, location: Make.at("Watch/StepsProvider.swift", 3)),
            WidgetProvider(
                typeName: "StepsAppProvider", protocolName: "AppIntentTimelineProvider",
                intentType: "StepsConfigIntent", location: Make.at("Watch/StepsAppProvider.swift", 3)),
        ]
        let task = { (inventory: Inventory) in
            Make.assess(inventory).intent("StepsIntent")?.steps.first { $0.number == 7 }?.tasks.first {
                $0.id == "StepsIntent.7.recommendations"
            }
        }
        let open = try #require(task(inventory))
        #expect(!open.done)
        #expect(open.what.hasPrefix("return an `AppIntentRecommendation(intent: StepsConfigIntent(…)"))
        var done = inventory
        done.providers[1].hasRecommendations = true
        #expect(task(done)?.done == true)
        var none = inventory
        none.providers[0].hasRecommendations = false
        #expect(task(none) == nil)
    }
}
