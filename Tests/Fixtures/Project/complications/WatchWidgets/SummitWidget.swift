import SwiftUI
import WidgetKit

struct SummitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.peaks.summit", provider: SummitProvider()) { entry in
            Text(entry.name)
        }
        .configurationDisplayName("Summit")
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
    }
}

struct SummitEntry: TimelineEntry {
    var date: Date
    var name: String
}

struct SummitProvider: TimelineProvider {
    func placeholder(in context: Context) -> SummitEntry { SummitEntry(date: .now, name: "Peak") }

    func getSnapshot(in context: Context, completion: @escaping (SummitEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SummitEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
