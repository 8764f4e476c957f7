//
//  HikeTimerControl.swift
//  TrailMixWidgets
//

import AppIntents
import SwiftUI
import WidgetKit

/// A Control Center button that starts the hike timer (iOS 18; the widget target deploys to iOS 16,
/// so the control and its intent are marked available from 18 and listed under #available).
@available(iOS 18.0, *)
struct HikeTimerControl: ControlWidget {
    static let kind = "com.example.trailmix.hike-timer"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: StartHikeTimerIntent()) {
                Label("Hike timer", systemImage: "timer")
            }
        }
        .displayName("Hike timer")
    }
}

@available(iOS 18.0, *)
struct StartHikeTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start the hike timer"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
