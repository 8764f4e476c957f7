import Intents

extension OrderSoupIntentHandler: OrderSoupIntentHandling {
    func resolveSoup(for intent: OrderSoupIntent, with completion: @escaping (SoupResolutionResult) -> Void) {
        completion(.needsValue())
    }

    func provideSoupOptionsCollection(for intent: OrderSoupIntent) async throws -> INObjectCollection<Soup> {
        INObjectCollection(items: [])
    }

    func defaultSoup(for intent: OrderSoupIntent) -> Soup? { nil }

    func confirm(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .ready, userActivity: nil)
    }

    func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .success, userActivity: nil)
    }

    // func resolveQuantity(for intent: OrderSoupIntent, with completion: …) is in the next release.
    let note = "func resolveSize(for intent: OrderSoupIntent, with completion:)"
}
