import Intents

typealias ShareIntent = ShareTrailIntent

func makeShareIntent() -> ShareIntent {
    ShareTrailIntent()
}

func makeAnything<T>() -> T { fatalError() }

#if DEBUG
func debugDonate() {
    INInteraction(intent: makeShareIntent(), response: nil).donate(completion: nil)
}
#endif

@available(iOS 16.0, *)
func donateAppIntent() async {
    _ = try? await IntentDonationManager.shared.donate(intent: LogHikeAppIntent())
}
