import AppIntents

/// App Intents twin of ExportRoutesIntent.
struct ExportRoutesAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ExportRoutesIntent"
    static let title: LocalizedStringResource = "Route"

    @Parameter(title: "Route")
    var routeName: String?

    func perform() async throws -> some IntentResult {
        RouteLog.record(routeName)
        return .result()
    }
}
