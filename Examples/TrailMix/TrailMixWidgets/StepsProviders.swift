//
//  StepsProviders.swift
//  TrailMixWidgets
//

import HealthKit
import Intents
import WidgetKit

/// Timelines for the SiriKit-configured StepsWidget.
struct StepsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        .sample
    }

    func getSnapshot(for configuration: StepsIntent, in context: Context,
                     completion: @escaping (StepsEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(for configuration: StepsIntent, in context: Context,
                     completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let period: StepPeriod
        switch configuration.period {
        case .week: period = .week
        case .month: period = .month
        default: period = .today
        }
        Task {
            let entry = await StepHistory.shared.entry(for: period)
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
        }
    }
}

/// Timelines for StepsWidgetV2.
struct StepsAppIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        .sample
    }

    func snapshot(for configuration: StepsConfigIntent, in context: Context) async -> StepsEntry {
        .sample
    }

    func timeline(for configuration: StepsConfigIntent, in context: Context) async -> Timeline<StepsEntry> {
        let period = configuration.period.flatMap(StepPeriod.init(rawValue:)) ?? .today
        let entry = await StepHistory.shared.entry(for: period)
        return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60)))
    }
}

enum StepPeriod: String {
    case today, week, month

    var title: String {
        switch self {
        case .today: return "Today"
        case .week: return "This Week"
        case .month: return "This Month"
        }
    }

    var interval: DateInterval {
        let calendar = Calendar.current
        let component: Calendar.Component = switch self {
        case .today: .day
        case .week: .weekOfYear
        case .month: .month
        }
        return calendar.dateInterval(of: component, for: Date()) ?? DateInterval(start: Date(), duration: 0)
    }
}

/// Step counts from HealthKit.
final class StepHistory: @unchecked Sendable {
    static let shared = StepHistory()

    private let healthStore = HKHealthStore()
    private let goal = 10_000

    func entry(for period: StepPeriod) async -> StepsEntry {
        StepsEntry(date: Date(), periodTitle: period.title, steps: await steps(in: period.interval), goal: goal)
    }

    func steps(in interval: DateInterval) async -> Int {
        guard HKHealthStore.isHealthDataAvailable(),
              let stepType = HKQuantityType.quantityType(forIdentifier: .stepCount) else {
            return 0
        }
        let predicate = HKQuery.predicateForSamples(withStart: interval.start, end: interval.end)
        return await withCheckedContinuation { continuation in
            let query = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: predicate,
                                          options: .cumulativeSum) { _, statistics, _ in
                let count = statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0
                continuation.resume(returning: Int(count))
            }
            healthStore.execute(query)
        }
    }
}
