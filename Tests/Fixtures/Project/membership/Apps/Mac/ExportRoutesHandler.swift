import Intents

/// Handles ExportRoutesIntent on macOS before App Intents.
final class ExportRoutesHandler: NSObject, ExportRoutesIntentHandling {
    func handle(intent: ExportRoutesIntent) async -> ExportRoutesIntentResponse {
        ExportRoutesIntentResponse(code: .success, userActivity: nil)
    }
}
