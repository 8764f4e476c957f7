import AppIntents

@available(iOS 18.0, *)
struct ZoneConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Zone"

    @Parameter(title: "Zone")
    var zone: String?
}

/// Compiled by the app (iOS 16) and the widgets (iOS 17) with no gate.
struct PathLightsConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Path lights"

    @Parameter(title: "Brightness")
    var brightness: Int?
}
