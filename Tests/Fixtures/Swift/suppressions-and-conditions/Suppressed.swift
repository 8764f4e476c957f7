import WidgetKit

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        // intent-audit:disable:next WIDGET-KIND-CHANGED
        AppIntentConfiguration(kind: "StepsV2", intent: StepsConfigIntent.self, provider: StepsProvider()) { _ in EmptyView() }
    }
}

let note = "// intent-audit:disable:next NOT-A-COMMENT"

func platforms() {
    let a = 1 // intent-audit:disable:next DONATION-WITHOUT-SHORTCUT, PLACEHOLDER-IO -- reviewed in 4.2

    INInteraction(intent: OrderSoupIntent(), response: nil).donate(completion: nil)
    _ = a
}

#if os(iOS)
func iOSDonation() { INInteraction(intent: IOSIntent(), response: nil).donate(completion: nil) }
#elseif os(macOS)
func macDonation() { INInteraction(intent: MacIntent(), response: nil).donate(completion: nil) }
#else
func otherDonation() {
    #if !DEBUG
    INInteraction(intent: OtherIntent(), response: nil).donate(completion: nil)
    #else
    INInteraction(intent: DebugIntent(), response: nil).donate(completion: nil)
    #endif
}
#endif
