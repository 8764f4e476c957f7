import AppIntents

struct TrailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogHikeIntent(),
            phrases: ["Log a hike", "Start \(.applicationName)"],
            shortTitle: "LogHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: StartHikeIntent(),
            phrases: ["StartHike in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "StartHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: PauseHikeIntent(),
            phrases: ["PauseHike in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "PauseHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ResumeHikeIntent(),
            phrases: ["ResumeHike in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ResumeHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: EndHikeIntent(),
            phrases: ["EndHike in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "EndHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowTrailIntent(),
            phrases: ["ShowTrail in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ShowTrail", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowWeatherIntent(),
            phrases: ["ShowWeather in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ShowWeather", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowStepsIntent(),
            phrases: ["ShowSteps in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ShowSteps", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShareTrailIntent(),
            phrases: ["ShareTrail in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ShareTrail", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ExportLogIntent(),
            phrases: ["ExportLog in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "ExportLog", systemImageName: "figure.hiking")
        AppShortcut(
            intent: OpenMapIntent(),
            phrases: ["OpenMap in \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: "OpenMap", systemImageName: "figure.hiking")
    }
}
