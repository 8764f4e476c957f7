import Analysis
import Model

/// The way back from a widget's App Intent to its legacy intent: until the app's provider is ported,
/// the generated `AppIntentTimelineProvider` hands the legacy provider a legacy intent with every
/// parameter the user configured, each mapped back to the type Xcode generates (format doc §9).
struct LegacyBridge {
    var plan: IntentPlan
    var types: TypeMapping

    /// `intent.<name> = …` for each parameter, or a TODO comment when no conversion exists.
    func assignments() -> [(line: String, isComment: Bool)] {
        plan.parameters.map { parameter in
            let legacy = parameter.legacy
            let name = SwiftWriter.identifier(legacy.name)
            let value = "configuration.\(name)"
            let optional = parameter.defaultLiteral == nil
            if let expression = convert(legacy, value: value, optional: optional) {
                return ("intent.\(name) = \(expression)", false)
            }
            return (
                "TODO: `\(SwiftWriter.commentText(legacy.name))` (\(TypeTable.legacyDescription(legacy))): "
                    + "no conversion back to the legacy type; set it from `\(value)`.", true
            )
        }
    }

    /// The enums whose conversion (`legacyValue(_:)`) the assignments call: (AppEnum type, legacy enum).
    func enumsUsed() -> [(appEnum: String, item: IntentEnum)] {
        var seen: Set<String> = []
        return plan.parameters.compactMap { parameter in
            guard let enumType = parameter.legacy.enumType,
                let item = plan.file.enums.first(where: { $0.name == enumType }),
                let name = types.enumNames[enumType], seen.insert(enumType).inserted
            else { return nil }
            return (name, item)
        }
    }

    /// The legacy value of one parameter, nil when there is no conversion.
    private func convert(_ legacy: IntentParameter, value: String, optional: Bool) -> String? {
        guard let element = element(legacy) else { return nil }
        if legacy.isArray {
            guard let each = element else { return value }
            return "\(value)\(optional ? "?" : "").map { \(each("$0")) }"
        }
        guard let each = element else { return value }
        // An enum converts an optional value itself (nil → the legacy `unknown`).
        if legacy.enumType != nil || !optional { return each(value) }
        return "\(value).map { \(each("$0")) }"
    }

    /// How one value converts: nil when it cannot, `.some(nil)` when the types are the same.
    private func element(_ legacy: IntentParameter) -> ((String) -> String)?? {
        if let enumType = legacy.enumType {
            guard enumsUsed().contains(where: { $0.item.name == enumType }) else { return nil }
            return .some { "legacyValue(\($0))" }
        }
        if legacy.type == "Object" {
            guard let object = legacy.objectType, let type = plan.file.types.first(where: { $0.name == object }),
                types.entityNames[object] != nil
            else { return nil }
            // A generated entity keeps the legacy display string; an existing one is only known by its id.
            let generated = types.entitiesToWrite.contains(object)
            return .some { value in
                "\(type.className)(identifier: \"\\(\(value).id)\", display: "
                    + (generated ? "\(value).displayString)" : "\"\\(\(value).id)\")")
            }
        }
        switch legacy.type {
        case "Boolean", "Integer", "Decimal": return .some { "NSNumber(value: \($0))" }
        case "String", "URL", "DateComponents", "Placemark", "Distance", "Mass", "Volume", "Temperature", "Speed",
            "Energy":
            return .some(nil)
        default: return nil
        }
    }
}
