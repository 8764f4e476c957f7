import AppIntents

/// The App Intents twin of ShowTrailIntent, so placed widgets keep their configuration.
struct ShowTrailAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ShowTrailIntent"
    static var title: LocalizedStringResource = "Show Trail"

    func perform() async throws -> some IntentResult { .result() }
}
