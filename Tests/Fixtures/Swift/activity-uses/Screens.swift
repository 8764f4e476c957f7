import Intents
import UIKit

final class TrailViewController: UIViewController {
    var pending: [NSUserActivity] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = ActivityMaker.viewing("Trail")
    }

    func showMap() {
        view.window?.windowScene?.userActivity = ActivityMaker.viewing("Map")
    }

    func showSummit() {
        let activity = ActivityMaker.viewing("Summit")
        activity.becomeCurrent()
    }

    func showLake() {
        ActivityMaker.viewing("Lake").becomeCurrent()
    }

    func prepareSuggestions() {
        let all = [ActivityMaker.viewing("One"), ActivityMaker.viewing("Two")]
        pending.append(ActivityMaker.viewing("Three"))
        let shortcut = INShortcut(userActivity: ActivityMaker.viewing("Four"))
        _ = (all, shortcut)
    }

    func stored() {
        let unused = ActivityMaker.viewing("Five")
        pending.append(unused)
    }

    func handedOn() {
        present(activity: ActivityMaker.viewing("Six"))
    }

    func present(activity: NSUserActivity) {
        activity.becomeCurrent()
    }
}
