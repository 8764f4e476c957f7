import WidgetKit
import SwiftUI

struct HikeWidget: Widget {
    private enum Constants {
        static let kind = "com.example.hike"
    }

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: Constants.kind, intent: HikeIntent.self, provider: HikeProvider()) { entry in
            Text("x")
        }
    }
}
