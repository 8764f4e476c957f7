import Intents

/// Donates the intents the user just ran, so Siri can suggest them.
enum Donations {
    static func didAddEverything() {
        let intent = AllTypesIntent()
        intent.note = "Groceries"
        intent.suggestedInvocationPhrase = "Add everything"
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func didPickColor() {
        INInteraction(intent: PickColorIntent(), response: nil).donate(completion: nil)
    }
}
