import WidgetKit
import SwiftUI

struct StepsWidget: Widget {
    private enum Constants {
        static let kind = "com.example.steps"
    }

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: Constants.kind, intent: StepsIntent.self, provider: StepsProvider()) { entry in
            Text("x")
        }
    }
}
