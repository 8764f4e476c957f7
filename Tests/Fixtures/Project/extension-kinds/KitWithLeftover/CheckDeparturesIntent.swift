import AppIntents

struct CheckDeparturesIntent: AppIntent {
    static var title: LocalizedStringResource = "Check departures"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@main
struct KitWithLeftoverExtension: AppIntentsExtension {}
