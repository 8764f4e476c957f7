import AppIntents
import WidgetKit

protocol SingleEntryProvider: AppIntentTimelineProvider {}

struct ShelfWidgetAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Shelf"
}

struct ShelfProvider: SingleEntryProvider {
    typealias Intent = ShelfWidgetAppIntent

    func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: .now) }
    func snapshot(for configuration: ShelfWidgetAppIntent, in context: Context) async -> ShelfEntry { ShelfEntry(date: .now) }
    func timeline(for configuration: ShelfWidgetAppIntent, in context: Context) async -> Timeline<ShelfEntry> {
        Timeline(entries: [ShelfEntry(date: .now)], policy: .never)
    }
}
