import Intents

extension INInteraction {
    static func refreshAll() -> INInteraction {
        let intent = RefreshAllIntent()
        let interaction = INInteraction(intent: intent, response: nil)
        return interaction
    }
}

struct Booking {
    var intent: BookTableIntent
}

func currentBooking() -> Booking { Booking(intent: BookTableIntent()) }

func title() -> String { "" }
