import AppIntents

/// Renamed from CallService: server and payload kept under their names, service became an entity.
struct PerformActionAppIntent: AppIntent {
    static var title = LocalizedStringResource("intents.perform_action.title", defaultValue: "Perform action")
    static var description = IntentDescription(
        .init("intents.perform_action.description", defaultValue: "Perform an action on the hub server"))

    @Parameter(title: "Server")
    var server: ServerEntity

    @Parameter(title: "Action")
    var action: ActionEntity

    @Parameter(title: "Payload")
    var payload: String

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
