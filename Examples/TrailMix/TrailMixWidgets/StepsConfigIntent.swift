//
//  StepsConfigIntent.swift
//  TrailMixWidgets
//

import AppIntents
import WidgetKit

/// Configuration of the Steps widget (v2).
struct StepsConfigIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "StepsIntent"

    static let title: LocalizedStringResource = "Steps"
    static let description = IntentDescription("Choose the period the widget counts.")

    @Parameter(title: "Period", default: "today", optionsProvider: StepsPeriodOptionsProvider())
    var period: String?
}

struct StepsPeriodOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["today", "week", "month"]
    }
}
