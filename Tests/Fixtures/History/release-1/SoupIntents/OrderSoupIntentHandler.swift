import Intents

/// Handles "Order Soup" from Siri and Shortcuts.
final class OrderSoupIntentHandler: NSObject, OrderSoupIntentHandling {
    func resolveSoup(for intent: OrderSoupIntent) async -> INStringResolutionResult {
        guard let soup = intent.soup, !soup.isEmpty else { return .needsValue() }
        return .success(with: soup)
    }

    func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .success, userActivity: nil)
    }
}
