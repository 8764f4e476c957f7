import SwiftUI
import WidgetKit

struct HabitsWidget: Widget {
    let kind = Names.habits

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitsProvider()) { entry in
            Text(entry.title)
        }
    }
}
