import WidgetKit

/// Built by RadioWidgets only, whose deployment target is iOS 17: no gate is needed.
struct StationWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Station", intent: StationAppIntent.self, provider: StationProvider()) { entry in
            StationView(entry: entry)
        }
    }
}
