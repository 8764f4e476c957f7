import AppIntents

/// Named like the legacy AskIntent, but does what AskInAppIntent did.
struct AskAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Open the assistant"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// What the legacy AskIntent did: send a prompt.
struct AskPromptAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Send a prompt to the assistant"

    @Parameter(title: "Prompt")
    var prompt: String

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
