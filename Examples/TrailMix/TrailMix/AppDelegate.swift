//
//  AppDelegate.swift
//  TrailMix
//

import Intents
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ShareSuggestions.refresh()
        return true
    }

    /// In-app intent handling (iOS 14+). Sharing needs the signed-in session, which only
    /// the app process has, so ShareTrailIntent is handled here and not in TrailMixIntents.
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is ShareTrailIntent:
            return ShareTrailIntentHandler()
        default:
            return nil
        }
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        switch userActivity.activityType {
        case TrailActivity.startNavigationType:
            guard let trailID = userActivity.userInfo?["trailID"] as? String else { return false }
            TrailRouter.shared.startNavigation(trailID: trailID)
            return true
        case NSStringFromClass(LogHikeIntent.self):
            let intent = userActivity.interaction?.intent as? LogHikeIntent
            TrailRouter.shared.showLogbook(prefilledTrailID: intent?.trail?.identifier)
            return true
        default:
            return false
        }
    }
}

/// Moves the app to a screen; posts notifications the root view controller observes.
@MainActor
final class TrailRouter {
    static let shared = TrailRouter()

    static let openTrail = Notification.Name("TrailRouter.openTrail")
    static let startNavigation = Notification.Name("TrailRouter.startNavigation")
    static let showLogbook = Notification.Name("TrailRouter.showLogbook")

    func open(trailID: String) {
        NotificationCenter.default.post(name: Self.openTrail, object: nil, userInfo: ["trailID": trailID])
    }

    func startNavigation(trailID: String) {
        NotificationCenter.default.post(name: Self.startNavigation, object: nil, userInfo: ["trailID": trailID])
    }

    func showLogbook(prefilledTrailID: String?) {
        let info: [String: String] = prefilledTrailID.map { ["trailID": $0] } ?? [:]
        NotificationCenter.default.post(name: Self.showLogbook, object: nil, userInfo: info)
    }
}
