import Analysis
import Foundation
import Model

/// The Swift side of each legacy parameter (mapping doc §2), and the names of the enum and entity
/// families: existing App Intents types are reused, missing ones are generated.
struct TypeMapping {
    /// Legacy enum name → AppEnum type; legacy custom type name → entity type.
    var enumNames: [String: String] = [:]
    var entityNames: [String: String] = [:]
    /// The families that must be generated (not already in the tree).
    var enumsToWrite: Set<String> = []
    var entitiesToWrite: Set<String> = []

    init(files: [DefinitionFile], declarations: [AppIntentDeclaration]) {
        let enumDeclarations = Set(declarations.filter { $0.roles.contains("app-enum") }.map(\.name))
        let entityDeclarations = Set(
            declarations.filter { $0.roles.contains("app-entity") || $0.roles.contains("transient-app-entity") }.map(
                \.name))
        for file in files {
            for item in file.enums where enumNames[item.name] == nil {
                let candidates = [item.name + "AppEnum", item.name + "Enum", item.name]
                if let existing = candidates.first(where: enumDeclarations.contains) {
                    enumNames[item.name] = existing
                } else {
                    enumNames[item.name] = SwiftWriter.identifier(item.name + "AppEnum")
                    enumsToWrite.insert(item.name)
                }
            }
            for type in file.types where entityNames[type.name] == nil {
                let candidates = type.entityCandidateNames
                if let existing = candidates.first(where: entityDeclarations.contains) {
                    entityNames[type.name] = existing
                } else {
                    let root =
                        type.name.hasPrefix("Intent") && type.name.count > 6
                        ? String(type.name.dropFirst(6)) : type.name
                    entityNames[type.name] = SwiftWriter.identifier(root + "Entity")
                    entitiesToWrite.insert(type.name)
                }
            }
        }
    }

    /// The element type of the `@Parameter`, nil when App Intents has no type that takes the saved value.
    func elementType(_ parameter: IntentParameter) -> String? {
        switch TypeTable.expected(for: parameter) {
        case .named(let name): name
        case .appEnum(let legacy): enumNames[legacy]
        case .entity(let legacy): entityNames[legacy]
        case .unknown: nil
        }
    }

    /// The `default:` literal for the legacy default, nil when there is none or it cannot be told.
    func defaultLiteral(_ parameter: IntentParameter, enums: [IntentEnum]) -> String? {
        guard let value = parameter.defaultValue?.trimmingCharacters(in: .whitespaces), !value.isEmpty,
            !parameter.isArray
        else { return nil }
        if let enumType = parameter.enumType {
            guard let item = enums.first(where: { $0.name == enumType }) else { return nil }
            let match = item.cases.first { $0.name == value || String($0.rawValue) == value }
            // The generated AppEnum drops the legacy `unknown` (0): no default, the parameter is optional.
            if let match, match.name == "unknown" && match.rawValue == 0 { return nil }
            return match.map { "." + SwiftWriter.identifier($0.name) }
        }
        switch parameter.type {
        case "Boolean":
            if ["1", "true", "yes"].contains(value.lowercased()) { return "true" }
            if ["0", "false", "no"].contains(value.lowercased()) { return "false" }
            return nil
        case "Integer": return Int(value).map(String.init)
        case "Decimal": return Double(value).map { String($0) }
        case "String": return SwiftWriter.literal(value)
        default: return nil
        }
    }
}
