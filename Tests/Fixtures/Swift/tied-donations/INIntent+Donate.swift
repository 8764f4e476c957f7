import Intents

extension INIntent {
    func donate(identifier: String) {
        let interaction = INInteraction(intent: self, response: nil)
        interaction.identifier = identifier
        interaction.donate { _ in }
    }
}

extension BrewTeaIntent {
    func donateNow() {
        INInteraction(intent: self, response: nil).donate(completion: nil)
    }
}
