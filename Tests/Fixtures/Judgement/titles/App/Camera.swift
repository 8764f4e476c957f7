import AppIntents

/// Title and description are localized resources: their default values are the text to compare.
struct CameraStillAppIntent: AppIntent {
    static var title = LocalizedStringResource("intents.camera_still.title", defaultValue: "Camera still")
    static var description = IntentDescription(
        .init("intents.camera_still.description", defaultValue: "Get a single still frame from a camera"))

    @Parameter(title: .init("intents.camera_still.camera", defaultValue: "Camera"))
    var camera: String

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
