import AppIntents

struct ShareTimetableIntent: AppIntent {
    static var title: LocalizedStringResource = "Share the timetable"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
