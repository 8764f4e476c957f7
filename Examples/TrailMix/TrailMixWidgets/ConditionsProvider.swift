//
//  ConditionsProvider.swift
//  TrailMixWidgets
//
//  iOS 16: timelines for the widget configured by the SiriKit TrailConditionsIntent.
//

import Foundation
import Intents
import WidgetKit

struct ConditionsProvider: IntentTimelineProvider {
    typealias Entry = ConditionsEntry
    typealias Intent = TrailConditionsIntent

    /// Shows the user's real nearest trail instead of a generic sample.
    func placeholder(in context: Context) -> ConditionsEntry {
        guard let trail = try? TrailStore.shared.loadTrails().first else {
            return .sample
        }
        let cacheURL = TrailStore.containerURL.appendingPathComponent("conditions-cache.json")
        let cached = (try? Data(contentsOf: cacheURL))
            .flatMap { try? JSONDecoder().decode([String: ConditionsReport].self, from: $0) }
        guard let report = cached?[trail.id] ?? ConditionsClient.shared.reportBlocking(for: trail.id) else {
            return .sample
        }
        return ConditionsEntry(report: report, trailName: trail.name, showElevation: true,
                               imperial: !Locale.current.usesMetricSystem)
    }

    func getSnapshot(for configuration: TrailConditionsIntent, in context: Context,
                     completion: @escaping (ConditionsEntry) -> Void) {
        if context.isPreview {
            completion(.sample)
            return
        }
        Task {
            completion(await entry(for: configuration))
        }
    }

    func getTimeline(for configuration: TrailConditionsIntent, in context: Context,
                     completion: @escaping (Timeline<ConditionsEntry>) -> Void) {
        Task {
            let entry = await entry(for: configuration)
            let refresh = Date().addingTimeInterval(30 * 60)
            completion(Timeline(entries: [entry], policy: .after(refresh)))
        }
    }

    private func entry(for configuration: TrailConditionsIntent) async -> ConditionsEntry {
        let store = TrailStore.shared
        let record: TrailRecord?
        switch configuration.scope {
        case .specificTrail:
            record = configuration.trail?.identifier.flatMap(store.trail(withID:))
        case .favorites:
            record = store.favorites().first
        default:
            record = store.nearestTrail()
        }
        guard let record, let report = try? await ConditionsClient.shared.report(for: record.id) else {
            return .sample
        }
        return ConditionsEntry(
            report: report,
            trailName: record.name,
            showElevation: configuration.showElevation?.boolValue ?? true,
            imperial: !Locale.current.usesMetricSystem
        )
    }
}
