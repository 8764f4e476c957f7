import AppIntents

/// A new App Intent with a stray intentClassName: it does not adopt CustomIntentMigratedAppIntent,
/// so the property means nothing to the system, and no SiriKit intent of that name ever existed here.
struct NextTrackIntent: AppIntent {
    static let intentClassName = "NextTrackIntent"
    static var title: LocalizedStringResource = "Next track"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
