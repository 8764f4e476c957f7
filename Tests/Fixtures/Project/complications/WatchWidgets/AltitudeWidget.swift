import Intents
import SwiftUI
import WidgetKit

struct AltitudeWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "com.example.peaks.altitude", intent: AltitudeIntent.self, provider: AltitudeProvider()) {
            entry in
            Text("\(entry.meters) m")
        }
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

struct AltitudeEntry: TimelineEntry {
    var date: Date
    var meters: Int
}

struct AltitudeProvider: IntentTimelineProvider {
    typealias Intent = AltitudeIntent

    func placeholder(in context: Context) -> AltitudeEntry { AltitudeEntry(date: .now, meters: 0) }

    func getSnapshot(for configuration: AltitudeIntent, in context: Context, completion: @escaping (AltitudeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(
        for configuration: AltitudeIntent, in context: Context, completion: @escaping (Timeline<AltitudeEntry>) -> Void
    ) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
