import AppIntents

public struct CheckTideIntent: AppIntent {
    public static var title: LocalizedStringResource = "Check the tide"

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
