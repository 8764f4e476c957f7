import AppIntents

/// The replacement: another name, another title, another parameter name; the same work.
struct LaunchFlowIntent: AppIntent {
    static var title: LocalizedStringResource = "Launch flow"

    @Parameter(title: "Flow")
    var flow: String

    func perform() async throws -> some IntentResult {
        RoutineRunner.start(flow)
        return .result()
    }
}

/// Shares the parameter's name and type, but does other work.
struct RenameFlowIntent: AppIntent {
    static var title: LocalizedStringResource = "Rename flow"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult {
        RoutineStore.rename(name)
        return .result()
    }
}
