import SwiftUI
import WidgetKit

@main
struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.tides.next", provider: TideProvider()) { entry in
            Text(entry.height)
        }
        .configurationDisplayName("Next tide")
        #if os(watchOS)
            .supportedFamilies([.accessoryCorner, .accessoryCircular])
        #else
            .description("The next high or low tide")
            .supportedFamilies([.accessoryCircular, .accessoryInline])
        #endif
    }
}

struct TideEntry: TimelineEntry {
    var date: Date
    var height: String
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry { TideEntry(date: .now, height: "1.2 m") }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
