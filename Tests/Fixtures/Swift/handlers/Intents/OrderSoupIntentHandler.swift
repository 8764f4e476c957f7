import Intents

/// The type is declared here; its conformance and methods live in the extensions.
final class OrderSoupIntentHandler: NSObject {
    let menu = Menu()
}
