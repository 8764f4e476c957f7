import AppIntents

/// An app developed in French: its App Intent has the French title of the legacy intent.
struct ToutSynchroniserIntent: AppIntent {
    static var title = LocalizedStringResource("synchro.title", defaultValue: "Synchroniser tout")

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
