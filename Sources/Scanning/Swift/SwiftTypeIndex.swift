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
    /// Localized string constants (`static let x = NSLocalizedString(…, value: "…")`): their text.
    private var localizedTexts = UniqueTable()
    /// The type parts under each name a member may be looked up by (`Outer.Inner`, `Inner`, and both
    /// as seen from the declaring file). Members and return types are looked up in these parts when
    /// asked: a few lookups an audit, against every member of every type if they were tabled up front.
    private var scopes: [String: [TypeFacts]] = [:]
    /// The file-level functions and properties of every file.
    private var globals: [TypeFacts] = []
    /// Intents the tree assigns to properties, by `Owner.property`, in path/line order.
    private var assigned: [String: [BuiltIntent]] = [:]
    private var conformancesByType: [String: [String]] = [:]
    /// Protocols the tree declares → what they refine, as written.
    private var protocols: [String: [String]] = [:]
    /// Names of the functions the tree declares (in types and at file level), for `AppCalls`.
    private(set) var functionNames: Set<String> = []
    /// `String` extension members by name; a name two files define differently is left out.
    private var transforms: [String: StringTransform] = [:]
    private var ambiguousTransforms: Set<String> = []

    package init(_ files: [SwiftFileFacts]) {
        for file in files {
            for type in file.types + [file.globals] {
                for function in type.functions { functionNames.insert(function.name) }
            }
            for (name, target) in file.typealiases { aliases.set(name, target) }
            for transform in file.stringTransforms { addTransform(transform) }
            for (name, refined) in file.protocols { protocols[name, default: []] += refined }
            for type in file.types {
                groups[type.name, default: TypeGroup(name: type.name, parts: [])].parts.append(type)
                let shortName = TypeText.lastComponent(type.name)
                let names = shortName == type.name ? [type.name] : [type.name, shortName]
                // Also under the file's own key: a `private enum Constants` in each of several files
                // would otherwise make every `Constants.kind` ambiguous.
                let constants = Self.constants(of: type)
                for name in names {
                    index(type, constants: constants, as: name)
                    index(type, constants: constants, as: Self.fileKey(file.path, name))
                }
            }
            globals.append(file.globals)
            for property in file.globals.properties {
                for key in [property.name, Self.fileKey(file.path, property.name)] {
                    if let value = property.stringValue {
                        constants.set(key, value)
                    } else if let reference = Self.constantReference(property) {
                        constantReferences.set(key, "|" + reference)
                    }
                }
            }
            for property in file.globals.properties {
                if let text = property.localizedText { localizedTexts.set(property.name, text) }
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

    /// What a type's properties say that does not depend on the name it is filed under: each
    /// property's string value or the constant it is defined by (worked out once, filed under every name).
    private static func constants(of type: TypeFacts) -> [(name: String, value: String?, reference: String?)] {
        type.properties.compactMap { property in
            if let value = property.stringValue { return (property.name, value, nil) }
            return constantReference(property).map { (property.name, nil, type.name + "|" + $0) }
        }
    }

    private mutating func index(
        _ type: TypeFacts, constants typeConstants: [(name: String, value: String?, reference: String?)],
        as name: String
    ) {
        scopes[name, default: []].append(type)
        for (alias, target) in type.typealiases { aliases.set(name + "." + alias, target) }
        for constant in typeConstants {
            if let value = constant.value {
                constants.set(name + "." + constant.name, value)
            } else if let reference = constant.reference {
                constantReferences.set(name + "." + constant.name, reference)
            }
        }
        let stringEnum = type.declarationKind == "enum" && type.inherited.first == "String"
        for enumCase in type.enumCases {
            if let raw = enumCase.rawString ?? (stringEnum ? enumCase.name : nil) {
                constants.set(name + "." + enumCase.name + ".rawValue", raw)
            }
        }
        for property in type.properties {
            if let text = property.localizedText { localizedTexts.set(name + "." + property.name, text) }
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

    /// Whether the tree declares a protocol of this name.
    package func isProtocol(_ name: String) -> Bool { protocols[name] != nil }

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

    /// The `String` extension member of this name, nil when none or two files define it differently.
    package func transform(named name: String) -> StringTransform? {
        ambiguousTransforms.contains(name) ? nil : transforms[name]
    }

    /// Records a transform; two different bodies under one name make it unknown.
    private mutating func addTransform(_ transform: StringTransform) {
        if let existing = transforms[transform.name] {
            if existing.branches != transform.branches { ambiguousTransforms.insert(transform.name) }
            return
        }
        transforms[transform.name] = transform
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
        // By byte: letters, digits, `_` and `.`; a non-ASCII byte belongs to an identifier's letter.
        func isNamePart(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == 0x5F || byte == 0x2E || (0x30...0x39).contains(byte)
                || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        guard let written = property.initializer, let first = written.utf8.first,
            first != 0x2E, !(0x30...0x39).contains(first), written.utf8.allSatisfy(isNamePart)
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
        lookUp(name, in: owner) { part in
            part.functions.lazy.filter { $0.name == name }.map {
                MemberBuild(intents: $0.builtIntents, location: $0.location)
            }
                + part.properties.lazy.filter { $0.name == name }.map {
                    MemberBuild(intents: $0.builtIntents, location: $0.location)
                }
        }
    }

    /// The declared return type of a function in `owner` (or at file level when `owner` is nil).
    package func returnType(of function: String, in owner: String?) -> String? {
        lookUp(function, in: owner) { part in
            part.functions.lazy.filter { $0.name == function }.compactMap(\.returnType)
                + part.properties.lazy.filter { $0.name == function }.compactMap {
                    $0.typeAnnotation ?? $0.initializerType
                }
        }
    }

    /// What the parts filed under `owner` (its full name first, then its last component), or the
    /// file-level parts, say of a member: the one answer they all give, nil when none or when two differ.
    private func lookUp<Value: Equatable>(
        _ name: String, in owner: String?, _ answers: (TypeFacts) -> [Value]
    ) -> Value? {
        guard let owner else { return Self.unique(globals.flatMap(answers)) }
        if let answer = Self.unique((scopes[owner] ?? []).flatMap(answers)) { return answer }
        let last = TypeText.lastComponent(owner)
        return last == owner ? nil : Self.unique((scopes[last] ?? []).flatMap(answers))
    }

    /// The value when every answer is the same; nil when there is none or two differ (ambiguous).
    private static func unique<Value: Equatable>(_ answers: [Value]) -> Value? {
        guard let first = answers.first, answers.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}

/// What a member is and builds, for following helpers across files.
package struct MemberBuild: Sendable, Equatable, Codable {
    /// For a member declared `INIntent`, `INInteraction` or `INShortcut`: the intents its body returns.
    package var intents: [BuiltIntent]
    package var location: SourceLocation
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
