import Intents
import UIKit

enum ActivityTypes {
    static let navigate = "com.example.navigate"
}

final class TrailViewController: UIViewController {
    func predicted() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.view-trail")
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        return activity
    }

    func phraseOnly() {
        let activity = NSUserActivity(activityType: ActivityTypes.navigate)
        activity.suggestedInvocationPhrase = "Navigate"
        userActivity = activity
    }

    func notPredicted() {
        let activity = NSUserActivity(activityType: "com.example.search-only")
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = false
        activity.suggestedInvocationPhrase = "Never"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity?.isEligibleForPrediction = true
    }

    func intentPhrase() {
        let intent = StartNavigationIntent()
        intent.suggestedInvocationPhrase = "Take me there"
    }
}
