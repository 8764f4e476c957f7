import AppIntents

/// Carries RunIntent, which the live definition in Sources still declares (a dead copy sits in Archive).
struct RunAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "RunIntent"
    static var title: LocalizedStringResource = "Run script"

    @Parameter(title: "Script")
    var script: String

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
