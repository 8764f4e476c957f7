import SwiftUI

/// The app target (iOS 15): no widget here.
@main
struct RadioApp: App {
    var body: some Scene {
        WindowGroup { Text("Radio") }
    }
}
