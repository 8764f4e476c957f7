import Intents

/// The Intents extension's entry point.
final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is OrderSoupIntent: return OrderSoupIntentHandler()
        default: return self
        }
    }
}
