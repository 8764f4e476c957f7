import Intents

/// OrderCoffeeIntent has a handler; RefillCupIntent is only donated.
final class OrderCoffeeIntentHandler: NSObject, OrderCoffeeIntentHandling {
    func handle(intent: OrderCoffeeIntent, completion: @escaping (OrderCoffeeIntentResponse) -> Void) {
        CoffeeShop.order(intent.size)
        completion(OrderCoffeeIntentResponse(code: .success, userActivity: nil))
    }
}

enum CupDonations {
    static func refilled() {
        INInteraction(intent: RefillCupIntent(), response: nil).donate(completion: nil)
    }
}
