import Model

/// Builds `AppIntentDeclaration`s: every type adopting an App Intents protocol, directly or in an
/// extension, with its parameters, summary, cases, query and shortcut facts.
package enum AppIntentAssembly {
    /// Intent protocols: each also makes the type an `app-intent`.
    package static let intentProtocols: Set<String> = [
        "AppIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "ForegroundContinuableIntent", "OpenIntent",
        "ProgressReportingIntent", "LiveActivityIntent", "SetValueIntent", "URLRepresentableIntent",
        "DeprecatedAppIntent", "ControlConfigurationIntent", "WidgetConfigurationIntent",
        "CustomIntentMigratedAppIntent", "PredictableIntent", "SystemIntent", "ShowInAppSearchResultsIntent",
        "SnippetIntent", "AudioStartingIntent", "CameraCaptureIntent",
        // Apple's other refinements of AppIntent (the App intent types page and SystemIntent's heirs).
        "SetFocusFilterIntent", "DeleteIntent", "PlayVideoIntent", "UndoableIntent", "PushToTalkTransmissionIntent",
        "StartWorkoutIntent", "PauseWorkoutIntent", "ResumeWorkoutIntent", "StartDiveIntent",
    ]
    /// Entity protocols: each also makes the type an `app-entity`.
    package static let entityProtocols: Set<String> = [
        "AppEntity", "TransientAppEntity", "IndexedEntity", "URLRepresentableEntity",
    ]
    /// Query protocols: each also makes the type an `entity-query`.
    package static let queryProtocols: Set<String> = [
        "EntityQuery", "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery",
    ]
    package static let otherProtocols: Set<String> = [
        "AppEnum", "DynamicOptionsProvider", "AppShortcutsProvider", "AppIntentsPackage",
        // The `@main` type of an App Intents extension: evidence of the extension's kind.
        "AppIntentsExtension",
    ]
    /// Roles whose name is not the protocol's name in kebab case.
    package static let roleNames: [String: String] = ["CustomIntentMigratedAppIntent": "custom-intent-migrated"]

    package static func declarations(_ index: SwiftTypeIndex) -> [AppIntentDeclaration] {
        index.groups.values.compactMap { group -> AppIntentDeclaration? in
            let known = index.conformances(of: group).filter(isAppIntentsProtocol)
            guard !known.isEmpty else { return nil }
            let anchor = group.anchor { $0.inherited.contains(where: isAppIntentsProtocol) }
            var declaration = AppIntentDeclaration(
                name: group.name, declarationKind: anchor.declarationKind, conformances: known.sorted(),
                roles: roles(known), location: anchor.location, conditions: anchor.conditions)
            fill(&declaration, from: group, index: index)
            return declaration
        }
    }

    /// A `static var supportedModes`, with the nearest `@available` around it: the member's own, the
    /// part (type or extension) that holds it, the type's. Its type, `IntentModes`, exists from the 26
    /// releases, and a property's type is checked against the deployment target. A newer protocol in
    /// an inheritance clause is not (`struct S: ControlConfigurationIntent` builds below iOS 18; Swift
    /// allows it for source compatibility and checks each use of the conformance instead), so adopting
    /// `ControlConfigurationIntent` or `WidgetConfigurationIntent` is no use of its own.
    private static func gatedUses(of group: SwiftTypeIndex.TypeGroup) -> [GatedUse] {
        let declared = group.declaration?.availability
        var uses: [GatedUse] = []
        for part in group.parts {
            for property in part.properties where property.name == "supportedModes" && property.isStatic {
                uses.append(
                    GatedUse(
                        api: "supportedModes", availability: property.availability ?? part.availability ?? declared,
                        location: property.location))
            }
        }
        return uses.sorted { $0.location < $1.location }
    }

    package static func isAppIntentsProtocol(_ name: String) -> Bool {
        intentProtocols.contains(name) || entityProtocols.contains(name) || queryProtocols.contains(name)
            || otherProtocols.contains(name)
    }

    package static func roles(_ protocols: [String]) -> [String] {
        var roles: Set<String> = []
        for name in protocols {
            roles.insert(roleNames[name] ?? kebab(name))
            if intentProtocols.contains(name) { roles.insert("app-intent") }
            if entityProtocols.contains(name) { roles.insert("app-entity") }
            if queryProtocols.contains(name) { roles.insert("entity-query") }
        }
        return roles.sorted()
    }

    /// `EntityStringQuery` → `entity-string-query`, `URLRepresentableIntent` → `url-representable-intent`.
    package static func kebab(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, character) in characters.enumerated() {
            let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
            let previousIsLower = i > 0 && characters[i - 1].isLowercase
            if character.isUppercase && !current.isEmpty && (previousIsLower || nextIsLower) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }.joined(separator: "-")
    }

    private static func fill(
        _ declaration: inout AppIntentDeclaration, from group: SwiftTypeIndex.TypeGroup,
        index: SwiftTypeIndex
    ) {
        let properties = group.properties
        let functions = group.functions
        declaration.intentClassName = properties.first { $0.name == "intentClassName" && $0.isStatic }?.stringValue
        declaration.parameters = properties.compactMap(\.parameter).sorted { $0.location < $1.location }
        let text = { (name: String) in
            properties.first { $0.name == name && $0.isStatic }.flatMap { $0.stringValue ?? $0.textValue }
        }
        declaration.title = text("title")
        if declaration.roles.contains("app-intent") {
            declaration.nonLiteralTexts = ["title", "description"].compactMap { name in
                guard let property = properties.first(where: { $0.name == name && $0.isStatic }),
                    property.stringValue == nil, property.textValue == nil, let written = property.writtenValue
                else { return nil }
                return NonLiteralText(property: name, written: written, location: property.location)
            }
        }
        declaration.titleKey = properties.first { $0.name == "title" && $0.isStatic }?.stringValue
        declaration.summaryText = text("description")
        declaration.parameterSummary = properties.first { $0.name == "parameterSummary" && $0.isStatic }?.summary
        if declaration.roles.contains("app-enum") {
            declaration.cases = group.parts.flatMap { $0.enumCases.map(\.name) }
            declaration.rawValues = group.parts.flatMap { $0.enumCases.map { $0.rawString ?? $0.name } }
        }
        if let query = properties.first(where: { $0.name == "defaultQuery" && $0.isStatic }) {
            declaration.queryType = query.initializerType ?? query.typeAnnotation.flatMap(TypeText.nominal)
        }
        if let id = properties.first(where: { $0.name == "id" && !$0.isStatic }) {
            declaration.idType = id.typeAnnotation
        }
        if declaration.roles.contains("entity-query") || declaration.roles.contains("dynamic-options-provider") {
            declaration.hasDefaultResult = functions.contains { $0.name == "defaultResult" && $0.labels.isEmpty }
            declaration.entityType = entityType(group, index: index)
        }
        declaration.shortcutIntents =
            properties.first { $0.name == "appShortcuts" && $0.isStatic }?.shortcutIntents ?? []
        declaration.shortcutPhrases =
            properties.first { $0.name == "appShortcuts" && $0.isStatic }?.shortcutPhrases ?? []
        declaration.persistentIdentifier =
            properties.first { $0.name == "persistentIdentifier" && $0.isStatic }?.stringValue
        declaration.replacedBy = properties.first { $0.name == "deprecation" && $0.isStatic }?.replacedBy
        declaration.appShortcuts =
            properties.first { $0.name == "appShortcuts" && $0.isStatic }?.appShortcuts ?? []
        declaration.includedPackages =
            properties.first { $0.name == "includedPackages" && $0.isStatic }?.includedPackages ?? []
        declaration.isDiscoverable = properties.first { $0.name == "isDiscoverable" && $0.isStatic }?.boolValue
        declaration.gatedUses = gatedUses(of: group)
        declaration.availability = group.declaration?.availability
        declaration.performCalls = AppCalls.filter(
            functions.first { $0.name == "perform" && $0.labels.isEmpty }?.bodyCalls ?? [], index: index)
        declaration.performIsPlaceholder =
            functions.first { $0.name == "perform" && $0.labels.isEmpty }?.performIsPlaceholder
            ?? false
        declaration.performIsNotPorted =
            functions.first { $0.name == "perform" && $0.labels.isEmpty }?.performIsNotPorted ?? false
    }

    /// The entity a query returns: `typealias Entity = X`, else `entities(for:)`/`suggestedEntities()`/
    /// `entities(matching:)`/`allEntities()` (for an options provider `results()`) returning `[X]`
    /// (or `IntentItemCollection<X>`).
    private static func entityType(_ group: SwiftTypeIndex.TypeGroup, index: SwiftTypeIndex) -> String? {
        if let alias = group.parts.lazy.compactMap({ $0.typealiases["Entity"] }).first {
            return index.resolve(alias, in: group.name)
        }
        let names = ["entities", "suggestedEntities", "allEntities", "results", "defaultResult"]
        for name in names {
            for function in group.functions where function.name == name {
                guard let written = function.returnType else { continue }
                let unwrapped = TypeText.unwrapOptional(written).type
                var element = TypeText.arrayElement(unwrapped) ?? unwrapped
                if element.hasPrefix("IntentItemCollection<") && element.hasSuffix(">") {
                    element = String(element.dropFirst("IntentItemCollection<".count).dropLast())
                }
                if let nominal = TypeText.nominal(element) { return index.resolve(nominal, in: group.name) }
            }
        }
        return nil
    }
}
