import AppIntents

/// Orders soup through App Intents; the shortcuts people built for OrderSoupIntent carry over.
struct OrderSoupAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderSoupIntent"
    static var title: LocalizedStringResource = "Order Soup"

    @Parameter(title: "Soup")
    var soup: String?

    func perform() async throws -> some IntentResult { .result() }
}
