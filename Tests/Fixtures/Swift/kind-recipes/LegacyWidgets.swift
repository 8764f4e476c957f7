import SwiftUI
import WidgetKit

struct LegacyStatusWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "LockScreenStatus".legacyKindName, intent: StatusConfigurationIntent.self, provider: LegacyStatusProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct TrailWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: Kinds.trail.legacyKindName, intent: TrailConfigurationIntent.self, provider: TrailProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct LogWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Log".plainKindName(), intent: LogConfigurationIntent.self, provider: LogProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct OddWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Odd".dependsOnSystem, intent: OddConfigurationIntent.self, provider: OddProvider()) { entry in
            Text(entry.title)
        }
    }
}
