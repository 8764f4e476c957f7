import WidgetKit

/// `@available` on the widget type, its body written in an extension (in ExtensionBody.swift).
@available(iOS 17, *)
struct LyricsWidget: Widget {
    let kind = "Lyrics"
}

/// `@available` on the function that builds the configuration.
struct ArtistWidget: Widget {
    var body: some WidgetConfiguration {
        if #available(iOS 17, *) {
            return makeArtist()
        } else {
            return EmptyWidgetConfiguration()
        }
    }

    @available(iOS 17, *)
    func makeArtist() -> some WidgetConfiguration {
        let artist = AppIntentConfiguration(kind: "Artist", intent: ArtistAppIntent.self, provider: ArtistProvider()) { entry in
            ArtistView(entry: entry)
        }
        return artist
    }
}

/// A local bound with no gate anywhere: not gated.
struct GenreWidget: Widget {
    var body: some WidgetConfiguration {
        let genre = AppIntentConfiguration(kind: "Genre", intent: GenreAppIntent.self, provider: GenreProvider()) { entry in
            GenreView(entry: entry)
        }
        return genre
    }
}
