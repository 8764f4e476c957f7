import WidgetKit

/// Built by both targets (the app shows it in a preview), so the app's iOS 15 counts too.
struct NowPlayingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "NowPlaying", intent: NowPlayingAppIntent.self, provider: NowPlayingProvider()) { entry in
            NowPlayingView(entry: entry)
        }
    }
}
