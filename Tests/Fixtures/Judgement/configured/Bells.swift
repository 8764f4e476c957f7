import AppIntents

/// Named like PingIntent, but the team says PingIntent has no replacement.
struct PingAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Ping the server"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// Mapped to ChimeIntent in the configuration; nothing else ties the two.
struct BellAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Ring the bell"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
