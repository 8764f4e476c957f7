import WidgetKit

extension AppSettings {
    struct Widget {
        struct Stats {
            static let todayKind = "HomeToday"
        }
    }
}

enum OtherTarget {
    struct Stats {
        static let todayKind = "OtherToday"
    }
}

struct TodayWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: AppSettings.Widget.Stats.todayKind, intent: SelectSiteIntent.self,
                            provider: SiteProvider<TodayData>(placeholder: .sample)) { _ in EmptyView() }
    }
}

struct SiteProvider<T: SiteData>: IntentTimelineProvider {
    func getSnapshot(for configuration: SelectSiteIntent, in context: Context, completion: @escaping (Entry) -> Void) {}
}
