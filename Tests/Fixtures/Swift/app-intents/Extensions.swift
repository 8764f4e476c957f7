import AppIntents

extension ShowMenuIntent: AppIntent, OpenIntent {}

enum DeliveryAppEnum: String {
    case pickup, courier
    case drone
}

extension DeliveryAppEnum: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Delivery"
}

#if os(iOS)
struct ControlIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Control"
}
#endif
