import Intents

final class SyncController {
    func finished() {
        INInteraction.syncAll().donate { _ in }
    }

    func finishedLater() {
        let interaction = INInteraction.syncAll()
        interaction.donate(completion: nil)
        let implicit: INInteraction = .syncAll()
        implicit.donate(completion: nil)
    }
}
