import AppIntents

/// Ten App Shortcuts: the most App Intents accepts.
struct TrailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogHikeIntent(),
            phrases: ["LogHike in \(.applicationName)", "\(.applicationName) loghike"],
            shortTitle: "LogHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: StartHikeIntent(),
            phrases: ["StartHike in \(.applicationName)", "\(.applicationName) starthike"],
            shortTitle: "StartHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: PauseHikeIntent(),
            phrases: ["PauseHike in \(.applicationName)", "\(.applicationName) pausehike"],
            shortTitle: "PauseHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ResumeHikeIntent(),
            phrases: ["ResumeHike in \(.applicationName)", "\(.applicationName) resumehike"],
            shortTitle: "ResumeHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: EndHikeIntent(),
            phrases: ["EndHike in \(.applicationName)", "\(.applicationName) endhike"],
            shortTitle: "EndHike", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowTrailIntent(),
            phrases: ["ShowTrail in \(.applicationName)", "\(.applicationName) showtrail"],
            shortTitle: "ShowTrail", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowWeatherIntent(),
            phrases: ["ShowWeather in \(.applicationName)", "\(.applicationName) showweather"],
            shortTitle: "ShowWeather", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShowStepsIntent(),
            phrases: ["ShowSteps in \(.applicationName)", "\(.applicationName) showsteps"],
            shortTitle: "ShowSteps", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ShareTrailIntent(),
            phrases: ["ShareTrail in \(.applicationName)", "\(.applicationName) sharetrail"],
            shortTitle: "ShareTrail", systemImageName: "figure.hiking")
        AppShortcut(
            intent: ExportLogIntent(),
            phrases: ["ExportLog in \(.applicationName)", "\(.applicationName) exportlog"],
            shortTitle: "ExportLog", systemImageName: "figure.hiking")
    }
}
