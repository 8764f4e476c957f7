//
//  WeatherAlertAppIntent.swift
//  TrailMix
//
//  Replaced the SiriKit WeatherAlertIntent in 4.6; the intent definition no longer has it.
//

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct WeatherAlertAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WeatherAlertIntent"

    static let title: LocalizedStringResource = "Weather Alerts"
    static let description = IntentDescription("Turns severe-weather alerts for a trail on or off.")

    @Parameter(title: "Trail")
    var trail: TrailEntity?

    @Parameter(title: "Enabled", default: true)
    var enabled: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Turn weather alerts for \(\.$trail) \(\.$enabled)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let trail else {
            throw $trail.needsValueError("Which trail?")
        }
        try await AlertSubscriptions.shared.setAlerts(enabled, forTrailID: trail.id)
        let dialog: IntentDialog = enabled
            ? "Weather alerts are on for \(trail.name)."
            : "Weather alerts are off for \(trail.name)."
        return .result(dialog: dialog)
    }
}

/// The server-side subscriptions behind weather alerts.
actor AlertSubscriptions {
    static let shared = AlertSubscriptions()

    private let endpoint = URL(string: "https://api.trailmix.example/v2/alerts")!

    func setAlerts(_ enabled: Bool, forTrailID trailID: String) async throws {
        var request = URLRequest(url: endpoint.appendingPathComponent(trailID))
        request.httpMethod = enabled ? "PUT" : "DELETE"
        let (_, response) = try await URLSession.shared.data(for: request)
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            throw URLError(.badServerResponse)
        }
    }
}
