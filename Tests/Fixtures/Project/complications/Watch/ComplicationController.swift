import ClockKit
import Intents

/// The ClockKit complications the watch app shipped before its WidgetKit widgets.
final class ComplicationController: NSObject, CLKComplicationDataSource {
    func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void) {
        handler([
            CLKComplicationDescriptor(
                identifier: "summit", displayName: "Summit", supportedFamilies: [.graphicCircular, .modularSmall]),
            CLKComplicationDescriptor(
                identifier: ComplicationIDs.altitude, displayName: "Altitude", supportedFamilies: [.graphicRectangular]),
        ])
    }

    func getCurrentTimelineEntry(
        for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void
    ) {
        handler(nil)
    }

    var widgetMigrator: CLKComplicationWidgetMigrator { self }
}

enum ComplicationIDs {
    static let altitude = "altitude"
}

extension ComplicationController: CLKComplicationWidgetMigrator {
    func widgetConfiguration(
        from complicationDescriptor: CLKComplicationDescriptor
    ) async -> CLKComplicationWidgetMigrationConfiguration? {
        switch complicationDescriptor.identifier {
        case "summit":
            return CLKComplicationStaticWidgetMigrationConfiguration(
                kind: "com.example.peaks.summit", extensionBundleIdentifier: "com.example.peaks.watchkitapp.widgets")
        case ComplicationIDs.altitude:
            // The widget is configured by AltitudeIntent: this hands it another intent.
            return CLKComplicationIntentWidgetMigrationConfiguration(
                kind: "com.example.peaks.altitude", extensionBundleIdentifier: "com.example.peaks.watchkitapp.widgets",
                intent: AltitudeUnitIntent(), localizedDisplayName: "Altitude")
        default:
            return nil
        }
    }
}
