import AppIntents

/// Named like the legacy Ask, but opens the app: what AskInApp did (withVoice kept).
struct AskAppIntent: AppIntent {
    static var title = LocalizedStringResource("intents.ask_in_app.title", defaultValue: "Ask in app")
    static var openAppWhenRun = true

    @Parameter(title: "Pipeline")
    var pipeline: PipelineEntity

    @Parameter(title: "With Voice")
    var withVoice: Bool

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// What the legacy Ask did: send a text.
struct AskPromptAppIntent: AppIntent {
    static var title = LocalizedStringResource("intents.ask_prompt.title", defaultValue: "Ask prompt")
    static var description = IntentDescription(
        .init("intents.ask_prompt.description", defaultValue: "Send a text prompt to the helper"))

    @Parameter(title: "Prompt")
    var prompt: String

    @Parameter(title: "Pipeline")
    var pipeline: PipelineEntity

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// A control's configuration: never the replacement of a SiriKit intent, whatever its title.
struct ControlAskConfiguration: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Ask"

    @Parameter(title: "Pipeline")
    var pipeline: PipelineEntity

    @Parameter(title: "Text")
    var displayText: String
}
