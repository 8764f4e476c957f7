import Intents
import SwiftUI
import WidgetKit

struct SimpleEntry: TimelineEntry {
    let date: Date
}

/// The weather widget's provider, configured by ShowWeatherIntent.
struct WeatherProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }

    func getSnapshot(for configuration: ShowWeatherIntent, in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(for configuration: ShowWeatherIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .atEnd))
    }
}

/// The dashboard widget's provider, configured by ShowDashboardIntent.
struct DashboardProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }

    func getSnapshot(for configuration: ShowDashboardIntent, in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(for configuration: ShowDashboardIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .atEnd))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Weather", intent: ShowWeatherIntent.self, provider: WeatherProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}

struct DashboardWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Dashboard", intent: ShowDashboardIntent.self, provider: DashboardProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}
