import AppIntents

struct ReportDelayIntent: AppIntent {
    static var title: LocalizedStringResource = "Report a delay"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
