/// The names Xcode generates from a definition file: class names (format doc §10) and the Swift
/// type of each parameter or property (§9).
package enum GeneratedNames {
    /// An intent's class name and where it came from: `explicit` (`INIntentClassName`),
    /// `prefix` (`INIntentClassPrefix`), `project-prefix` (the project's `CLASSPREFIX`) or `name`.
    package static func intentClass(
        _ intent: PropertyListValue, name: String, projectPrefix: String?
    )
        -> (className: String, source: String, prefix: String?)
    {
        if let explicit = intent["INIntentClassName"]?.string, !explicit.isEmpty {
            return (explicit, "explicit", intent["INIntentClassPrefix"]?.string)
        }
        if let prefix = intent["INIntentClassPrefix"]?.string {
            return (prefix + name + "Intent", "prefix", prefix)
        }
        if let prefix = projectPrefix, !prefix.isEmpty {
            return (prefix + name + "Intent", "project-prefix", prefix)
        }
        return (name + "Intent", "name", nil)
    }

    /// `INTypeClassName`, else `INTypeClassPrefix` + `INTypeName` (§10.3: Xcode stores a type's
    /// prefix in the type itself, so no other prefix applies).
    package static func typeClass(_ type: PropertyListValue) -> String {
        if let explicit = type["INTypeClassName"]?.string, !explicit.isEmpty { return explicit }
        return (type["INTypeClassPrefix"]?.string ?? "") + (type["INTypeName"]?.string ?? "")
    }

    /// `INEnumClassName`, else prefix + `INEnumName` (§10.4). Enums store no prefix of their own in
    /// the files seen, so the project's `CLASSPREFIX` applies, else the one the file's intents share.
    package static func enumClass(_ item: PropertyListValue, prefixes: ClassPrefixes) -> String {
        if let explicit = item["INEnumClassName"]?.string, !explicit.isEmpty { return explicit }
        let prefix = prefixes.prefix(own: item["INEnumClassPrefix"]?.string) ?? ""
        return prefix + (item["INEnumName"]?.string ?? "")
    }

    /// The namespace that names an Intents-framework type.
    package static let systemNamespace = "System"

    /// Plist type string → the Swift type of a single value (wrapped in `Optional` by Xcode).
    package static let scalarTypes: [String: String] = [
        "String": "String",
        "Boolean": "NSNumber",
        "Integer": "NSNumber",
        "Decimal": "NSNumber",
        "Duration": "NSNumber",
        "DateComponents": "DateComponents",
        "Placemark": "CLPlacemark",
        "URL": "URL",
        "Person": "INPerson",
        "File": "INFile",
        "CurrencyAmount": "INCurrencyAmount",
        "PaymentMethod": "INPaymentMethod",
        "SpeakableString": "INSpeakableString",
        "Distance": "Measurement<UnitLength>",
        "Mass": "Measurement<UnitMass>",
        "Volume": "Measurement<UnitVolume>",
        "Temperature": "Measurement<UnitTemperature>",
        "Speed": "Measurement<UnitSpeed>",
        "Energy": "Measurement<UnitEnergy>",
    ]

    /// What a parameter, response parameter or type property declares about its type.
    package struct TypeReference {
        package var type: String
        package var objectType: String?
        package var objectNamespace: String?
        package var enumType: String?
        package var enumNamespace: String?
        package var isArray: Bool

        /// The reference a definition writes with one key prefix: `INIntentParameter`,
        /// `INTypeProperty` or `INIntentResponseParameter` + `Type`, `ObjectType`,
        /// `ObjectTypeNamespace`, `EnumType`, `EnumTypeNamespace`, `SupportsMultipleValues`.
        package init(_ dict: PropertyListValue, keyPrefix prefix: String) {
            type = dict[prefix + "Type"]?.string ?? ""
            objectType = dict[prefix + "ObjectType"]?.string
            objectNamespace = dict[prefix + "ObjectTypeNamespace"]?.string
            enumType = dict[prefix + "EnumType"]?.string
            enumNamespace = dict[prefix + "EnumTypeNamespace"]?.string
            isArray = dict[prefix + "SupportsMultipleValues"].flag
        }
    }

    /// The generated Swift type, and a problem to report when the type cannot be known exactly
    /// (an unknown type string, an unresolved custom type or enum: recorded verbatim).
    package static func swiftType(
        _ ref: TypeReference, reading: DefinitionReading
    ) -> (swiftType: String, problem: String?) {
        let base: String
        var optional = true
        var problem: String?
        if let enumType = ref.enumType, !enumType.isEmpty {
            optional = false
            if ref.enumNamespace == systemNamespace {
                base = "IN" + enumType
            } else if let found = reading.directory.className(
                enumType, namespace: ref.enumNamespace, enums: true, from: reading)
            {
                base = found
            } else {
                base = enumType
                problem = "enum '\(enumType)'\(describe(ref.enumNamespace)) is not declared in any definition file"
            }
        } else if ref.type == "Object" {
            if let objectType = ref.objectType, !objectType.isEmpty {
                if ref.objectNamespace == systemNamespace {
                    base = "IN" + objectType
                } else if let found = reading.directory.className(
                    objectType, namespace: ref.objectNamespace, enums: false, from: reading)
                {
                    base = found
                } else {
                    base = objectType
                    problem =
                        "custom type '\(objectType)'\(describe(ref.objectNamespace)) is not declared in any definition file"
                }
            } else {
                base = "Object"
                problem = "type 'Object' without an object type"
            }
        } else if let scalar = scalarTypes[ref.type] {
            base = scalar
        } else {
            return (ref.type, "unknown parameter type '\(ref.type)'; recorded as written")
        }
        if ref.isArray { return ("[\(base)]?", problem) }
        return (optional ? base + "?" : base, problem)
    }

    private static func describe(_ namespace: String?) -> String {
        namespace.map { " (namespace \($0))" } ?? ""
    }
}
