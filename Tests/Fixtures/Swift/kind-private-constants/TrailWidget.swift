import WidgetKit
import SwiftUI

fileprivate enum TrailConstants {
    static let kind: String = "com.example.trail"
}

struct TrailWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: TrailConstants.kind, intent: TrailIntent.self, provider: TrailProvider()) { entry in
            Text("x")
        }
    }
}
