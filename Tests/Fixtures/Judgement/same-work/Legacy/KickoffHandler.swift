import Intents

/// The legacy handler: its work is RoutineRunner.start.
class KickoffHandler: NSObject, KickoffIntentHandling {
    func handle(intent: KickoffIntent, completion: @escaping (KickoffIntentResponse) -> Void) {
        RoutineRunner.start(intent.name ?? "")
        completion(KickoffIntentResponse(code: .success, userActivity: nil))
    }
}
