import AppIntents

struct ShowCabinIntent: AppIntent {
    static var title: LocalizedStringResource = "Show my cabin"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@main
struct MainTypeOnlyExtension: AppIntentsExtension {}
