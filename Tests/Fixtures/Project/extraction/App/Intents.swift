import AppIntents

enum Strings {
    static let logHike: LocalizedStringResource = "Log Hike"
    static let trail: LocalizedStringResource = "Trail"
}

/// Title and a parameter title from constants elsewhere: the extraction cannot read them.
struct LogHikeIntent: AppIntent {
    static let title = Strings.logHike
    static var description = IntentDescription("Logs a hike.")
    @Parameter(title: Strings.trail) var trail: String
    func perform() async throws -> some IntentResult { .result() }
}

/// Every text a literal, or a LocalizedStringResource built from one: fine.
struct PlanHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Hike"
    static let description = IntentDescription(LocalizedStringResource("plan.description", defaultValue: "Plans a hike."))
    @Parameter(title: LocalizedStringResource("plan.trail", defaultValue: "Trail")) var trail: String
    @Parameter(title: "Day") var day: Date
    func perform() async throws -> some IntentResult { .result() }
}

/// An interpolated title is not a constant either.
struct ShareHikeIntent: AppIntent {
    static var title: LocalizedStringResource { "Share \(Bundle.main.bundleIdentifier ?? "")" }
    func perform() async throws -> some IntentResult { .result() }
}
