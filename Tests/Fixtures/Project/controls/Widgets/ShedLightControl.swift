import AppIntents
import SwiftUI
import WidgetKit

/// Not gated: the extension deploys to iOS 17, so it does not build.
struct ShedLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.gardens.shed-light") {
            ControlWidgetButton(action: ShedLightIntent()) {
                Label("Shed light", systemImage: "lightbulb")
            }
        }
    }
}
