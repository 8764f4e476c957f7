//
//  StepsWidget.swift
//  TrailMixWidgets
//

import Intents
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let periodTitle: String
    let steps: Int
    let goal: Int

    static let sample = StepsEntry(date: .now, periodTitle: "Today", steps: 7_412, goal: 10_000)
}

struct StepsWidgetView: View {
    let entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.periodTitle)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.steps.formatted())
                .font(.title.bold())
                .minimumScaleFactor(0.6)
            ProgressView(value: Double(min(entry.steps, entry.goal)), total: Double(entry.goal))
                .tint(.green)
        }
        .widgetBackground(Color("WidgetBackground"))
    }
}

/// The original steps widget, configured by the SiriKit StepsIntent.
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "StepsWidget", intent: StepsIntent.self, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Steps walked today, this week or this month.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

/// Steps widget, App Intents edition.
// TODO(STEPS-212): the widget target moves to iOS 17 with 5.0; remove StepsWidget then.
struct StepsWidgetV2: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "StepsWidgetV2", intent: StepsConfigIntent.self, provider: StepsAppIntentProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Steps walked today, this week or this month.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
