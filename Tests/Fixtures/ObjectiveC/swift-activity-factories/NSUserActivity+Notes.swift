import Foundation
import Intents

extension NSUserActivity {
    convenience init(kind: ActivityKind, title: String) {
        self.init(activityType: kind.rawValue)
        self.title = title
        isEligibleForSearch = true
        isEligibleForPrediction = true
        suggestedInvocationPhrase = title
    }

    convenience init(quietKind: ActivityKind) {
        self.init(activityType: quietKind.rawValue)
        isEligibleForPrediction = false
    }

    @objc class func composeActivity() -> NSUserActivity {
        let activity = NSUserActivity(kind: .compose, title: "New note")
        return activity
    }

    @objc(openActivityForNote:)
    class func openActivity(for note: Note) -> NSUserActivity? {
        guard let id = note.identifier else { return nil }
        let activity = NSUserActivity(kind: .openNote, title: note.title)
        activity.userInfo = ["id": id]
        return activity
    }

    @objc static func searchActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: ActivityTypes.search)
        activity.isEligibleForPrediction = true
        return activity
    }

    static var launchActivity: NSUserActivity {
        NSUserActivity(kind: .launch, title: "Open Notes")
    }

    @objc class func handoffOnly() -> NSUserActivity {
        NSUserActivity(activityType: "com.example.notes.handoff")
    }
}
