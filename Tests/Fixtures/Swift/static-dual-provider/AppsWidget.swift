import Intents
import SwiftUI
import WidgetKit

/// One provider serves two widgets: the static one through TimelineProvider, the configurable one
/// through IntentTimelineProvider.
struct AppsProvider {}

extension AppsProvider: TimelineProvider {
    func placeholder(in context: Context) -> AppsEntry { AppsEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (AppsEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<AppsEntry>) -> Void) {}
}

extension AppsProvider: IntentTimelineProvider {
    typealias Intent = ViewAppIntent
    func getSnapshot(for configuration: ViewAppIntent, in context: Context, completion: @escaping (AppsEntry) -> Void) {}
    func getTimeline(
        for configuration: ViewAppIntent, in context: Context, completion: @escaping (Timeline<AppsEntry>) -> Void
    ) {}
}

struct AppsEntry: TimelineEntry {
    let date: Date
}

struct ActiveAppsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ActiveApps", provider: AppsProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}

struct AppDetailWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "AppDetail", intent: ViewAppIntent.self, provider: AppsProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}
