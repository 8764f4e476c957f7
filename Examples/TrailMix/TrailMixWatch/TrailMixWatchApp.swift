//
//  TrailMixWatchApp.swift
//  TrailMixWatch
//

import SwiftUI

@main
struct TrailMixWatchApp: App {
    var body: some Scene {
        WindowGroup {
            Text("TrailMix")
        }
    }
}
