import Intents

final class SleepHelper {
    static var windDownIntent: INIntent?
    static var unknownIntent: INIntent?

    func donateWindDown() {
        guard let windDownIntent = Self.windDownIntent else { return }
        INInteraction(intent: windDownIntent, response: nil).donate(completion: nil)
        guard let other = SleepHelper.unknownIntent else { return }
        INInteraction(intent: other, response: nil).donate(completion: nil)
    }
}
