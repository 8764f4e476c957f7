import AppIntents

@available(iOS 18.0, *)
struct ZoneConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Zone"

    @Parameter(title: "Zone")
    var zone: String?
}

/// Compiled by the app (iOS 16) and the widgets (iOS 17) with no gate: adopting the protocol builds,
/// so IA910 is quiet (the control that uses it is what needs iOS 18).
struct PathLightsConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Path lights"

    @Parameter(title: "Brightness")
    var brightness: Int?
}
