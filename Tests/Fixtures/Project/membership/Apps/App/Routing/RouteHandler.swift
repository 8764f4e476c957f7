import Intents

/// Handles PlanRouteIntent on systems before App Intents.
final class RouteHandler: NSObject, PlanRouteIntentHandling {
    func handle(intent: PlanRouteIntent) async -> PlanRouteIntentResponse {
        PlanRouteIntentResponse(code: .success, userActivity: nil)
    }
}
