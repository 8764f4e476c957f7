//
//  TrailMixMacApp.swift
//  TrailMixMac
//

import Intents
import SwiftUI

@main
struct TrailMixMacApp: App {
    @NSApplicationDelegateAdaptor(MacAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup("Logbook") {
            LogbookView()
        }
    }
}

final class MacAppDelegate: NSObject, NSApplicationDelegate {
    /// In-app intent handling (macOS 12+).
    func application(_ application: NSApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is ExportLogbookIntent:
            return ExportLogbookIntentHandler()
        default:
            return nil
        }
    }
}

struct LogbookView: View {
    @State private var entries: [HikeLogEntry] = []

    var body: some View {
        List(entries.indices, id: \.self) { index in
            let entry = entries[index]
            HStack {
                Text(TrailStore.shared.trail(withID: entry.trailID)?.name ?? entry.trailID)
                Spacer()
                Text(Measurement(value: entry.distanceKm, unit: UnitLength.kilometers)
                    .formatted(.measurement(width: .abbreviated)))
                    .monospacedDigit()
            }
        }
        .frame(minWidth: 420, minHeight: 320)
        .task {
            entries = TrailStore.shared.logbook().reversed()
        }
    }
}
