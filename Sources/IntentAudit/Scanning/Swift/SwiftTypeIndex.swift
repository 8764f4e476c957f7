/// All the types of the scanned Swift files, merged by name across files and extensions, with the
/// typealiases, string constants and function return types needed to resolve names.
struct SwiftTypeIndex {
    /// One type: its declaration (when in the tree) and its extensions, in path/line order.
    struct TypeGroup {
        var name: String
        var parts: [TypeFacts]

        /// The declaration itself, when the tree has it.
        var declaration: TypeFacts? { parts.first { $0.declarationKind != "extension" } }
        var functions: [FunctionFacts] { parts.flatMap(\.functions) }
        var properties: [PropertyFacts] { parts.flatMap(\.properties) }

        /// Where to point at the type: its declaration, else the first part that satisfies `where`.
        func anchor(where predicate: (TypeFacts) -> Bool = { _ in true }) -> TypeFacts {
            declaration ?? parts.first(where: predicate) ?? parts[0]
        }
    }

    private(set) var groups: [String: TypeGroup] = [:]
    private var aliases = UniqueTable()
    private var constants = UniqueTable()
    private var returnTypes = UniqueTable()

    init(_ files: [SwiftFileFacts]) {
        for file in files {
            for (name, target) in file.typealiases { aliases.set(name, target) }
            for type in file.types {
                groups[type.name, default: TypeGroup(name: type.name, parts: [])].parts.append(type)
                let shortName = TypeText.lastComponent(type.name)
                let names = shortName == type.name ? [type.name] : [type.name, shortName]
                for name in names { index(type, as: name) }
            }
            for property in file.globals.properties {
                if let value = property.stringValue { constants.set(property.name, value) }
            }
            for function in file.globals.functions {
                if let type = function.returnType { returnTypes.set(function.name, type) }
            }
        }
        for key in groups.keys { groups[key]?.parts.sort { $0.location < $1.location } }
    }

    private mutating func index(_ type: TypeFacts, as name: String) {
        for (alias, target) in type.typealiases { aliases.set(name + "." + alias, target) }
        for property in type.properties {
            if let value = property.stringValue { constants.set(name + "." + property.name, value) }
        }
        let stringEnum = type.declarationKind == "enum" && type.inherited.first == "String"
        for enumCase in type.enumCases {
            if let raw = enumCase.rawString ?? (stringEnum ? enumCase.name : nil) {
                constants.set(name + "." + enumCase.name + ".rawValue", raw)
            }
        }
        for function in type.functions {
            if let returnType = function.returnType { returnTypes.set(name + "." + function.name, returnType) }
        }
    }

    /// The type a name stands for after following typealiases (the type's own first, then the
    /// file-level ones), module prefix and optionality dropped. A composition stays as written.
    func resolve(_ written: String, in type: String? = nil) -> String {
        var name = TypeText.nominal(written) ?? written
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            let target = type.flatMap { aliases.lookup($0 + "." + name) } ?? aliases.lookup(name)
            guard let target else { break }
            if target.contains("&") { return target }
            name = TypeText.nominal(target) ?? target
        }
        return name
    }

    /// Protocols and classes a type adopts, typealiases followed and compositions split.
    func conformances(of group: TypeGroup) -> [String] {
        var result: [String] = []
        for part in group.parts {
            for inherited in part.inherited {
                let resolved = resolve(inherited, in: group.name)
                for name in resolved.split(separator: "&").map({ TypeText.lastComponent(TypeText.oneLine(String($0))) })
                where !result.contains(name) {
                    result.append(name)
                }
            }
        }
        return result
    }

    /// The string a constant expression stands for (`Self.kind`, `kind`, `WidgetKinds.steps`,
    /// `Kind.steps.rawValue`), looked up in `type` first; nil when unknown or ambiguous.
    func constant(_ expression: String, in type: String?) -> String? {
        var parts = expression.split(separator: ".").map(String.init)
        let rawValue = parts.last == "rawValue"
        if rawValue { parts.removeLast() }
        guard let member = parts.last, !parts.isEmpty else { return nil }
        let suffix = rawValue ? ".rawValue" : ""
        let owner = parts.dropLast().last
        switch owner {
        case nil:
            if let type, let value = constants.lookup(type + "." + member + suffix) { return value }
            if let type, let value = constants.lookup(TypeText.lastComponent(type) + "." + member + suffix) { return value }
            return constants.lookup(member + suffix)
        case "Self"?, "self"?:
            guard let type else { return nil }
            return constants.lookup(type + "." + member + suffix)
                ?? constants.lookup(TypeText.lastComponent(type) + "." + member + suffix)
        case let owner?:
            // `AppConfiguration.Widget.Stats.todayKind`: the whole path first, then the innermost type.
            let path = parts.dropLast().joined(separator: ".")
            return constants.lookup(path + "." + member + suffix) ?? constants.lookup(owner + "." + member + suffix)
        }
    }

    /// The declared return type of a function in `owner` (or at file level when `owner` is nil).
    func returnType(of function: String, in owner: String?) -> String? {
        if let owner {
            return returnTypes.lookup(owner + "." + function) ?? returnTypes.lookup(TypeText.lastComponent(owner) + "." + function)
        }
        return returnTypes.lookup(function)
    }
}

/// A name → value table in which a name given two different values is ambiguous and never answers.
private struct UniqueTable {
    private var values: [String: String] = [:]
    private var ambiguous: Set<String> = []

    mutating func set(_ key: String, _ value: String) {
        if let existing = values[key], existing != value { ambiguous.insert(key) }
        values[key] = value
    }

    func lookup(_ key: String) -> String? {
        ambiguous.contains(key) ? nil : values[key]
    }
}
