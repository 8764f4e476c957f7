import Intents

/// Suggests the trail the user looked at last.
enum TrailSuggestions {
    static func suggest() {
        let intent = ShowTrailIntent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }
}
