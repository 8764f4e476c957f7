//
//  TrailComplicationController.swift
//  TrailMixWatch
//

import ClockKit

/// The ClockKit complication of TrailMix 3.x, kept so that faces with it move to the WidgetKit
/// complication (TrailMixWatchWidgets' DistanceComplication) through the widget migrator.
final class TrailComplicationController: NSObject, CLKComplicationDataSource {
    static let distanceIdentifier = "distance"

    func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void) {
        handler([
            CLKComplicationDescriptor(
                identifier: Self.distanceIdentifier, displayName: "Distance hiked",
                supportedFamilies: [.graphicCircular, .graphicCorner])
        ])
    }

    func getCurrentTimelineEntry(
        for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void
    ) {
        handler(nil)
    }

    var widgetMigrator: CLKComplicationWidgetMigrator { self }
}

extension TrailComplicationController: CLKComplicationWidgetMigrator {
    func widgetConfiguration(
        from complicationDescriptor: CLKComplicationDescriptor
    ) async -> CLKComplicationWidgetMigrationConfiguration? {
        guard complicationDescriptor.identifier == Self.distanceIdentifier else { return nil }
        return CLKComplicationStaticWidgetMigrationConfiguration(
            kind: DistanceComplication.kind, extensionBundleIdentifier: "com.example.trailmix.watchkitapp.widgets")
    }
}
