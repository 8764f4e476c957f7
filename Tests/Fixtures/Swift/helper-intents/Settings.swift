import Intents
import IntentsUI

final class SettingsViewController: UIViewController {
    func addRefreshShortcut() {
        guard let shortcut = INShortcut(intent: INInteraction.refreshAll().intent) else { return }
        present(INUIAddVoiceShortcutViewController(shortcut: shortcut), animated: true)
    }

    func others() {
        _ = INShortcut(intent: currentBooking().intent)
        _ = INShortcut(intent: title().intent)
        _ = INShortcut(intent: undeclared().intent)
    }
}
