import Foundation

enum ActivityMaker {
    static func viewing(_ name: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.viewing")
        activity.title = name
        activity.isEligibleForPrediction = true
        return activity
    }
}
