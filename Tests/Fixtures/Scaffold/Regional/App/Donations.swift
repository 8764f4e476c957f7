import Intents

/// Donates the coffee order, so Siri can suggest it.
enum Donations {
    static func didOrderCoffee() {
        let intent = OrderCoffeeIntent()
        intent.suggestedInvocationPhrase = "Un café"
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }
}
