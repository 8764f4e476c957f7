import Intents

/// Swift 5.9 `switch` expression: each branch is the handler, no `return`.
final class ModernIntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is OrderSoupIntent: OrderSoupIntentHandler()
        case is ShareTrailIntent: MessagingHandler()
        default: ConditionsHandler()
        }
    }
}
