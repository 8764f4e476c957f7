import SwiftUI
import WidgetKit

/// The families come from a static list, one per platform.
struct HarbourWidget: Widget {
    #if os(watchOS)
        static var families: [WidgetFamily] = [.accessoryCorner, .accessoryCircular]
    #else
        static var families: [WidgetFamily] = [.systemSmall, .accessoryCircular]
    #endif

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "harbour", provider: HarbourProvider()) { _ in Text("Harbour") }
            .supportedFamilies(Self.families)
    }
}

/// Another type's list, named with its type.
struct PierWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "pier", provider: HarbourProvider()) { _ in Text("Pier") }
            .configurationDisplayName("Pier")
            .supportedFamilies(PierFamilies.all)
    }
}

enum PierFamilies {
    static let all: [WidgetFamily] = [.accessoryRectangular]
}

/// A computed list is not read.
struct BuoyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "buoy", provider: HarbourProvider()) { _ in Text("Buoy") }
            .supportedFamilies(BuoyWidget.make())
    }

    static func make() -> [WidgetFamily] { [.systemLarge] }
}
