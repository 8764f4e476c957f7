import Model

/// Builds a tree's `IdentityModel` from the facts the scan produced: what saved shortcuts, placed
/// widgets and settings are keyed on, and the targets that build each piece.
package enum IdentityModelBuilder {
    package static func build(_ inventory: Inventory, deployment: DeploymentPolicy) -> IdentityModel {
        let targets = { (location: SourceLocation) -> [String] in
            Array(Set(deployment.targets(containing: [location]).map(\.target))).sorted()
        }
        var model = IdentityModel()
        model.targetBundleIdentifiers = Dictionary(
            deployment.memberships.map { ($0.target, $0.bundleIdentifiers) },
            uniquingKeysWith: { Array(Set($0 + $1)).sorted() })
        let apps = deployment.memberships.filter {
            $0.productType?.hasPrefix("com.apple.product-type.application") ?? false
        }
        let appIdentifiers = Set(apps.flatMap(\.bundleIdentifiers).filter { !$0.contains("$") })
        model.appBundleIdentifiers = appIdentifiers.isEmpty ? nil : appIdentifiers.sorted()
        for definition in inventory.intentDefinitions {
            var intent = IntentIdentity(
                origin: .legacy, typeName: definition.className, persistentIdentifier: definition.className,
                location: definition.location)
            intent.parameters = definition.parameters.map {
                let type = $0.enumType ?? $0.objectType ?? $0.type
                return IdentityParameter(name: $0.name, type: $0.isArray ? "[\(type)]" : type, hasDefault: true)
            }
            intent.targets = targets(definition.location)
            // A widget's configuration intent that users could neither add in Shortcuts
            // (INIntentConfigurable) nor be suggested (INIntentIneligibleForSuggestions): no shortcut was
            // ever made of it, so it was as hidden as an App Intent with isDiscoverable = false.
            if definition.isEligibleForWidgets, !definition.isConfigurable, !definition.isEligibleForSuggestions {
                intent.isDiscoverable = false
            }
            model.intents.append(intent)
        }
        for definitionFile in inventory.definitionFiles {
            for legacyEnum in definitionFile.enums {
                model.enums.append(
                    EnumIdentity(
                        origin: .legacy, name: legacyEnum.name,
                        cases: legacyEnum.cases.map { IdentityCase(name: $0.name, rawValue: String($0.rawValue)) },
                        location: legacyEnum.location))
            }
        }
        for declaration in inventory.appIntents {
            let roles = Set(declaration.roles)
            if roles.contains("app-intent") {
                model.intents.append(appIntent(declaration, targets: targets(declaration.location)))
            }
            if roles.contains("app-enum") {
                let raw =
                    declaration.rawValues.count == declaration.cases.count ? declaration.rawValues : declaration.cases
                model.enums.append(
                    EnumIdentity(
                        origin: .appIntents, name: declaration.name,
                        cases: zip(declaration.cases, raw).map { IdentityCase(name: $0, rawValue: $1) },
                        location: declaration.location))
            }
            if roles.contains("app-entity") {
                model.entities.append(
                    EntityIdentity(name: declaration.name, idType: declaration.idType, location: declaration.location))
            }
            for intent in declaration.shortcutIntents {
                model.shortcuts.append(
                    ShortcutIdentity(provider: declaration.name, intent: intent, location: declaration.location))
            }
        }
        // Nil when there are none, as in a model read back from a report (which keeps none).
        model.complications =
            inventory.complications.isEmpty
            ? nil
            : inventory.complications.map { source in
                ComplicationIdentity(
                    typeName: source.typeName,
                    descriptors: source.descriptors.map { $0.identifier ?? $0.identifierExpression },
                    hasMigrator: source.widgetMigrator != nil, targets: targets(source.location),
                    location: source.location)
            }
        for widget in inventory.widgets {
            model.widgets.append(
                WidgetIdentity(
                    kind: widget.kind, kindExpression: widget.kindExpression, widgetType: widget.widgetType,
                    configuration: widget.configuration, intentType: widget.intentType,
                    targets: targets(widget.location), location: widget.location))
        }
        // A placed control is found again by its kind too, in the extension that built it: controls
        // sit beside widgets, told apart by their configuration (`WidgetIdentity.isControl`).
        for control in inventory.controls {
            model.widgets.append(
                WidgetIdentity(
                    kind: control.kind, kindExpression: control.kindExpression, widgetType: control.controlType,
                    configuration: control.configuration, intentType: control.intentType,
                    targets: targets(control.location), location: control.location))
        }
        model.intents.sort { ($0.origin, $0.typeName, $0.location) < ($1.origin, $1.typeName, $1.location) }
        model.enums.sort { ($0.origin, $0.name, $0.location) < ($1.origin, $1.name, $1.location) }
        model.entities.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        model.widgets.sort {
            ($0.widgetType, $0.configuration, $0.location) < ($1.widgetType, $1.configuration, $1.location)
        }
        model.shortcuts.sort { ($0.provider, $0.intent) < ($1.provider, $1.intent) }
        return model
    }

    private static func appIntent(_ declaration: AppIntentDeclaration, targets: [String]) -> IntentIdentity {
        var intent = IntentIdentity(
            origin: .appIntents, typeName: declaration.name,
            persistentIdentifier: declaration.persistentIdentifier ?? declaration.name,
            intentClassName: declaration.intentClassName, location: declaration.location)
        intent.parameters = declaration.parameters.map {
            IdentityParameter(name: $0.name, type: $0.type, hasDefault: $0.defaultValue != nil || $0.isOptional)
        }
        intent.targets = targets
        intent.deprecated = declaration.roles.contains("deprecated-app-intent")
        intent.replacedBy = declaration.replacedBy
        intent.isDiscoverable = declaration.isDiscoverable
        return intent
    }
}
