//
//  ConditionsAppIntentProvider.swift
//  TrailMixWidgets
//
//  iOS 17+: timelines for the widget configured by TrailConditionsConfigIntent.
//

import AppIntents
import WidgetKit

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct ConditionsAppIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ConditionsEntry {
        .sample
    }

    func snapshot(for configuration: TrailConditionsConfigIntent, in context: Context) async -> ConditionsEntry {
        if context.isPreview {
            return .sample
        }
        return await entry(for: configuration)
    }

    func timeline(for configuration: TrailConditionsConfigIntent, in context: Context) async -> Timeline<ConditionsEntry> {
        let entry = await entry(for: configuration)
        return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(30 * 60)))
    }

    /// Pre-made configurations for platforms without a widget editor.
    func recommendations() -> [AppIntentRecommendation<TrailConditionsConfigIntent>] {
        #if os(watchOS)
        var nearby = TrailConditionsConfigIntent()
        nearby.scope = .nearby
        nearby.units = .metric
        var favorites = TrailConditionsConfigIntent()
        favorites.scope = .favorites
        favorites.units = .metric
        return [
            AppIntentRecommendation(intent: nearby, description: "Nearby Trails"),
            AppIntentRecommendation(intent: favorites, description: "Favorite Trails"),
        ]
        #else
        return []
        #endif
    }

    private func entry(for configuration: TrailConditionsConfigIntent) async -> ConditionsEntry {
        let store = TrailStore.shared
        let record: TrailRecord?
        switch configuration.scope {
        case .specificTrail:
            record = store.trail(withID: configuration.trail.id)
        case .favorites:
            record = store.favorites().first
        case .nearby:
            record = store.nearestTrail()
        }
        guard let record, let report = try? await ConditionsClient.shared.report(for: record.id) else {
            return .sample
        }
        return ConditionsEntry(
            report: report,
            trailName: record.name,
            showElevation: configuration.showsElevation,
            imperial: configuration.units == .imperial
        )
    }
}
