import Intents

extension Booking {
    var intent: BookTableIntent {
        let intent = BookTableIntent()
        intent.restaurant = restaurant
        intent.partySize = NSNumber(value: partySize)
        return intent
    }
}

extension Review {
    var intent: INIntent {
        let review = PostReviewIntent()
        review.suggestedInvocationPhrase = "Review my dinner"
        return review
    }
}

extension INInteraction {
    static func syncAll() -> INInteraction {
        let intent = SyncAllIntent()
        intent.suggestedInvocationPhrase = "Sync everything"
        return INInteraction(intent: intent, response: nil)
    }
}
