import IntentsUI

final class ActivityShortcutController: UIViewController {
    func addActivity(_ activity: NSUserActivity) {
        let shortcut = INShortcut(userActivity: activity)
        let add = INUIAddVoiceShortcutViewController(shortcut: shortcut)
        present(add, animated: true)
    }
}
