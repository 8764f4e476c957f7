import Intents

final class BrokenHandler: NSObject, BrokenIntentHandling {
    func handle(intent: BrokenIntent, completion: @escaping (BrokenIntentResponse) -> Void) {
        let x = (
    }
}
