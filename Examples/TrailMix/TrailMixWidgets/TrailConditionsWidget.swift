//
//  TrailConditionsWidget.swift
//  TrailMixWidgets
//

import Intents
import SwiftUI
import WidgetKit

struct ConditionsEntry: TimelineEntry {
    let date: Date
    let trailName: String
    let summary: String
    let temperature: Measurement<UnitTemperature>
    let elevationGain: Measurement<UnitLength>?

    static let sample = ConditionsEntry(
        date: .now,
        trailName: "Skyline Loop",
        summary: "Dry, light wind",
        temperature: Measurement(value: 14, unit: .celsius),
        elevationGain: Measurement(value: 420, unit: .meters)
    )
}

extension ConditionsEntry {
    init(report: ConditionsReport, trailName: String, showElevation: Bool, imperial: Bool) {
        let temperature = Measurement(value: report.temperatureC, unit: UnitTemperature.celsius)
        let gain = Measurement(value: Double(report.elevationGainM), unit: UnitLength.meters)
        self.init(
            date: report.issuedAt,
            trailName: trailName,
            summary: report.summary,
            temperature: imperial ? temperature.converted(to: .fahrenheit) : temperature,
            elevationGain: showElevation ? (imperial ? gain.converted(to: .feet) : gain) : nil
        )
    }
}

struct ConditionsWidgetView: View {
    let entry: ConditionsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.trailName)
                .font(.headline)
                .lineLimit(1)
            Text(entry.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(entry.temperature.formatted(.measurement(width: .abbreviated)))
                .font(.title2.bold())
            if let gain = entry.elevationGain {
                Label(gain.formatted(.measurement(width: .abbreviated)), systemImage: "arrow.up.right")
                    .font(.caption)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetBackground(Color("WidgetBackground"))
    }
}

extension View {
    /// `containerBackground` is required from iOS 17 and does not exist before.
    @ViewBuilder
    func widgetBackground(_ color: Color) -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(color, for: .widget)
        } else {
            background(color)
        }
    }
}

/// Conditions for nearby trails, the favourites, or one chosen trail.
struct TrailConditionsWidget: Widget {
    /// One kind for both configurations: on iOS 17 the system maps each placed widget's
    /// SiriKit configuration onto TrailConditionsConfigIntent.
    static let kind = "TrailConditions"

    var body: some WidgetConfiguration {
        makeConfiguration()
            .configurationDisplayName("Trail Conditions")
            .description("Weather and ground conditions for the trails you choose.")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }

    private func makeConfiguration() -> some WidgetConfiguration {
        if #available(iOS 17.0, *) {
            return AppIntentConfiguration(
                kind: Self.kind,
                intent: TrailConditionsConfigIntent.self,
                provider: ConditionsAppIntentProvider()
            ) { entry in
                ConditionsWidgetView(entry: entry)
            }
        } else {
            return IntentConfiguration(
                kind: Self.kind,
                intent: TrailConditionsIntent.self,
                provider: ConditionsProvider()
            ) { entry in
                ConditionsWidgetView(entry: entry)
            }
        }
    }
}
