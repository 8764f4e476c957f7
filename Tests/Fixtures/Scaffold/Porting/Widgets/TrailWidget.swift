import Intents
import SwiftUI
import WidgetKit

struct TrailEntry: TimelineEntry {
    let date: Date
    let name: String
}

/// Shows the trail the user picked when configuring the widget.
struct TrailProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TrailEntry { TrailEntry(date: Date(), name: "Trail") }

    func getSnapshot(for configuration: ShowTrailIntent, in context: Context, completion: @escaping (TrailEntry) -> Void) {
        completion(TrailEntry(date: Date(), name: configuration.trail?.displayString ?? "Trail"))
    }

    func getTimeline(for configuration: ShowTrailIntent, in context: Context, completion: @escaping (Timeline<TrailEntry>) -> Void) {
        let entry = TrailEntry(date: Date(), name: configuration.trail?.displayString ?? "Trail")
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct TrailWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Trail", intent: ShowTrailIntent.self, provider: TrailProvider()) { entry in
            Text(entry.name)
        }
    }
}
