import WidgetKit

/// `guard #available … else { return … }` before the configuration, in a helper function the
/// widget's body calls.
struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        makeShelf()
    }

    func makeShelf() -> some WidgetConfiguration {
        guard #available(iOS 17.0, macOS 14.0, *) else {
            return StaticConfiguration(kind: "Shelf", provider: ShelfStaticProvider()) { entry in ShelfView(entry: entry) }
        }
        let shelf = AppIntentConfiguration(kind: "Shelf", intent: ShelfAppIntent.self, provider: ShelfProvider()) { entry in
            ShelfView(entry: entry)
        }
        return shelf
    }
}
