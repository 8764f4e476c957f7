import SwiftUI
import WidgetKit

/// The widget moved to a static configuration; the template's ConfigurationIntent stayed behind.
struct SubscriptionWidget: Widget {
    let kind = "SubscriptionWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SubscriptionProvider()) { entry in
            SubscriptionView(entry: entry)
        }
    }
}

struct SubscriptionProvider: TimelineProvider {
    func placeholder(in context: Context) -> SubscriptionEntry { SubscriptionEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (SubscriptionEntry) -> Void) {
        completion(SubscriptionEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SubscriptionEntry>) -> Void) {
        completion(Timeline(entries: [SubscriptionEntry(date: Date())], policy: .atEnd))
    }
}
