import AppIntents

@available(iOS 16.0, *)
struct OrderSoupAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderSoupIntent"
    static var title: LocalizedStringResource = "Order Soup"

    @Parameter(title: "Soup")
    var soup: SoupEntity

    @Parameter(title: LocalizedStringResource("Quantity"), default: 1)
    var quantity: Int?

    @Parameter(title: "Toppings", default: [])
    var toppings: [ToppingAppEnum]

    @Parameter(title: "Delivery", default: .pickup)
    var delivery: DeliveryAppEnum

    @Parameter(title: "Address")
    var address: String?

    @Parameter(title: "Place")
    var place: Array<String>?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$delivery) {
            Case(.pickup) {
                Summary("Order \(\.$quantity) \(\.$soup) for pickup")
            }
            Case(.courier) {
                When(\.$address, .hasAnyValue) {
                    Summary("Send \(\.$soup) to \(\.$address)")
                } otherwise: {
                    Summary("Send \(\.$soup)")
                }
            }
            DefaultCase {
                When(\.$toppings, .oneOf, [.cheese, .croutons]) {
                    Summary("Order \(\.$soup) with \(\.$toppings)")
                }
            }
        }
    }

    func perform() async throws -> some IntentResult {
        // TODO: Place your refactored intent handler code here.
        return .result()
    }
}

struct ShowMenuIntent {
    static let isDiscoverable = false
    static var title: LocalizedStringResource { "Show Menu" }

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(menuURL))
    }
}

struct PlayMenuIntent: AudioPlaybackIntent {
    static var isDiscoverable: Bool { true }
    static let title: LocalizedStringResource = "Play Menu"

    func perform() async throws -> some IntentResult { .result() }
}

struct ConditionsWidgetIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent, DeprecatedAppIntent {
    static var intentClassName: String { "TrailConditionsIntent" }
    static let title: LocalizedStringResource = "Conditions"

    @Parameter(title: "Units")
    var units: UnitsAppEnum

    static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .equalTo, .systemSmall) {
            Summary("Conditions")
        } otherwise: {
            Summary("Conditions in \(\.$units)")
        }
    }
}

// struct CommentIntent: AppIntent {}
let text = "struct StringIntent: AppIntent {}"
