import AppIntents

/// App Intents twin of PlanRouteIntent.
struct PlanRouteAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "PlanRouteIntent"
    static let title: LocalizedStringResource = "Route"

    @Parameter(title: "Route")
    var routeName: String?

    func perform() async throws -> some IntentResult {
        RouteLog.record(routeName)
        return .result()
    }
}
