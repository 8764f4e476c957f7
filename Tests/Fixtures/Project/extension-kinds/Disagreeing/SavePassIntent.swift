import AppIntents

struct SavePassIntent: AppIntent {
    static var title: LocalizedStringResource = "Save the boarding pass"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@main
struct DisagreeingExtension: AppIntentsExtension {}
