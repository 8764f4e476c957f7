import AppIntents

struct BookCrossingIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a crossing"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
