import WidgetKit
import SwiftUI

@available(iOS 17.0, *)
struct NewWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: conditionsKind, provider: NewProvider()) { _ in EmptyView() }
    }
}

struct PlainWidget: Widget {
    let kind: String = "Plain"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PlainProvider()) { _ in EmptyView() }
    }
}

struct LockWidget: Widget {
    var body: some WidgetConfiguration {
        configuration
    }

    private var configuration: some WidgetConfiguration {
        guard #available(iOSApplicationExtension 17.0, *) else {
            return IntentConfiguration(kind: Kind.lockScreen.rawValue, intent: LockIntent.self, provider: LockProvider()) { _ in EmptyView() }
        }
        return AppIntentConfiguration(kind: Kind.lockScreen.rawValue, intent: LockAppIntent.self, provider: LockAppProvider()) { _ in EmptyView() }
    }
}

struct SummaryWidget: Widget {
    var body: some WidgetConfiguration {
        if #unavailable(iOS 17.0) {
            IntentConfiguration(kind: Kind.summary.rawValue, intent: SummaryIntent.self, provider: SummaryProvider()) { _ in EmptyView() }
        } else {
            AppIntentConfiguration(kind: Kind.summary.rawValue, intent: SummaryAppIntent.self, provider: SummaryAppProvider()) { _ in EmptyView() }
        }
    }
}

func makeStaticConfiguration(kind: String) -> some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: PlainProvider()) { _ in EmptyView() }
}

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date()) }
}

@main
struct AllWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        ConditionsWidget()
        if #available(iOS 17.0, *) {
            NewWidget()
        }
        #if DEBUG
        PlainWidget()
        #endif
    }
}
