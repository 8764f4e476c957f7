import AppIntents
import ClockKit

/// A migrator that hands a configured complication to a widget configured by an App Intent (watchOS 10).
final class HarbourComplications: NSObject, CLKComplicationDataSource, CLKComplicationWidgetMigrator {
    var widgetMigrator: CLKComplicationWidgetMigrator { self }

    func widgetConfiguration(
        from complicationDescriptor: CLKComplicationDescriptor
    ) async -> CLKComplicationWidgetMigrationConfiguration? {
        CLKComplicationAppIntentWidgetMigrationConfiguration(
            kind: "com.example.harbour.tide", extensionBundleIdentifier: "com.example.harbour.watchkitapp.widgets",
            intent: HarbourConfiguration(), localizedDisplayName: "Tide")
    }
}

struct HarbourConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Harbour"
}
