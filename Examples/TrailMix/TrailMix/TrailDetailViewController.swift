//
//  TrailDetailViewController.swift
//  TrailMix
//

import Intents
import IntentsUI
import UIKit

enum TrailActivity {
    static let startNavigationType = "com.example.trailmix.start-navigation"
}

/// One trail: map, stats, "Start" and an "Add to Siri" button for navigating it.
final class TrailDetailViewController: UIViewController {
    var trail: TrailRecord!

    @IBOutlet private var siriButtonContainer: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trail.name
        userActivity = makeNavigationActivity()
        addSiriButton()
    }

    /// Lets Siri suggest "Take me to <trail>" on the lock screen and in Search.
    private func makeNavigationActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: TrailActivity.startNavigationType)
        activity.title = "Start navigation on \(trail.name)"
        activity.userInfo = ["trailID": trail.id]
        activity.requiredUserInfoKeys = ["trailID"]
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        activity.persistentIdentifier = "navigate-\(trail.id)"
        activity.suggestedInvocationPhrase = "Take me to \(trail.name)"
        return activity
    }

    private func addSiriButton() {
        let intent = StartNavigationIntent()
        intent.trail = Trail(record: trail)
        intent.suggestedInvocationPhrase = "Navigate \(trail.name)"
        guard let shortcut = INShortcut(intent: intent) else { return }

        let button = INUIAddVoiceShortcutButton(style: .automaticOutline)
        button.shortcut = shortcut
        button.delegate = self
        button.translatesAutoresizingMaskIntoConstraints = false
        siriButtonContainer.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: siriButtonContainer.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: siriButtonContainer.centerYAnchor),
        ])
    }

    @IBAction private func startTapped(_ sender: Any) {
        TMNavigationDonation.donateStartNavigation(trailID: trail.id, name: trail.name)
        TrailRouter.shared.startNavigation(trailID: trail.id)
    }
}

extension TrailDetailViewController: INUIAddVoiceShortcutButtonDelegate {
    func present(_ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
                 for addVoiceShortcutButton: INUIAddVoiceShortcutButton) {
        addVoiceShortcutViewController.delegate = self
        present(addVoiceShortcutViewController, animated: true)
    }

    func present(_ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
                 for addVoiceShortcutButton: INUIAddVoiceShortcutButton) {
        editVoiceShortcutViewController.delegate = self
        present(editVoiceShortcutViewController, animated: true)
    }
}

extension TrailDetailViewController: INUIAddVoiceShortcutViewControllerDelegate {
    func addVoiceShortcutViewController(_ controller: INUIAddVoiceShortcutViewController,
                                        didFinishWith voiceShortcut: INVoiceShortcut?, error: Error?) {
        controller.dismiss(animated: true)
    }

    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController) {
        controller.dismiss(animated: true)
    }
}

extension TrailDetailViewController: INUIEditVoiceShortcutViewControllerDelegate {
    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController,
                                         didUpdate voiceShortcut: INVoiceShortcut?, error: Error?) {
        controller.dismiss(animated: true)
    }

    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController,
                                         didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID) {
        controller.dismiss(animated: true)
    }

    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController) {
        controller.dismiss(animated: true)
    }
}
