import WidgetKit
import SwiftUI

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: WidgetKinds.steps, intent: StepsIntent.self, provider: StepsProvider()) { entry in
            Text("\(entry.steps)")
        }
        .configurationDisplayName("Steps")
    }
}

struct StepsProvider: IntentTimelineProvider {
    typealias Intent = StepsIntent

    func placeholder(in context: Context) -> StepsEntry {
        let steps = UserDefaults(suiteName: "group.example")?.integer(forKey: "steps") ?? 0
        let cached = FileManager.default.contents(atPath: "/tmp/steps")
        let all = try? store.fetchAll()
        _ = (cached, all)
        return StepsEntry(date: Date(), steps: steps)
    }
}
