import AppIntents

/// The replacement: the same title, and a long description that shares few words.
struct RefreshEverythingIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh All Apps"
    static var description = IntentDescription("Refreshes your sideloaded apps to keep them from expiring.")

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// A widget button's helper, hidden from Shortcuts: shares a word of the title, replaces nothing.
struct RefreshFromWidgetIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh Apps via Widget" }
    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
