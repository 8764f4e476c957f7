import Intents

/// Donates what the user just did, so Siri can suggest it.
enum Donations {
    static func didCountSteps() {
        let intent = CountStepsIntent()
        intent.suggestedInvocationPhrase = "How far did I walk"
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didOpenJournal() {
        let intent = OpenJournalIntent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didSync() {
        let intent = SyncQuietlyIntent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick01() {
        let intent = Quick01Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick01Again() {
        let intent = Quick01Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick02() {
        let intent = Quick02Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick02Again() {
        let intent = Quick02Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick03() {
        let intent = Quick03Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick03Again() {
        let intent = Quick03Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick04() {
        let intent = Quick04Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick05() {
        let intent = Quick05Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick06() {
        let intent = Quick06Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick07() {
        let intent = Quick07Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick08() {
        let intent = Quick08Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick09() {
        let intent = Quick09Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick10() {
        let intent = Quick10Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick11() {
        let intent = Quick11Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didQuick12() {
        let intent = Quick12Intent()
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }
}
