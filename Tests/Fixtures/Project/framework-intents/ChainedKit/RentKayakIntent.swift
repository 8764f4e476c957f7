import AppIntents

public struct RentKayakIntent: AppIntent {
    public static var title: LocalizedStringResource = "Rent a kayak"

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
