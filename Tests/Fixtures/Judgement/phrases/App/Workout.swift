import AppIntents

/// Another name and title; what ties it to BeginSession is the phrase users say.
struct WorkoutNowIntent: AppIntent {
    static var title: LocalizedStringResource = "Workout now"

    @Parameter(title: "Length")
    var length: Int

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct WorkoutShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WorkoutNowIntent(),
            phrases: ["Start my workout in \(.applicationName)", "\(.applicationName) workout"],
            shortTitle: "Workout", systemImageName: "figure.run")
    }
}
