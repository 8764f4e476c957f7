//
//  LogHikeAppIntent.swift
//  TrailMix
//

import AppIntents
import Foundation

/// App Intents twin of the SiriKit `LogHikeIntent`. Same parameter names, matching types,
/// so the shortcuts people built with "Log Hike" keep working.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct LogHikeAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "LogHikeIntent"

    static let title: LocalizedStringResource = "Log Hike"
    static let description = IntentDescription("Adds a finished hike to your logbook.")

    /// Non-optional: `TrailQuery.defaultResult()` pre-fills the nearest trail.
    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Distance", description: "Kilometres walked.")
    var distance: Double?

    @Parameter(title: "Start Date")
    var startDate: DateComponents?

    @Parameter(title: "Difficulty")
    var difficulty: DifficultyAppEnum?

    @Parameter(title: "Companions", optionsProvider: CompanionOptionsProvider())
    var companions: [String]?

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$distance) km on \(\.$trail)") {
            \.$startDate
            \.$difficulty
            \.$companions
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
        guard let distance, distance > 0 else {
            throw $distance.needsValueError("How far did you walk, in kilometres?")
        }
        let total = try TrailStore.shared.logHike(HikeLogEntry(
            trailID: trail.id,
            distanceKm: distance,
            start: startDate,
            difficulty: difficulty?.rawValue,
            companions: companions ?? []
        ))
        return .result(value: total, dialog: "Logged. \(Int(total)) km so far this year.")
    }
}

/// Suggests the people the user hiked with recently.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct CompanionOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        TrailStore.shared.recentCompanions()
    }
}
