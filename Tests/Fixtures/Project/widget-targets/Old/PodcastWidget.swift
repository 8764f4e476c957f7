import WidgetKit

/// Left on disk after the widget moved to Widgets/: no target builds this folder.
struct PodcastWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Podcast", intent: PodcastAppIntent.self, provider: PodcastProvider()) { entry in
            PodcastView(entry: entry)
        }
    }
}
