import Intents
import IntentsUI

final class NapController: UIViewController {
    var shortcut: NapShortcuts = .start

    func donateAll() {
        INInteraction(intent: NapShortcuts.makeTimerIntent(minutes: 20), response: nil).donate(completion: nil)
        INInteraction(intent: shortcut.intent, response: nil).donate(completion: nil)
        let intent = shortcut.optionalIntent(quiet: true)!
        INInteraction(intent: intent, response: nil).donate(completion: nil)
        INInteraction(intent: NapShortcuts.declaredLater(true), response: nil).donate(completion: nil)
        INInteraction(intent: NapShortcuts.passedThrough(NapTimerIntent()), response: nil).donate(completion: nil)
        INInteraction(intent: NapShortcuts.fromElsewhere(), response: nil).donate(completion: nil)
        NapShortcuts.interaction.donate(completion: nil)
    }

    func addToSiri() {
        guard let shortcut = NapShortcuts.shortcut() else { return }
        let add = INUIAddVoiceShortcutViewController(shortcut: shortcut)
        present(add, animated: true)
    }
}
