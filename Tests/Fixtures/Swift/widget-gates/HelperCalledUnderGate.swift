import WidgetKit

/// The widget's body binds the helper's result to a local under the gate; the helper itself has
/// no gate of its own.
struct RadioWidget: Widget {
    var body: some WidgetConfiguration {
        if #available(iOS 17, *) {
            let made = RadioFactory.configuration()
            return made
        } else {
            return EmptyWidgetConfiguration()
        }
    }
}

enum RadioFactory {
    static func configuration() -> some WidgetConfiguration {
        let radio = AppIntentConfiguration(kind: "Radio", intent: RadioAppIntent.self, provider: RadioProvider()) { entry in
            RadioView(entry: entry)
        }
        return radio
    }
}
