import AppIntents

/// The app renamed routines to automations; the class name changed with it.
struct StartAutomationAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Start automation"
    static var description = IntentDescription("Runs one of your automations.")

    @Parameter(title: "Routine")
    var routine: String

    func perform() async throws -> some IntentResult {
        AutomationRunner.shared.start(routine)
        return .result()
    }
}

struct SyncEverythingIntent: AppIntent {
    static var title: LocalizedStringResource = "Sync everything"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
