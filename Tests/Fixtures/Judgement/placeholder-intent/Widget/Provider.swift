import SwiftUI
import WidgetKit

/// The widget moved to a static configuration but its entry still carries the template's intent
/// as a placeholder value: nothing handles or donates it, yet deleting it breaks these lines.
struct CounterEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}
