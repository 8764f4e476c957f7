import Model

/// Predicts, per parameter, whether a saved legacy value reaches the counterpart
/// (`sirikit-to-appintents-mapping.md` §1.1 step 6–8): the system matches on name, then on type.
package struct ParameterMatcher {
    /// Every App Intents declaration by type name (entities and enums are looked up here).
    package var declarations: [String: AppIntentDeclaration] {
        didSet { lookup = DeclarationLookup(declarations) }
    }
    private var lookup: DeclarationLookup

    /// Types the tree declares; nil when unknown (every type is then taken to be in the tree).
    package var declaredTypes: Set<String>?

    package init(declarations: [String: AppIntentDeclaration], declaredTypes: Set<String>? = nil) {
        self.declarations = declarations
        self.declaredTypes = declaredTypes
        lookup = DeclarationLookup(declarations)
    }

    /// Whether the tree cannot say what `element` adopts: no App Intents declaration, no declaration
    /// at all in the scanned files, and no Swift or framework type the mapping table knows.
    private func cannotTell(_ element: String) -> Bool {
        guard let declaredTypes, !declaredTypes.contains(element), !element.contains("<") else { return false }
        let last = element.split(separator: ".").last.map(String.init) ?? element
        return !declaredTypes.contains(last) && !Self.knownTypes.contains(last)
    }

    /// Types whose conformances are known without the tree: the mapping table's and the standard library's.
    private static let knownTypes: Set<String> = Set(TypeTable.named.values).union([
        "Int", "Double", "Float", "Bool", "String", "Date", "URL", "Data", "UUID", "Decimal", "Character",
        "DateComponents", "CLPlacemark", "IntentFile", "IntentPerson",
    ])

    private func cannotTellMatch(_ match: ParameterMatch, _ element: String, _ legacy: String) -> ParameterMatch {
        var match = match
        match.verdict = .unknownType
        match.cannotTell = true
        match.reason =
            "cannot tell: \(element) is not declared in this tree (another module?), so whether it is an "
            + "App Intents type that takes a saved \(legacy) value is unknown"
        return match
    }

    /// The declaration a parameter type names, nested types of the counterpart included.
    package func declaration(_ element: String, in owner: AppIntentDeclaration) -> AppIntentDeclaration? {
        lookup.find(element, in: owner.name)
    }

    package func match(
        definition: IntentDefinition, file: DefinitionFile?, counterpart: AppIntentDeclaration
    ) -> [ParameterMatch] {
        var remaining = counterpart.parameters
        var matches: [ParameterMatch] = []
        var missing: [IntentParameter] = []
        for parameter in definition.parameters {
            if let index = remaining.firstIndex(where: { $0.name == parameter.name }) {
                matches.append(compare(parameter, remaining.remove(at: index), file: file, in: counterpart))
            } else {
                missing.append(parameter)
            }
        }
        for parameter in missing {
            if let index = renameCandidate(for: parameter, among: remaining, missing: missing) {
                let new = remaining.remove(at: index)
                var match = compare(parameter, new, file: file, in: counterpart)
                match.verdict = .lost
                match.problem = .renamed
                match.reason =
                    "renamed to `\(new.name)` in \(counterpart.name): the system matches parameters by name, "
                    + "so the saved `\(parameter.name)` is dropped"
                matches.append(match)
            } else {
                matches.append(
                    ParameterMatch(
                        legacy: parameter, new: nil, verdict: .lost, problem: .missing,
                        legacyType: TypeTable.legacyDescription(parameter), expectedType: expectedName(parameter),
                        reason:
                            "\(counterpart.name) has no parameter named `\(parameter.name)`: the saved value is dropped"
                    ))
            }
        }
        for new in remaining {
            matches.append(
                ParameterMatch(
                    legacy: nil, new: new, verdict: .added,
                    reason: new.defaultValue != nil
                        ? "new in \(counterpart.name); existing configurations get the default \(new.defaultValue!)"
                        : "new in \(counterpart.name); existing configurations start without a value"))
        }
        return matches
    }

    /// A counterpart parameter that is probably the legacy one renamed: same name ignoring case, one
    /// name the prefix of the other (`cameraID` → `camera`), names two edits apart (`showElevation` →
    /// `showsElevation`), or the only added parameter of the type
    /// that would have kept the value when this is the only missing parameter of that type
    /// (`text: String` → `prompt: String`).
    private func renameCandidate(
        for parameter: IntentParameter, among added: [AppIntentParameter],
        missing: [IntentParameter]
    ) -> Int? {
        let name = parameter.name.lowercased()
        if let index = added.firstIndex(where: {
            let other = $0.name.lowercased()
            return other == name
                || (min(other.count, name.count) >= 3 && (other.hasPrefix(name) || name.hasPrefix(other)))
                || (min(other.count, name.count) >= 6 && NameConvention.editDistance(other, name, limit: 2) <= 2)
        }) {
            return index
        }
        guard case .named(let type) = TypeTable.expected(for: parameter),
            missing.filter({ TypeTable.expected(for: $0) == .named(type) }).count == 1
        else { return nil }
        let sameType = added.indices.filter { TypeTable.elementType(added[$0].type) == type }
        return sameType.count == 1 ? sameType[0] : nil
    }

    private func expectedName(_ parameter: IntentParameter) -> String? {
        switch TypeTable.expected(for: parameter) {
        case .named(let type): parameter.isArray ? "[\(type)]" : type
        case .appEnum: "an AppEnum"
        case .entity: "a TransientAppEntity"
        case .unknown: nil
        }
    }

    private func compare(
        _ parameter: IntentParameter, _ new: AppIntentParameter, file: DefinitionFile?,
        in counterpart: AppIntentDeclaration
    ) -> ParameterMatch {
        var match = ParameterMatch(
            legacy: parameter, new: new, verdict: .survives,
            legacyType: TypeTable.legacyDescription(parameter),
            expectedType: expectedName(parameter), reason: "same name and a matching type")
        let element = TypeTable.elementType(new.type)
        let newIsArray = new.isArray || TypeTable.isArrayType(new.type)
        func lose(_ problem: ParameterMatch.Problem, _ reason: String) -> ParameterMatch {
            match.verdict = .lost
            match.problem = problem
            match.reason = reason
            return match
        }
        if parameter.isArray != newIsArray {
            return lose(
                .arrayMismatch,
                parameter.isArray
                    ? "the legacy parameter holds several values but `\(new.name)` is a single \(element): the saved list is dropped"
                    : "the legacy parameter holds one value but `\(new.name)` is an array: the saved value is dropped")
        }
        switch TypeTable.expected(for: parameter) {
        case .named(let type):
            if element != type {
                return lose(
                    .typeDiffers,
                    "a saved \(parameter.type) value carries over only to a \(type) parameter, "
                        + "and \(element) is not \(type): the saved value is dropped")
            }
        case .appEnum(let legacyEnum):
            guard let declaration = declaration(element, in: counterpart), declaration.roles.contains("app-enum") else {
                if declaration(element, in: counterpart) == nil && cannotTell(element) {
                    return cannotTellMatch(match, element, "enum \(legacyEnum)")
                }
                return lose(
                    .typeDiffers, "enum \(legacyEnum) must become a type conforming to AppEnum; \(element) is not one")
            }
            match.typeDeclaration = declaration
            let legacyCases = enumCases(legacyEnum, in: file)
            match.missingEnumCases = legacyCases.filter { !declaration.cases.contains($0) }
            if !match.missingEnumCases.isEmpty {
                match.reason =
                    "\(element) is an AppEnum but lacks the legacy case(s) "
                    + match.missingEnumCases.joined(separator: ", ") + ": widgets set to those fall back to no value"
            } else {
                match.reason = "enum \(legacyEnum) → AppEnum \(element) with the same case names"
            }
        case .entity(let legacyType):
            guard let declaration = declaration(element, in: counterpart) else {
                if cannotTell(element) { return cannotTellMatch(match, element, legacyType) }
                return lose(
                    .typeDiffers,
                    "custom type \(legacyType) must become a TransientAppEntity or AppEntity; \(element) is neither")
            }
            match.typeDeclaration = declaration
            if declaration.roles.contains("transient-app-entity") {
                match.reason = "custom type \(legacyType) → TransientAppEntity \(element)"
            } else if declaration.roles.contains("app-entity") {
                match.verdict = .survivesIfQueryResolvesIDs
                match.reason =
                    "custom type \(legacyType) → AppEntity \(element): the value comes back only if "
                    + "\(declaration.queryType ?? "its EntityQuery")'s entities(for:) resolves the legacy identifier strings"
                    + (declaration.idType.map { $0 == "String" ? "" : " (its id type is \($0), not String)" } ?? "")
            } else {
                return lose(
                    .typeDiffers,
                    "custom type \(legacyType) must become a TransientAppEntity or AppEntity; \(element) is neither")
            }
        case .unknown:
            match.verdict = .unknownType
            match.reason =
                "no App Intents type is known to take a saved \(TypeTable.legacyDescription(parameter)) value"
        }
        return match
    }

    /// The legacy enum's case names without `unknown`, found by `INEnumName` or class name.
    private func enumCases(_ name: String, in file: DefinitionFile?) -> [String] {
        guard let found = file?.enums.first(where: { $0.name == name || $0.className == name }) else { return [] }
        return found.cases.map(\.name).filter { $0 != "unknown" }
    }
}
