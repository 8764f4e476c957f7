import IntentsUI
import UIKit

final class SettingsViewController: UIViewController {
    func addOrderShortcut() {
        guard let shortcut = ShortcutManager.shared.shortcut(for: .order) else { return }
        let controller = INUIAddVoiceShortcutViewController(shortcut: shortcut)
        present(controller, animated: true)
    }

    func addStatusShortcut() {
        let controller = INUIAddVoiceShortcutViewController(shortcut: ShortcutManager.shared.statusShortcut!)
        present(controller, animated: true)
    }
}
