import AppIntents

struct LogHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "LogHike"
    func perform() async throws -> some IntentResult { .result() }
}

struct StartHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "StartHike"
    func perform() async throws -> some IntentResult { .result() }
}

struct PauseHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "PauseHike"
    func perform() async throws -> some IntentResult { .result() }
}

struct ResumeHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "ResumeHike"
    func perform() async throws -> some IntentResult { .result() }
}

struct EndHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "EndHike"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowTrailIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowTrail"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowWeatherIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowWeather"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowStepsIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowSteps"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShareTrailIntent: AppIntent {
    static let title: LocalizedStringResource = "ShareTrail"
    func perform() async throws -> some IntentResult { .result() }
}

struct ExportLogIntent: AppIntent {
    static let title: LocalizedStringResource = "ExportLog"
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenMapIntent: AppIntent {
    static let title: LocalizedStringResource = "OpenMap"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}
