import WidgetKit

extension LyricsWidget {
    var body: some WidgetConfiguration {
        let lyrics = AppIntentConfiguration(kind: kind, intent: LyricsAppIntent.self, provider: LyricsProvider()) { entry in
            LyricsView(entry: entry)
        }
        return lyrics
    }
}

/// `@available` on the extension that makes the type a widget.
struct AlbumWidget {
    let kind = "Album"
}

@available(iOS 17, *)
extension AlbumWidget: Widget {
    var body: some WidgetConfiguration {
        let album = AppIntentConfiguration(kind: kind, intent: AlbumAppIntent.self, provider: AlbumProvider()) { entry in
            AlbumView(entry: entry)
        }
        return album
    }
}
