import Intents
import UIKit

/// Places an order and suggests it to Siri.
final class OrderViewController: UIViewController {
    func placeOrder(_ soup: String) {
        let intent = OrderSoupIntent()
        intent.soup = soup
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate { _ in }
    }
}
