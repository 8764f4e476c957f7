import Model

/// The state of reading one definition file: where it is, what other files declare, and what
/// the reading found besides the model (diagnostics, unrecognised keys).
package struct DefinitionReading {
    package let path: String
    /// `INIntentDefinitionNamespace` of this file (nil in model 1.0 files).
    package let namespace: String?
    package let directory: TypeDirectory
    package let classPrefixes: ClassPrefixes
    package var diagnostics: [Diagnostic] = []
    package var unknownKeys: Set<String> = []

    package func location(_ line: Int) -> SourceLocation {
        SourceLocation(path: path, line: line)
    }

    package mutating func diagnose(_ line: Int, _ message: String) {
        diagnostics.append(Diagnostic(location(line), message))
    }

    /// Records the keys of `dict` that are not in `known`.
    package mutating func recordUnknownKeys(_ dict: PropertyListValue, known: Set<String>) {
        for entry in dict.entries ?? [] where !known.contains(entry.key) {
            unknownKeys.insert(entry.key)
        }
    }

    /// The dictionaries of the array under `key`; a non-array or a non-dictionary element is a diagnostic.
    package mutating func dictionaries(_ key: String, in dict: PropertyListValue) -> [PropertyListValue] {
        guard let entry = dict.entry(key) else { return [] }
        guard let items = entry.value.array else {
            diagnose(entry.keyLine, "\(key) should be an array, found \(entry.value.kindDescription)")
            return []
        }
        return items.filter { item in
            if item.entries != nil { return true }
            diagnose(item.line, "an entry of \(key) should be a dictionary, found \(item.kindDescription)")
            return false
        }
    }

    /// The line to report for a dictionary: its name key's line when present, else the dictionary's.
    package static func line(of dict: PropertyListValue, nameKey: String) -> Int {
        if let entry = dict.entry(nameKey), entry.keyLine > 0 { return entry.keyLine }
        return dict.line
    }
}

/// The class prefixes that apply when a file does not name a class explicitly (format doc §10).
package struct ClassPrefixes: Sendable {
    /// `CLASSPREFIX` from project.pbxproj.
    package var project: String?
    /// The `INIntentClassPrefix` the file's custom intents share, if they all share one.
    package var file: String?

    /// For enums: their own prefix key, else the project prefix, else the file's intents' prefix.
    package func prefix(own: String?) -> String? {
        if let own { return own }
        if let project, !project.isEmpty { return project }
        return file
    }

    /// The prefix shared by every custom intent of a file that sets one.
    package static func shared(by intents: [PropertyListValue]) -> String? {
        let prefixes = Set(
            intents.filter { $0["INIntentType"]?.string != "System" }
                .compactMap { $0["INIntentClassPrefix"]?.string })
        return prefixes.count == 1 ? prefixes.first : nil
    }
}

/// Where a custom type or enum is declared, to resolve `…ObjectType` / `…EnumType` across files.
package struct TypeDirectory: Sendable {
    /// namespace → type name → generated class name.
    package var types: [String: [String: String]] = [:]
    package var enums: [String: [String: String]] = [:]
    /// Files without a namespace (model 1.0) are keyed by path.
    package static func key(namespace: String?, path: String) -> String { namespace ?? "path:" + path }

    /// The class for a referenced custom type or enum: the same file first, then the namespace named.
    package func className(
        _ name: String, namespace: String?, enums isEnum: Bool, from reading: DefinitionReading
    ) -> String? {
        let table = isEnum ? enums : types
        let own = TypeDirectory.key(namespace: reading.namespace, path: reading.path)
        if namespace == nil || namespace == reading.namespace, let found = table[own]?[name] { return found }
        if let namespace, let found = table[namespace]?[name] { return found }
        return nil
    }

    /// Adds the types and enums one parsed file declares.
    package mutating func add(_ root: PropertyListValue, path: String, prefixes: ClassPrefixes) {
        let key = TypeDirectory.key(namespace: root["INIntentDefinitionNamespace"]?.string, path: path)
        for type in root["INTypes"]?.array ?? [] {
            guard let name = type["INTypeName"]?.string else { continue }
            types[key, default: [:]][name] = GeneratedNames.typeClass(type)
        }
        for item in root["INEnums"]?.array ?? [] {
            guard let name = item["INEnumName"]?.string else { continue }
            enums[key, default: [:]][name] = GeneratedNames.enumClass(item, prefixes: prefixes)
        }
    }
}
