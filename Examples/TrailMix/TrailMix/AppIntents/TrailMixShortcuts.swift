//
//  TrailMixShortcuts.swift
//  TrailMix
//

import AppIntents

@available(iOS 16.0, *)
struct TrailMixShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogHikeAppIntent(),
            phrases: [
                "Log a hike in \(.applicationName)",
                "Add a hike to \(.applicationName)",
            ]
        )
        AppShortcut(
            intent: WeatherAlertAppIntent(),
            phrases: [
                "Set up weather alerts in \(.applicationName)",
            ]
        )
    }
}
