//
//  LogHikeIntentHandler+Resolution.swift
//  TrailMixIntents
//

import Intents

extension LogHikeIntentHandler {
    func resolveTrail(for intent: LogHikeIntent, with completion: @escaping (TrailResolutionResult) -> Void) {
        if let trail = intent.trail {
            completion(.success(with: trail))
            return
        }
        let favorites = store.favorites()
        switch favorites.count {
        case 0:
            completion(.needsValue())
        case 1:
            completion(.confirmationRequired(with: Trail(record: favorites[0])))
        default:
            completion(.disambiguation(with: favorites.map(Trail.init(record:))))
        }
    }

    /// The trail picker in Shortcuts, one section per region.
    func provideTrailOptionsCollection(for intent: LogHikeIntent,
                                       with completion: @escaping (INObjectCollection<Trail>?, Error?) -> Void) {
        let byRegion = Dictionary(grouping: store.allTrails(), by: \.region)
        let sections = byRegion.keys.sorted().map { region in
            INObjectSection(title: region, items: byRegion[region, default: []].map(Trail.init(record:)))
        }
        completion(INObjectCollection(sections: sections), nil)
    }

    func resolveDistance(for intent: LogHikeIntent,
                         with completion: @escaping (LogHikeDistanceResolutionResult) -> Void) {
        guard let distance = intent.distance?.doubleValue else {
            completion(.needsValue())
            return
        }
        if distance <= 0 {
            completion(.unsupported(forReason: .lessThanMinimumValue))
        } else {
            completion(.success(with: distance))
        }
    }
}
