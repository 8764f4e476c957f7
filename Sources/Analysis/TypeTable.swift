import Foundation
import Model

/// The parameter type table of `sirikit-to-appintents-mapping.md` §2: which App Intents `@Parameter`
/// type keeps a saved legacy value.
package enum TypeTable {
    /// What a legacy parameter type must become.
    package enum Expected: Equatable {
        /// A fixed type name (`String`, `Bool`, `Measurement<UnitMass>`).
        case named(String)
        /// A type with the `app-enum` role, for the legacy enum.
        case appEnum(legacyEnum: String)
        /// A `TransientAppEntity` (or an `AppEntity` whose query resolves the old ids).
        case entity(legacyType: String)
        /// No App Intents type takes this value (system objects, speakable strings, unknown strings).
        case unknown
    }

    /// Plist type string → App Intents type.
    package static let named: [String: String] = [
        "String": "String", "Boolean": "Bool", "Integer": "Int", "Decimal": "Double",
        "DateComponents": "DateComponents", "Placemark": "CLPlacemark", "URL": "URL",
        "Person": "IntentPerson", "File": "IntentFile", "CurrencyAmount": "IntentCurrencyAmount",
        "PaymentMethod": "IntentPaymentMethod",
        "Distance": "Measurement<UnitLength>", "Length": "Measurement<UnitLength>",
        "Mass": "Measurement<UnitMass>", "Volume": "Measurement<UnitVolume>",
        "Temperature": "Measurement<UnitTemperature>", "Speed": "Measurement<UnitSpeed>",
        "Energy": "Measurement<UnitEnergy>", "Duration": "Measurement<UnitDuration>",
    ]

    package static func expected(for parameter: IntentParameter) -> Expected {
        if let enumType = parameter.enumType {
            return parameter.enumTypeNamespace == "System" ? .unknown : .appEnum(legacyEnum: enumType)
        }
        if parameter.type == "Object" {
            guard let object = parameter.objectType, parameter.objectTypeNamespace != "System" else { return .unknown }
            return .entity(legacyType: object)
        }
        return named[parameter.type].map(Expected.named) ?? .unknown
    }

    /// The legacy type in words (`Integer`, `enum Difficulty`, `Object IntentTrail`, `[String]`).
    package static func legacyDescription(_ parameter: IntentParameter) -> String {
        let single: String
        if let enumType = parameter.enumType {
            single = "enum \(enumType)"
        } else if let object = parameter.objectType {
            single = object
        } else {
            single = parameter.type
        }
        return parameter.isArray ? "[\(single)]" : single
    }

    /// A written Swift type reduced to compare: no spaces, no optional marks, no array brackets,
    /// no module qualifier (`Foundation.URL` → `URL`), `Array<T>` → `T`.
    package static func elementType(_ written: String) -> String {
        var type = written.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        if type.hasPrefix("[") && type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<") && type.hasSuffix(">") { type = String(type.dropFirst(6).dropLast()) }
        while type.hasSuffix("?") { type.removeLast() }
        if !type.contains("<"), let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
        for module in ["Foundation.", "AppIntents.", "CoreLocation."] {
            type = type.replacingOccurrences(of: module, with: "")
        }
        return type
    }

    /// Whether a written type is an array.
    package static func isArrayType(_ written: String) -> Bool {
        let type = written.filter { !$0.isWhitespace }
        return type.hasPrefix("[") || type.hasPrefix("Array<") || type.hasPrefix("Optional<[")
    }
}
