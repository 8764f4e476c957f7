/// All the types of the scanned Swift files, merged by name across files and extensions, with the
/// typealiases, string constants and function return types needed to resolve names.
package struct SwiftTypeIndex {
    /// One type: its declaration (when in the tree) and its extensions, in path/line order.
    package struct TypeGroup {
        package var name: String
        package var parts: [TypeFacts]

        /// The declaration itself, when the tree has it.
        package var declaration: TypeFacts? { parts.first { $0.declarationKind != "extension" } }
        package var functions: [FunctionFacts] { parts.flatMap(\.functions) }
        package var properties: [PropertyFacts] { parts.flatMap(\.properties) }

        /// Where to point at the type: its declaration, else the first part that satisfies `where`.
        package func anchor(where predicate: (TypeFacts) -> Bool = { _ in true }) -> TypeFacts {
            declaration ?? parts.first(where: predicate) ?? parts[0]
        }
    }

    private(set) var groups: [String: TypeGroup] = [:]
    private var aliases = UniqueTable()
    private var constants = UniqueTable()
    /// Constants defined by another constant (`let kind = WidgetKinds.habits`): key → owner + "|" + expression.
    private var constantReferences = UniqueTable()
    private var returnTypes = UniqueTable()
    /// Localized string constants (`static let x = NSLocalizedString(…, value: "…")`): their text.
    private var localizedTexts = UniqueTable()
    /// Members (functions and properties) by `Owner.name` / `name`: where they are and, for those
    /// declared with a wrapper type, the intents their bodies return.
    private var members = UniqueMap<MemberBuild>()
    /// Intents the tree assigns to properties, by `Owner.property`, in path/line order.
    private var assigned: [String: [BuiltIntent]] = [:]
    private var conformancesByType: [String: [String]] = [:]
    /// Protocols the tree declares → what they refine, as written.
    private var protocols: [String: [String]] = [:]
    /// Names of the functions the tree declares (in types and at file level), for `AppCalls`.
    private(set) var functionNames: Set<String> = []

    package init(_ files: [SwiftFileFacts]) {
        for file in files {
            for type in file.types + [file.globals] {
                for function in type.functions { functionNames.insert(function.name) }
            }
            for (name, target) in file.typealiases { aliases.set(name, target) }
            for (name, refined) in file.protocols { protocols[name, default: []] += refined }
            for type in file.types {
                groups[type.name, default: TypeGroup(name: type.name, parts: [])].parts.append(type)
                let shortName = TypeText.lastComponent(type.name)
                let names = shortName == type.name ? [type.name] : [type.name, shortName]
                // Also under the file's own key: a `private enum Constants` in each of several files
                // would otherwise make every `Constants.kind` ambiguous.
                for name in names {
                    index(type, as: name)
                    index(type, as: Self.fileKey(file.path, name))
                }
            }
            for property in file.globals.properties {
                for key in [property.name, Self.fileKey(file.path, property.name)] {
                    if let value = property.stringValue {
                        constants.set(key, value)
                    } else if let reference = Self.constantReference(property) {
                        constantReferences.set(key, "|" + reference)
                    }
                }
            }
            for function in file.globals.functions {
                if let type = function.returnType { returnTypes.set(function.name, type) }
                members.set(function.name, MemberBuild(intents: function.builtIntents, location: function.location))
            }
            for property in file.globals.properties {
                if let type = property.typeAnnotation ?? property.initializerType {
                    returnTypes.set(property.name, type)
                }
                if let text = property.localizedText { localizedTexts.set(property.name, text) }
                members.set(property.name, MemberBuild(intents: property.builtIntents, location: property.location))
            }
        }
        for file in files {
            for fact in file.assignedIntents {
                assigned[fact.owner + "." + fact.property, default: []].append(fact.intent)
            }
        }
        for key in assigned.keys { assigned[key]?.sort { $0.location < $1.location } }
        for key in groups.keys { groups[key]?.parts.sort { $0.location < $1.location } }
        for (name, group) in groups { conformancesByType[name] = computeConformances(of: group) }
    }

    private mutating func index(_ type: TypeFacts, as name: String) {
        for (alias, target) in type.typealiases { aliases.set(name + "." + alias, target) }
        for property in type.properties {
            if let value = property.stringValue {
                constants.set(name + "." + property.name, value)
            } else if let reference = Self.constantReference(property) {
                constantReferences.set(name + "." + property.name, type.name + "|" + reference)
            }
        }
        let stringEnum = type.declarationKind == "enum" && type.inherited.first == "String"
        for enumCase in type.enumCases {
            if let raw = enumCase.rawString ?? (stringEnum ? enumCase.name : nil) {
                constants.set(name + "." + enumCase.name + ".rawValue", raw)
            }
        }
        for function in type.functions {
            if let returnType = function.returnType { returnTypes.set(name + "." + function.name, returnType) }
            members.set(
                name + "." + function.name, MemberBuild(intents: function.builtIntents, location: function.location))
        }
        for property in type.properties {
            if let text = property.localizedText { localizedTexts.set(name + "." + property.name, text) }
            if let declared = property.typeAnnotation ?? property.initializerType {
                returnTypes.set(name + "." + property.name, declared)
            }
            members.set(
                name + "." + property.name, MemberBuild(intents: property.builtIntents, location: property.location))
        }
    }

    /// The type a name stands for after following typealiases (the type's own first, then the
    /// file-level ones), module prefix and optionality dropped. A composition stays as written.
    package func resolve(_ written: String, in type: String? = nil) -> String {
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

    /// Protocols and classes a type adopts, typealiases followed and compositions split
    /// (worked out once per type when the index is built; every assembly asks for them).
    package func conformances(of group: TypeGroup) -> [String] {
        conformancesByType[group.name] ?? computeConformances(of: group)
    }

    /// Extensions marked unavailable do not count; protocols the tree declares are followed to what
    /// they refine (`NotebookAppIntent` → `AppIntent`), each once.
    private func computeConformances(of group: TypeGroup) -> [String] {
        var result: [String] = []
        var pending: [String] = []
        for part in group.parts where !part.isUnavailable {
            for inherited in part.inherited { pending.append(inherited) }
        }
        var index = 0
        while index < pending.count {
            let resolved = resolve(pending[index], in: group.name)
            index += 1
            for name in resolved.split(separator: "&").map({ TypeText.lastComponent(TypeText.trimmed(String($0))) })
            where !result.contains(name) {
                result.append(name)
                if let refined = protocols[name] { pending += refined }
            }
        }
        return result
    }

    /// The string a constant expression stands for (`Self.kind`, `kind`, `WidgetKinds.steps`,
    /// `Kind.steps.rawValue`, `AppConfiguration.Widget.Stats.todayKind`), looked up in `type` first and
    /// followed through constants defined by other constants; nil when unknown or ambiguous.
    /// `file` is the path of the file the expression is written in: its own types and constants
    /// come first, as Swift's lookup has them, so file-private and nested types of the same name
    /// elsewhere do not make it ambiguous.
    package func constant(_ expression: String, in type: String?, file: String? = nil, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        for key in Self.keys(expression, in: type, file: file) {
            if let value = constants.lookup(key) { return value }
            if let (owner, reference) = reference(key) {
                return constant(reference, in: owner, file: file, depth: depth + 1)
            }
        }
        return nil
    }

    /// The last expression of a constant's chain that nothing in the files read so far defines
    /// (`WidgetKinds.habits` for `kind` when `let kind = WidgetKinds.habits`); nil when it resolves.
    /// The scanner looks for its names in the files its pre-filter skipped.
    package func unresolvedReference(_ expression: String, in type: String?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        for key in Self.keys(expression, in: type) {
            if constants.lookup(key) != nil { return nil }
            if let (owner, reference) = reference(key) {
                return unresolvedReference(reference, in: owner, depth: depth + 1)
            }
        }
        return expression
    }

    /// `let x = Other.constant` recorded under `key`: the owner type (nil at file level) and the name.
    private func reference(_ key: String) -> (String?, String)? {
        guard let reference = constantReferences.lookup(key), let bar = reference.firstIndex(of: "|") else {
            return nil
        }
        let owner = String(reference[..<bar])
        return (owner.isEmpty ? nil : owner, String(reference[reference.index(after: bar)...]))
    }

    /// The table keys an expression may stand for, most specific first.
    private static func keys(_ expression: String, in type: String?, file: String?) -> [String] {
        let plain = keys(expression, in: type)
        guard let file else { return plain }
        return plain.map { fileKey(file, $0) } + plain
    }

    /// A name as seen from inside one file (`path#Constants.kind`).
    private static func fileKey(_ file: String, _ name: String) -> String { file + "#" + name }

    private static func keys(_ expression: String, in type: String?) -> [String] {
        var parts = expression.split(separator: ".").map(String.init)
        let rawValue = parts.last == "rawValue"
        if rawValue { parts.removeLast() }
        guard let member = parts.last else { return [] }
        let name = member + (rawValue ? ".rawValue" : "")
        var keys: [String] = []
        switch parts.dropLast().last {
        case nil:
            if let type { keys += [type + "." + name, TypeText.lastComponent(type) + "." + name] }
            keys.append(name)
        case "Self"?, "self"?:
            if let type { keys += [type + "." + name, TypeText.lastComponent(type) + "." + name] }
        case let owner?:
            // A type nested in the enclosing type (or one of its parents) first, as Swift looks it
            // up (`Constants.kind` in `StepsWidget` is `StepsWidget.Constants.kind`); then the whole
            // path, then the innermost type.
            let path = parts.dropLast().joined(separator: ".")
            if let type {
                var scope = type.split(separator: ".").map(String.init)
                while !scope.isEmpty {
                    keys.append(scope.joined(separator: ".") + "." + path + "." + name)
                    scope.removeLast()
                }
            }
            keys += [path + "." + name, owner + "." + name]
        }
        return keys
    }

    /// `let kind = Other.constant` (a dotted name, no call): the name as written.
    private static func constantReference(_ property: PropertyFacts) -> String? {
        guard let written = property.initializer, let first = written.first, first.isLetter || first == "_",
            written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return written
    }

    /// The intents the tree assigns to a property of `owner` (`Owner.property = X()`).
    package func assignedIntents(_ property: String, in owner: String?) -> [BuiltIntent] {
        guard let owner else { return [] }
        return assigned[owner + "." + property] ?? assigned[TypeText.lastComponent(owner) + "." + property] ?? []
    }

    /// The text a phrase constant stands for: a string constant, or a localized string's text.
    package func phrase(_ expression: String, in type: String?) -> String? {
        if let value = constant(expression, in: type) { return value }
        for key in Self.keys(expression, in: type) {
            if let text = localizedTexts.lookup(key) { return text }
        }
        return nil
    }

    /// A member of `owner` (or at file level when `owner` is nil): where it is and what it builds.
    package func member(_ name: String, in owner: String?) -> MemberBuild? {
        if let owner {
            return members.lookup(owner + "." + name) ?? members.lookup(TypeText.lastComponent(owner) + "." + name)
        }
        return members.lookup(name)
    }

    /// The declared return type of a function in `owner` (or at file level when `owner` is nil).
    package func returnType(of function: String, in owner: String?) -> String? {
        if let owner {
            return returnTypes.lookup(owner + "." + function)
                ?? returnTypes.lookup(TypeText.lastComponent(owner) + "." + function)
        }
        return returnTypes.lookup(function)
    }
}

/// What a member is and builds, for following helpers across files.
package struct MemberBuild: Sendable, Equatable, Codable {
    /// For a member declared `INIntent`, `INInteraction` or `INShortcut`: the intents its body returns.
    package var intents: [BuiltIntent]
    package var location: SourceLocation
}

/// A name → value table in which a name given two different values is ambiguous and never answers.
private struct UniqueMap<Value: Equatable> {
    private var values: [String: Value] = [:]
    private var ambiguous: Set<String> = []

    mutating func set(_ key: String, _ value: Value) {
        if let existing = values[key], existing != value { ambiguous.insert(key) }
        values[key] = value
    }

    func lookup(_ key: String) -> Value? {
        ambiguous.contains(key) ? nil : values[key]
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
