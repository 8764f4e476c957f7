import AppIntents
import WidgetKit

/// The widgets deploy to iOS 17, but the app compiles this file too, at iOS 16, with no gate: it builds
/// (Swift accepts a newer protocol in an inheritance clause), so IA910 is quiet.
struct BedConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Bed"

    @Parameter(title: "Bed", default: "Herbs")
    var bed: String
}

@available(iOS 17.0, *)
struct PlotConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Plot"

    @Parameter(title: "Plot", default: "North")
    var plot: String
}
