//
//  ShareSuggestions.swift
//  TrailMix
//

import Intents

/// The SiriKit intent behind a "Share <trail>" suggestion.
func makeShareIntent(for trail: TrailRecord) -> ShareTrailIntent {
    let intent = ShareTrailIntent()
    intent.trail = Trail(record: trail)
    intent.message = "Let's hike \(trail.name) this weekend!"
    intent.suggestedInvocationPhrase = "Share \(trail.name)"
    return intent
}

enum ShareSuggestions {
    /// Offers the favourite trails as shortcut suggestions (Settings ▸ Siri ▸ TrailMix).
    static func refresh(store: TrailStore = .shared) {
        let shortcuts = store.favorites()
            .prefix(5)
            .compactMap { INShortcut(intent: makeShareIntent(for: $0)) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }
}
