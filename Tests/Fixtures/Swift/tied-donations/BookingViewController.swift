import Intents
import IntentsUI

final class BookingViewController: UIViewController {
    var booking: Booking!
    let review = Review(text: "")

    func confirmed(_ other: Booking) {
        INInteraction(intent: booking.intent, response: nil).donate(completion: nil)
        let shortcut = INShortcut(intent: other.intent)
        INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut!])
        INInteraction(intent: self.review.intent, response: nil).donate(completion: nil)
    }

    func addToSiri(_ interaction: INInteraction) {
        let known = INInteraction(intent: booking.intent, response: nil)
        let add = INUIAddVoiceShortcutViewController(shortcut: INShortcut(intent: known.intent)!)
        present(add, animated: true)
        let unknown = INUIAddVoiceShortcutViewController(shortcut: INShortcut(intent: interaction.intent)!)
        present(unknown, animated: true)
    }

    func addExisting(_ existing: INShortcut) {
        let suggested = INShortcut(intent: OrderCoffeeIntent())!
        let add = INUIAddVoiceShortcutViewController(shortcut: INShortcut(intent: suggested.intent!)!)
        present(add, animated: true)
    }
}
