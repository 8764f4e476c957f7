import AppIntents
import SwiftUI
import WidgetKit

struct BedWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "com.example.gardens.bed", intent: BedConfiguration.self, provider: BedProvider()) {
            entry in
            Text(entry.bedName)
        }
    }
}

struct BedEntry: TimelineEntry {
    var date: Date
    var bedName: String
}

struct BedProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BedEntry { BedEntry(date: .now, bedName: "Herbs") }

    func snapshot(for configuration: BedConfiguration, in context: Context) async -> BedEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: BedConfiguration, in context: Context) async -> Timeline<BedEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
}
