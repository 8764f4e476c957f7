import AppIntents

/// The Mac app's own provider: another target, so another bundle.
struct MacShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ExportHikesIntent(), phrases: ["Export hikes from \(.applicationName)"], shortTitle: "Export", systemImageName: "square.and.arrow.up")
    }
}

struct ExportHikesIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Hikes"
    func perform() async throws -> some IntentResult { .result() }
}
