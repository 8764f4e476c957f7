import WidgetKit
import SwiftUI

struct LogWidget: Widget {
    let kind: String = Constants.kind
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: LogIntent.self, provider: LogProvider()) { entry in Text("x") }
    }
}
private enum Constants { static let kind = "com.example.log" }
