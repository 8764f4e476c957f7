import Model

/// Finds every legacy intent and links it to its App Intents counterpart and its wiring.
///
/// Legacy intents come from the definition files, from handlers, dispatches, donations and
/// `IntentsSupported` entries of system-domain intents (`INSendMessageIntent`), and from `intentClassName`s of
/// `CustomIntentMigratedAppIntent`s that name a class no definition has any more (those intents are
/// migrated). `CounterpartMatcher` finds the counterparts; wiring in files no build target compiles is set
/// aside as dead (`ShippedFiles`).
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
        let shipped = ShippedFiles(inventory)
        var definitions: [String: (IntentDefinition, DefinitionFile)] = [:]
        // An intent declared in a live definition and in a dead copy (Pyto's "Xcode 11" folder) is the
        // live one: it ships, whatever the order of the paths.
        let files = inventory.definitionFiles.sorted {
            (shipped.ships($0.path) ? 0 : 1, $0.path) < (shipped.ships($1.path) ? 0 : 1, $1.path)
        }
        for file in files {
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
        // An intentClassName of a class no definition has stands for a migrated legacy intent — when the
        // type adopts CustomIntentMigratedAppIntent (otherwise the property means nothing to the system) or
        // the legacy wiring still names the class, and when it is not a near miss of a defined class (a typo,
        // or the handler's name written by mistake: IA202 reports those; no intent is invented for them), and
        // not a handler's name (IA211 notes it when no defined class tells what was meant).
        let written = WrittenClassName(
            defined: definitions.keys, handlers: inventory.handlers,
            titles: definitions.compactMapValues { $0.0.title })
        let wired = Set(wiredNames)
        for declaration in intents {
            guard let name = declaration.intentClassName, definitions[name] == nil,
                declaration.roles.contains("custom-intent-migrated") || wired.contains(name),
                written.meant(name) == nil, wired.contains(name) || !written.isHandlerName(name)
            else { continue }
            classes.insert(name)
        }
        let claimed = Set(intents.compactMap(\.intentClassName)).intersection(classes)
        let declarations = Dictionary(inventory.appIntents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let matcher = ParameterMatcher(
            declarations: declarations,
            declaredTypes: inventory.declaredTypes.isEmpty ? nil : Set(inventory.declaredTypes))
        let wiring = Wiring(inventory)
        var plistShips: [String: Bool] = [:]
        for info in inventory.extensions where plistShips[info.path] == nil {
            plistShips[info.path] = shipped.shipsWithFolder(info.path)
        }

        let unresolvedLegacyWidget = inventory.widgets.contains {
            $0.configuration == "IntentConfiguration" && !($0.intentType.map(classes.contains) ?? false)
        }
        // A widget type that builds both configurations in one file is a migration factory (the
        // scaffold's WidgetMigration.swift): its IntentConfiguration is the fallback branch, not a
        // leftover, so when no target builds it yet it is not a dead legacy file either.
        let factories = Set(
            inventory.widgets.filter { $0.configuration == "AppIntentConfiguration" }.map {
                $0.location.path + "\t" + $0.widgetType
            })
        var links = classes.sorted().map { className in
            let definition = definitions[className]
            var link = IntentLink(
                className: className, definition: definition?.0, definitionFile: definition?.1,
                isSystemDomain: definition?.0.kind == "system" || NameConvention.isSystemIntent(className))
            link.membershipKnown = shipped.isKnown
            var dead: Set<String> = []
            func live<T>(_ parts: [T], _ path: (T) -> String, ships: (String) -> Bool) -> [T] {
                parts.filter { part in
                    if ships(path(part)) { return true }
                    dead.insert(path(part))
                    return false
                }
            }
            if let file = link.definitionFile, !shipped.ships(file.path) {
                link.definitionShips = false
                dead.insert(file.path)
            }
            link.handlers = live(wiring.handlers[className] ?? [], \.location.path, ships: shipped.shipsSource)
            link.dispatches = live(wiring.dispatches[className] ?? [], \.location.path, ships: shipped.shipsSource)
            link.donations = live(wiring.donations[className] ?? [], \.location.path, ships: shipped.shipsSource)
            link.legacyWidgets = live(
                (wiring.legacyWidgets[className] ?? []).filter {
                    shipped.shipsSource($0.location.path)
                        || !factories.contains($0.location.path + "\t" + $0.widgetType)
                }, \.location.path, ships: shipped.shipsSource)
            link.listedIn = live(wiring.listedIn[className] ?? [], \.path, ships: { plistShips[$0] ?? true })
            link.deadFiles = dead.sorted()
            link.unresolvedLegacyWidget = unresolvedLegacyWidget
            return link
        }
        var phrases: [String: [String]] = [:]
        for entry in inventory.appIntents.flatMap(\.shortcutPhrases) {
            let parts = entry.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { phrases[parts[0], default: []].append(parts[1]) }
        }
        let widgetJob = WidgetJob(
            widgets: inventory.widgets, memberships: inventory.targetMemberships, bundles: inventory.widgetBundles)
        CounterpartMatcher(
            intents: intents, configuration: configuration, claimed: claimed,
            lookup: DeclarationLookup(declarations), widgets: inventory.widgets, shortcutPhrases: phrases,
            widgetJob: widgetJob
        ).assign(&links)
        for index in links.indices {
            var link = links[index]
            // A widget no bundle lists has no placed widgets: nothing of it is kept or lost.
            link.appWidgets = wiring.appWidgets(
                counterpart: link.counterpart?.name, kinds: Set(link.legacyWidgets.compactMap(\.kind)),
                widgetTypes: Set(link.legacyWidgets.map(\.widgetType))
            ).filter { widgetJob.unlisted($0) == nil }
            if let definition = link.definition, let counterpart = link.counterpart {
                link.parameters = matcher.match(
                    definition: definition, file: link.definitionFile, counterpart: counterpart)
            }
            links[index] = link
        }
        return links
    }
}
