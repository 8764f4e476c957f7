import Intents
import IntentsUI

final class SoupViewController: UIViewController {
    func orderPlaced() {
        INInteraction(intent: OrderSoupIntent(), response: nil).donate(completion: nil)

        let intent = LogHikeIntent()
        intent.suggestedInvocationPhrase = "Log my hike"
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate { _ in }

        let typed: ShareTrailIntent = makeAnything()
        INInteraction(intent: typed, response: nil).donate(completion: nil)
    }

    func donate(_ intent: StartNavigationIntent) {
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    func donateUnknown(_ intent: INIntent, other: Any) {
        INInteraction(intent: intent, response: nil).donate(completion: nil)
        INInteraction(intent: factory.next(), response: nil).donate(completion: nil)
        INInteraction(intent: other as! ExportLogbookIntent, response: nil).donate(completion: nil)
    }

    func suggest() {
        let shortcut = INShortcut(intent: makeShareIntent())!
        INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut])
        let relevant = INRelevantShortcut(shortcut: shortcut)
        INRelevantShortcutStore.default.setRelevantShortcuts([relevant], completionHandler: nil)
        let add = INUIAddVoiceShortcutViewController(shortcut: INShortcut(intent: Self.makeOrder())!)
        present(add, animated: true)
        let button = INUIAddVoiceShortcutButton(style: .automatic)
        button.shortcut = shortcut
    }

    func edit(_ voiceShortcut: INVoiceShortcut) {
        present(INUIEditVoiceShortcutViewController(voiceShortcut: voiceShortcut), animated: true)
    }

    static func makeOrder() -> OrderSoupIntent { OrderSoupIntent() }

    // INInteraction(intent: CommentIntent(), response: nil).donate(completion: nil)
    let example = "INInteraction(intent: StringIntent(), response: nil).donate(completion: nil)"
}
