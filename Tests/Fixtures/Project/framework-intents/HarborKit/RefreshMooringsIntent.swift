import AppIntents

public struct RefreshMooringsIntent: AppIntent {
    public static var title: LocalizedStringResource = "Refresh moorings"
    public static var isDiscoverable: Bool = false

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
