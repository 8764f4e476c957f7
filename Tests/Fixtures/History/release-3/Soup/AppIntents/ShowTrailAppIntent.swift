import AppIntents

/// Rewritten without the migration protocol: placed widgets lose their configuration.
struct ShowTrailAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Trail"

    func perform() async throws -> some IntentResult { .result() }
}
