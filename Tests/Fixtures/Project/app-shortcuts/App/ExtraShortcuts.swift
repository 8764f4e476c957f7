import AppIntents

/// A second provider in the same target: the metadata extraction accepts only one.
struct ExtraShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowTrailIntent(), phrases: ["Show my trail in \(.applicationName)"], shortTitle: "Trail", systemImageName: "map")
    }
}
