import Model

/// Finds every legacy intent and links it to its App Intents counterpart and its wiring.
///
/// Legacy intents come from the definition files, from handlers, dispatches, donations and
/// `IntentsSupported` entries of system-domain intents (`INSendMessageIntent`), and from `intentClassName`s that name a class no
/// definition has any more (those intents are migrated). A counterpart is found by `intentClassName`
/// first, then by `AuditConfiguration.counterparts`, then by `NameConvention`.
package struct IntentLinker {
    package var inventory: Inventory
    package var configuration: AuditConfiguration

    /// The roles that make a declaration an intent (rather than an entity, enum or query).
    package static let intentRoles: Set<String> = [
        "app-intent", "widget-configuration-intent", "custom-intent-migrated",
        "control-configuration-intent", "deprecated-app-intent",
    ]

    package static func isIntent(_ declaration: AppIntentDeclaration) -> Bool {
        !intentRoles.isDisjoint(with: declaration.roles)
    }

    /// The legacy intents, sorted by class name, each linked.
    package func link() -> [IntentLink] {
        var definitions: [String: (IntentDefinition, DefinitionFile)] = [:]
        for file in inventory.definitionFiles.sorted(by: { $0.path < $1.path }) {
            for intent in file.intents where definitions[intent.className] == nil {
                definitions[intent.className] = (intent, file)
            }
        }
        let intents = inventory.appIntents.filter(Self.isIntent)
        var classes = Set(definitions.keys)
        let wiredNames =
            inventory.handlers.flatMap(\.intents) + inventory.dispatches.compactMap(\.intent)
            + inventory.donations.compactMap(\.intent) + inventory.extensions.flatMap(\.intentsSupported)
        classes.formUnion(wiredNames.filter(NameConvention.isSystemIntent))
        for declaration in intents {
            guard let written = declaration.intentClassName, definitions[written] == nil else { continue }
            if !definitions.keys.contains(where: { NameConvention.isNearMiss(written, of: $0) }) {
                classes.insert(written)
            }
        }
        let claimed = Set(intents.compactMap(\.intentClassName)).intersection(classes)
        let declarations = Dictionary(inventory.appIntents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let matcher = ParameterMatcher(declarations: declarations)

        let unresolvedLegacyWidget = inventory.widgets.contains {
            $0.configuration == "IntentConfiguration" && !($0.intentType.map(classes.contains) ?? false)
        }
        return classes.sorted().map { className in
            let definition = definitions[className]
            var link = IntentLink(
                className: className, definition: definition?.0, definitionFile: definition?.1,
                isSystemDomain: definition?.0.kind == "system" || NameConvention.isSystemIntent(className))
            link.handlers = inventory.handlers.filter { $0.intents.contains(className) }
            link.dispatches = inventory.dispatches.filter { $0.intent == className }
            link.donations = inventory.donations.filter { $0.intent == className }
            link.legacyWidgets = inventory.widgets.filter {
                $0.configuration == "IntentConfiguration" && $0.intentType == className
            }
            link.unresolvedLegacyWidget = unresolvedLegacyWidget
            link.listedIn = inventory.extensions.filter {
                ($0.intentsSupported + $0.intentsRestrictedWhileLocked + $0.appIntentsSupported).contains(className)
            }
            if let (declaration, method) = counterpart(for: className, link: link, intents: intents, claimed: claimed) {
                link.counterpart = declaration
                link.matchedBy = method
            }
            let kinds = Set(link.legacyWidgets.compactMap(\.kind))
            let widgetTypes = Set(link.legacyWidgets.map(\.widgetType))
            link.appWidgets = inventory.widgets.filter { widget in
                widget.configuration == "AppIntentConfiguration"
                    && ((link.counterpart != nil && widget.intentType == link.counterpart?.name)
                        || (widget.kind.map(kinds.contains) ?? false) || widgetTypes.contains(widget.widgetType))
            }
            if let definition = link.definition, let counterpart = link.counterpart {
                link.parameters = matcher.match(
                    definition: definition, file: link.definitionFile, counterpart: counterpart)
            }
            return link
        }
    }

    private func counterpart(
        for className: String, link: IntentLink, intents: [AppIntentDeclaration],
        claimed: Set<String>
    ) -> (AppIntentDeclaration, MatchMethod)? {
        let byClassName = intents.filter { $0.intentClassName == className }.sorted { a, b in
            let rank = { (d: AppIntentDeclaration) in
                (
                    d.roles.contains("deprecated-app-intent") ? 1 : 0,
                    link.isWidgetIntent && !d.roles.contains("widget-configuration-intent") ? 1 : 0
                )
            }
            return (rank(a).0, rank(a).1, a.location) < (rank(b).0, rank(b).1, b.location)
        }
        if let first = byClassName.first { return (first, .intentClassName) }
        if let configured = configuration.counterparts[className],
            let found = intents.first(where: { $0.name == configured })
        {
            return (found, .configuration)
        }
        if link.isSystemDomain { return nil }
        for name in NameConvention.candidates(for: className, classPrefix: link.definition?.classPrefix) {
            if let found = intents.first(where: { $0.name == name && !claimed.contains($0.intentClassName ?? "") }) {
                return (found, .nameConvention)
            }
        }
        return nil
    }
}
