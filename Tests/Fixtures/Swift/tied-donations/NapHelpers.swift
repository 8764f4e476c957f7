import Intents

/// Helpers whose declared type says nothing (`INIntent`) but whose bodies tell.
enum NapShortcuts {
    case start, stop

    static func makeTimerIntent(minutes: Int) -> INIntent {
        let intent = NapTimerIntent()
        intent.minutes = NSNumber(value: minutes)
        intent.suggestedInvocationPhrase = "Start a nap"
        return intent
    }

    var intent: INIntent {
        switch self {
        case .start:
            return StartNapIntent()
        case .stop:
            let stop = StopNapIntent()
            stop.suggestedInvocationPhrase = NSLocalizedString("Wake me up", comment: "Siri phrase")
            return stop
        }
    }

    func optionalIntent(quiet: Bool) -> INIntent? {
        if quiet {
            return QuietNapIntent()
        } else if minutesLeft > 0 {
            return nil
        }
        return LoudNapIntent()
    }

    static func declaredLater(_ flag: Bool) -> INIntent {
        let intent: INIntent
        if flag {
            intent = StartNapIntent()
        } else {
            intent = QuietNapIntent()
        }
        intent.suggestedInvocationPhrase = Phrases.nap
        return intent
    }

    static func passedThrough(_ intent: INIntent) -> INIntent {
        return intent
    }

    static func fromElsewhere() -> INIntent {
        return IntentStore.shared.next()
    }

    static var interaction: INInteraction {
        INInteraction(intent: NapTimerIntent(), response: nil)
    }

    static func shortcut() -> INShortcut? {
        INShortcut(intent: makeTimerIntent(minutes: 5))
    }
}

enum Phrases {
    static let nap = NSLocalizedString("phrases.nap", value: "Nap time", comment: "Siri phrase")
}
