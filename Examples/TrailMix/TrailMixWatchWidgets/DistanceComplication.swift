//
//  DistanceComplication.swift
//  TrailMixWatchWidgets
//

import SwiftUI
import WidgetKit

/// The distance hiked today on the watch face: the WidgetKit successor of the ClockKit complication.
struct DistanceComplication: Widget {
    static let kind = "com.example.trailmix.distance"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: DistanceProvider()) { entry in
            Text(entry.kilometres, format: .number.precision(.fractionLength(1)))
        }
        .configurationDisplayName("Distance hiked")
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
    }
}

struct DistanceEntry: TimelineEntry {
    var date: Date
    var kilometres: Double
}

struct DistanceProvider: TimelineProvider {
    func placeholder(in context: Context) -> DistanceEntry { DistanceEntry(date: .now, kilometres: 0) }

    func getSnapshot(in context: Context, completion: @escaping (DistanceEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DistanceEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct TrailMixWatchWidgets: WidgetBundle {
    var body: some Widget {
        DistanceComplication()
    }
}
