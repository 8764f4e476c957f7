import AppIntents

public struct DockBoatIntent: AppIntent {
    public static var title: LocalizedStringResource = "Dock the boat"

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
