import Intents

enum WorkoutShortcuts {
    static func suggest() {
        let shortcuts = [INStartWorkoutIntent(), INEndWorkoutIntent()].map { INShortcut(intent: $0) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func suggestNamed() {
        let shortcuts = [LogSetIntent(), PauseWorkoutIntent()].compactMap { intent in INShortcut(intent: intent) }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(shortcuts)
    }

    static func donateEach() {
        [LogSetIntent.init(), PauseWorkoutIntent()].forEach({ INInteraction(intent: $0, response: nil).donate(completion: nil) })
    }

    static func cannotTell(_ intents: [INIntent], other: RoutineIntent) {
        let fromParameter = intents.map { INShortcut(intent: $0) }
        let mixed = [LogSetIntent(), other].map { INShortcut(intent: $0) }
        let shadowed = [LogSetIntent()].map { intent -> INShortcut? in
            let intent = makeIntent()
            return INShortcut(intent: intent)
        }
        INVoiceShortcutCenter.shared.setShortcutSuggestions(fromParameter + mixed + shadowed.compactMap { $0 })
    }
}
