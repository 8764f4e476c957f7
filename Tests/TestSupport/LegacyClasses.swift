import Model

/// The Swift that Xcode generates from intent definitions, written from the audit's model: one
/// `INIntent` subclass per intent (its parameters with their generated types), one `Int` enum per enum
/// (`unknown` = 0 first), one `INObject` subclass per custom type. Stored properties stand in for
/// `@NSManaged`, so the type-check sees the names and types the generated drafts assign.
package enum LegacyClasses {
    package static func swift(_ files: [DefinitionFile]) -> String {
        var text = "import CoreLocation\nimport Foundation\nimport Intents\n"
        var seen: Set<String> = []
        for file in files {
            for item in file.enums where seen.insert(item.className).inserted {
                text += "\npublic enum \(item.className): Int {\n"
                if !item.cases.contains(where: { $0.rawValue == 0 }) { text += "    case unknown = 0\n" }
                for value in item.cases { text += "    case \(identifier(value.name)) = \(value.rawValue)\n" }
                text += "}\n"
            }
            for type in file.types where seen.insert(type.className).inserted {
                text += "\npublic class \(type.className): INObject {\n"
                for property in type.properties {
                    text +=
                        "    public var \(identifier(property.name)): \(property.swiftType)\(initial(property.swiftType))\n"
                }
                text += "}\n"
            }
            for intent in file.intents where intent.kind == "custom" && seen.insert(intent.className).inserted {
                text += "\npublic class \(intent.className): INIntent {\n"
                for parameter in intent.parameters {
                    text +=
                        "    public var \(identifier(parameter.name)): \(parameter.swiftType)\(initial(parameter.swiftType))\n"
                }
                text += "}\n"
            }
        }
        return text
    }

    /// The property's initial value: nil for an optional, `.unknown` for a (non-optional) enum.
    private static func initial(_ swiftType: String) -> String {
        swiftType.hasSuffix("?") ? " = nil" : " = .unknown"
    }

    /// The name as the draft writes it (letters, digits and `_`; a keyword in backticks).
    private static func identifier(_ name: String) -> String {
        var name = String(
            name.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        let keywords: Set<String> = [
            "public", "private", "internal", "class", "default", "case", "enum", "struct", "var", "let", "func", "in",
            "is", "as", "self", "Self", "true", "false", "nil", "import", "return", "static", "protocol", "extension",
            "operator", "init", "deinit", "subscript", "typealias", "associatedtype", "inout", "fileprivate", "open",
            "if", "else", "for", "while", "repeat", "switch", "where", "do", "catch", "throw", "throws", "try", "defer",
            "guard", "break", "continue", "fallthrough", "rethrows", "super", "Any", "Type",
        ]
        return keywords.contains(name) ? "`\(name)`" : name
    }
}
