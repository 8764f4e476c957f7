import SwiftUI
import WidgetKit

@available(iOS 17.0, *)
struct StatusWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "LockScreenStatus", intent: StatusIntent.self, provider: StatusProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "\(Kinds.prefix).steps", provider: StepsProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct HikeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Kinds.prefix + ".hike", provider: HikeProvider()) { entry in
            Text(entry.title)
        }
    }
}

@available(iOS 17.0, *)
struct NextWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Next".versionedKind, intent: NextIntent.self, provider: NextProvider()) { entry in
            Text(entry.title)
        }
    }
}
