//
//  LogHikeIntentHandler.swift
//  TrailMixIntents
//
//  Resolution and dynamic options are in LogHikeIntentHandler+Resolution.swift.
//

import Foundation
import Intents

/// Handles "Log Hike" from Siri and the Shortcuts app.
final class LogHikeIntentHandler: NSObject, LogHikeIntentHandling {
    let store: TrailStore

    init(store: TrailStore = .shared) {
        self.store = store
        super.init()
    }

    func confirm(intent: LogHikeIntent, completion: @escaping (LogHikeIntentResponse) -> Void) {
        // The logbook lives in the app-group container; without it the app has to finish the job.
        guard FileManager.default.isWritableFile(atPath: TrailStore.containerURL.path) else {
            completion(LogHikeIntentResponse(code: .failureRequiringAppLaunch, userActivity: nil))
            return
        }
        completion(LogHikeIntentResponse(code: .ready, userActivity: nil))
    }

    func handle(intent: LogHikeIntent, completion: @escaping (LogHikeIntentResponse) -> Void) {
        guard let trailID = intent.trail?.identifier, store.trail(withID: trailID) != nil else {
            completion(LogHikeIntentResponse(code: .failureNoTrail, userActivity: nil))
            return
        }
        let entry = HikeLogEntry(
            trailID: trailID,
            distanceKm: intent.distance?.doubleValue ?? 0,
            start: intent.startDate,
            difficulty: intent.difficulty.storageName,
            companions: intent.companions ?? []
        )
        do {
            let total = try store.logHike(entry)
            let response = LogHikeIntentResponse(code: .success, userActivity: nil)
            response.totalKm = NSNumber(value: total)
            completion(response)
        } catch {
            completion(LogHikeIntentResponse(code: .failure, userActivity: nil))
        }
    }
}
