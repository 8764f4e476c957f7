//
//  HikeLogViewController.swift
//  TrailMix
//

import Intents
import os
import UIKit

/// The "Log a hike" form.
final class HikeLogViewController: UIViewController {
    var trail: TrailRecord?

    @IBOutlet private var distanceField: UITextField!
    @IBOutlet private var difficultyControl: UISegmentedControl!
    @IBOutlet private var startPicker: UIDatePicker!
    @IBOutlet private var companionsField: UITextField!

    private let store = TrailStore.shared
    private let logger = Logger(subsystem: "com.example.trailmix", category: "donations")

    @IBAction private func saveTapped(_ sender: Any) {
        guard let trail, let distance = Double(distanceField.text ?? ""), distance > 0 else {
            return
        }
        let difficulty = Difficulty(rawValue: difficultyControl.selectedSegmentIndex + 1) ?? .unknown
        let start = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: startPicker.date)
        let companions = (companionsField.text ?? "")
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }

        do {
            let total = try store.logHike(HikeLogEntry(
                trailID: trail.id,
                distanceKm: distance,
                start: start,
                difficulty: difficulty.storageName,
                companions: companions
            ))
            donateLogHike(trail: trail, distance: distance, start: start, difficulty: difficulty,
                          companions: companions, totalKm: total)
            navigationController?.popViewController(animated: true)
        } catch {
            let alert = UIAlertController(title: "Couldn't save the hike", message: error.localizedDescription,
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }

    /// Tells Siri what the user just did, so "Log Hike" shows up as a suggestion next time.
    private func donateLogHike(trail: TrailRecord, distance: Double, start: DateComponents,
                               difficulty: Difficulty, companions: [String], totalKm: Double) {
        let intent = LogHikeIntent()
        intent.trail = Trail(record: trail)
        intent.distance = NSNumber(value: distance)
        intent.startDate = start
        intent.difficulty = difficulty
        intent.companions = companions
        intent.suggestedInvocationPhrase = "Log my hike"

        let response = LogHikeIntentResponse(code: .success, userActivity: nil)
        response.totalKm = NSNumber(value: totalKm)

        let interaction = INInteraction(intent: intent, response: response)
        interaction.groupIdentifier = trail.id
        interaction.donate { [logger] error in
            if let error {
                logger.error("LogHike donation failed: \(error.localizedDescription)")
            }
        }
    }

    // Until 4.2 we donated an empty intent on every launch, like
    //     INInteraction(intent: LogHikeIntent(), response: nil).donate { _ in }
    // which filled Siri Suggestions with "Log Hike" cards that had no trail.

    /// Removes the suggestions of a trail the user deleted.
    func forgetDonations(for trail: TrailRecord) {
        INInteraction.delete(with: trail.id)
    }

    #if DEBUG
    /// Seeds Siri Suggestions on a fresh simulator (Debug menu ▸ Donate sample hikes).
    @IBAction private func donateSampleHikes(_ sender: Any) {
        for record in store.favorites().prefix(3) {
            let intent = LogHikeIntent()
            intent.trail = Trail(record: record)
            intent.distance = NSNumber(value: record.lengthKm)
            INInteraction(intent: intent, response: nil).donate(completion: nil)
        }
    }
    #endif
}
