import AppIntents

/// Carries RunIntent, which the live definition in Sources still declares (a dead copy sits in Archive).
struct RunAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "RunIntent"
    static var title: LocalizedStringResource = "Run script"

    @Parameter(title: "Script")
    var script: String

    func perform() async throws -> some IntentResult {
        // Ported: a real perform(), so step 4 has nothing left and the intent can retire.
        try await ScriptRunner.shared.run(script)
        return .result()
    }
}
