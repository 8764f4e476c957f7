import Intents
import SwiftUI
import WidgetKit

struct ForecastEntry: TimelineEntry {
    let date: Date
}

/// The forecast widget's provider, configured by ShowForecastIntent.
struct ForecastProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date()) }

    func getSnapshot(for configuration: ShowForecastIntent, in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(ForecastEntry(date: Date()))
    }

    func getTimeline(for configuration: ShowForecastIntent, in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [ForecastEntry(date: Date())], policy: .atEnd))
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Forecast", intent: ShowForecastIntent.self, provider: ForecastProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}
