import SwiftUI
import WidgetKit

/// The configuration is bound to a local inside `if #available` and returned; older systems get
/// an empty configuration.
struct QueueWidget: Widget {
    private let queueKind: String

    init() {
        queueKind = "Queue-" + String(describing: Self.self)
    }

    var body: some WidgetConfiguration {
        if #available(iOS 17, *) {
            let configured = AppIntentConfiguration(kind: queueKind, intent: QueueAppIntent.self, provider: QueueProvider()) { entry in
                QueueView(entry: entry)
            }
            .supportedFamilies([.systemSmall])
            return configured
        } else {
            return EmptyWidgetConfiguration()
        }
    }
}
