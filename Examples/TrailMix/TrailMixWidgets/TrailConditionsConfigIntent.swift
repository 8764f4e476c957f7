//
//  TrailConditionsConfigIntent.swift
//  TrailMixWidgets
//
//  Converted from TrailConditionsIntent (Editor ▸ Convert to App Intent…), then edited.
//

import AppIntents
import WidgetKit

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct TrailConditionsConfigIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "TrailConditionsIntent"

    static let title: LocalizedStringResource = "Trail Conditions"
    static let description = IntentDescription("Shows conditions for the trails you choose.")

    @Parameter(title: "Show", default: .nearby)
    var scope: ConditionsScopeAppEnum

    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Show Elevation", default: true)
    var showsElevation: Bool

    @Parameter(title: "Units")
    var units: UnitsAppEnum

    static var parameterSummary: some ParameterSummary {
        When(\.$scope, .equalTo, .specificTrail) {
            Summary("Conditions for \(\.$trail)") {
                \.$scope
                \.$showsElevation
                \.$units
            }
        } otherwise: {
            Summary("Conditions for \(\.$scope)") {
                \.$showsElevation
                \.$units
            }
        }
    }
}
