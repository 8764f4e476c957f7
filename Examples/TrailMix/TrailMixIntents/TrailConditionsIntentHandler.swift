//
//  TrailConditionsIntentHandler.swift
//  TrailMixIntents
//

import Intents

/// Fills the trail list of the Trail Conditions widget's settings on iOS 16.
final class TrailConditionsIntentHandler: NSObject, TrailConditionsIntentHandling {
    private let store = TrailStore.shared

    func provideTrailOptionsCollection(for intent: TrailConditionsIntent,
                                       with completion: @escaping (INObjectCollection<Trail>?, Error?) -> Void) {
        let favorites = store.favorites().map(Trail.init(record:))
        let others = store.allTrails().filter { !$0.isFavorite }.map(Trail.init(record:))
        completion(INObjectCollection(sections: [
            INObjectSection(title: "Favorites", items: favorites),
            INObjectSection(title: "All Trails", items: others),
        ]), nil)
    }

    func defaultTrail(for intent: TrailConditionsIntent) -> Trail? {
        store.nearestTrail().map(Trail.init(record:))
    }
}
