import WidgetKit
import SwiftUI

struct ConditionsWidget: Widget {
    static let kind = "TrailConditions"

    var body: some WidgetConfiguration {
        makeConfiguration()
            .configurationDisplayName("Conditions")
    }

    private func makeConfiguration() -> some WidgetConfiguration {
        if #available(iOS 17.0, *) {
            return AppIntentConfiguration(kind: Self.kind, intent: ConditionsConfigIntent.self,
                                          provider: ConditionsAppProvider()) { _ in EmptyView() }
        } else {
            return IntentConfiguration(kind: Self.kind, intent: ConditionsIntent.self,
                                       provider: ConditionsProvider()) { _ in EmptyView() }
        }
    }
}

struct ConditionsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ConditionsEntry { .sample }

    func getTimeline(for configuration: ConditionsIntent, in context: Context,
                     completion: @escaping (Timeline<ConditionsEntry>) -> Void) {}
}

@available(iOS 17.0, *)
struct ConditionsAppProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ConditionsEntry { ConditionsEntry(date: Date(), name: "Sample") }

    func snapshot(for configuration: ConditionsConfigIntent, in context: Context) async -> ConditionsEntry { .sample }

    func recommendations() -> [AppIntentRecommendation<ConditionsConfigIntent>] { [] }
}

// IntentConfiguration(kind: "Ghost", intent: GhostIntent.self, provider: GhostProvider())
let ghost = "AppIntentConfiguration(kind: \"Ghost\", intent: GhostIntent.self, provider: GhostProvider())"
