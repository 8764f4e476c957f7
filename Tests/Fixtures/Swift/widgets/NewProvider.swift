import WidgetKit

struct NewProvider {}

extension NewProvider: AppIntentTimelineProvider {
    func timeline(for configuration: NewConditionsIntent, in context: Context) async -> Timeline<NewEntry> {
        let report = try? await client.report()
        return Timeline(entries: [NewEntry(report: report)], policy: .never)
    }

    func placeholder(in context: Context) -> NewEntry {
        NewEntry(report: try? JSONDecoder().decode(Report.self, from: Data(contentsOf: cacheURL)))
    }
}
