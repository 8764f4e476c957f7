/// What App Intents offers instead of a system SiriKit domain intent (mapping doc §2, §3).
package enum SystemDomainAdvice {
    /// Intent-name fragments → advice, checked in order.
    package static let table: [(fragments: [String], advice: String)] = [
        (
            ["Car", "Climate", "Defroster", "Seat", "Radio", "AudioSource"],
            "Stay on SiriKit: car commands have no App Intents replacement (Apple forum thread 832221)."
        ),
        (
            ["Message", "Messages"],
            "Stay on SiriKit for messaging: INSendMessageIntent also drives share-sheet suggestions and communication "
                + "notifications; expose other message actions as App Intents with App Shortcuts."
        ),
        (
            ["Call", "CallHistory"],
            "Stay on SiriKit for calls (INStartCallIntent works with CallKit); App Intents has no calling domain."
        ),
        (
            ["Media", "Playback"],
            "Keep the SiriKit media intents for Siri playback requests; App Intents offers AudioPlaybackIntent for "
                + "actions that start audio in Shortcuts and App Shortcuts."
        ),
        (
            ["Workout"],
            "App Intents offers StartWorkoutIntent / PauseWorkoutIntent / ResumeWorkoutIntent (iOS 17, watchOS 10) "
                + "for workout actions; keep the SiriKit intents while older systems are supported."
        ),
    ]

    package static let fallback =
        "Check whether an App Intents domain (assistant schemas) covers this action; otherwise keep "
        + "the SiriKit handler: only custom intents migrate through CustomIntentMigratedAppIntent."

    package static func advice(for className: String) -> String {
        table.first { entry in entry.fragments.contains { className.contains($0) } }?.advice ?? fallback
    }
}
