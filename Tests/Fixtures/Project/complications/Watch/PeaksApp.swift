import SwiftUI

@main
struct PeaksApp: App {
    var body: some Scene {
        WindowGroup { Text("Peaks") }
    }
}
