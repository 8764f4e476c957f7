import SwiftUI

@main
struct GardensApp: App {
    var body: some Scene {
        WindowGroup { Text("Gardens") }
    }
}
