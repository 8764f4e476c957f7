import Intents

/// Handles the legacy intent; its class name is what the App Intent below wrote by mistake.
final class CountdownIntentHandler: NSObject, CountdownIntentHandling {
    func handle(intent: CountdownIntent, completion: @escaping (CountdownIntentResponse) -> Void) {
        completion(CountdownIntentResponse(code: .success, userActivity: nil))
    }
}
