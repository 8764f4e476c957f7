import AppIntents
import SwiftUI
import WidgetKit

/// Gated as it should be: the extension deploys to iOS 17, controls exist from iOS 18.
@available(iOS 18.0, *)
struct SprinklerControl: ControlWidget {
    static let kind = "com.example.gardens.sprinkler"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: SprinklerValueProvider()) { state in
            ControlWidgetToggle("Sprinkler", isOn: state.isRunning, action: ToggleSprinklerIntent()) { running in
                Label(running ? "Watering" : "Off", systemImage: "drop")
            }
        }
        .displayName("Sprinkler")
    }
}

struct SprinklerState {
    var isRunning: Bool
}

@available(iOS 18.0, *)
struct SprinklerValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: ZoneConfiguration) -> SprinklerState {
        SprinklerState(isRunning: false)
    }

    func currentValue(configuration: ZoneConfiguration) async throws -> SprinklerState {
        SprinklerState(isRunning: configuration.zone == "lawn")
    }
}
