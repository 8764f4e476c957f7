import Model
import XMLSupport

/// The code-and-project part of the document's inventory: handlers, dispatches, donations,
/// widgets, providers, bundles, App Intents, extensions, targets, projects, suppressions, diagnostics.
extension ReportDocument {
    package static func inventory(_ inventory: Inventory) -> XMLElement {
        .make(
            "inventory", [],
            [
                .list("definition-files", inventory.definitionFiles.sorted { $0.path < $1.path }.map(definitionFile)),
                .list(
                    "handlers",
                    inventory.handlers.inventoryOrdered().map(handler)),
                .list(
                    "dispatches",
                    inventory.dispatches.inventoryOrdered().map(
                        dispatch)),
                .list(
                    "donations",
                    inventory.donations.inventoryOrdered().map(donation)),
                .list(
                    "widgets",
                    inventory.widgets.inventoryOrdered().map(
                        widget)),
                .list(
                    "providers",
                    inventory.providers.inventoryOrdered().map(provider)),
                .list(
                    "widget-bundles",
                    inventory.widgetBundles.inventoryOrdered().map(bundle)),
                .list(
                    "controls",
                    inventory.controls.inventoryOrdered().map(control)),
                .list(
                    "complications",
                    inventory.complications.inventoryOrdered().map(complication)),
                .list(
                    "complication-migrations",
                    inventory.complicationMigrations.inventoryOrdered().map(migration)),
                .list(
                    "app-intents",
                    inventory.appIntents.inventoryOrdered().map(appIntent)),
                .list(
                    "extensions",
                    inventory.extensions.inventoryOrdered().map(extensionInfo)),
                .list(
                    "deployment-targets",
                    inventory.deploymentTargets.inventoryOrdered()
                        .map(deploymentTarget)),
                .list(
                    "projects",
                    inventory.projects.inventoryOrdered()
                        .map {
                            .make(
                                "project",
                                [("classPrefix", $0.classPrefix), ("codegenLanguage", $0.codegenLanguage)]
                                    + XMLValue.location($0.location))
                        }),
                .list(
                    "suppressions",
                    inventory.suppressions.inventoryOrdered().map {
                        .make("suppression", [("rule", $0.rule)] + XMLValue.location($0.location))
                    }),
                .list(
                    "diagnostics",
                    inventory.diagnostics.sorted().map {
                        .text("diagnostic", $0.message, XMLValue.location($0.location))
                    }),
            ])
    }

    package static func handler(_ handler: IntentHandler) -> XMLElement {
        .make(
            "handler",
            [("type", handler.typeName), ("language", handler.language)] + XMLValue.location(handler.location),
            XMLValue.conditions(handler.conditions)
                + handler.intents.sorted().map { .make("handles", [("intent", $0)]) }
                + handler.methods.inventoryOrdered().map {
                    .make(
                        "method",
                        [
                            ("kind", $0.kind.rawValue), ("name", $0.name), ("parameter", $0.parameter),
                            ("intent", $0.intent), ("style", $0.style),
                        ] + XMLValue.location($0.location),
                        XMLValue.conditions($0.conditions))
                })
    }

    package static func dispatch(_ dispatch: HandlerDispatch) -> XMLElement {
        .make(
            "dispatch",
            [
                ("dispatcher", dispatch.dispatcher), ("kind", dispatch.kind), ("intent", dispatch.intent),
                ("handler", dispatch.handler),
            ] + XMLValue.location(dispatch.location),
            XMLValue.conditions(dispatch.conditions))
    }

    package static func donation(_ donation: Donation) -> XMLElement {
        .make(
            "donation",
            [
                ("api", donation.api), ("intent", donation.intent), ("intentEvidence", donation.intentEvidence),
                ("activityType", donation.activityType), ("language", donation.language),
                ("suggestedPhrase", donation.suggestedPhrase), ("originPath", donation.origin?.path),
                ("originLine", donation.origin.flatMap { XMLValue.position($0.line) }),
            ]
                + XMLValue.location(donation.location), XMLValue.conditions(donation.conditions))
    }

    package static func control(_ control: ControlConfiguration) -> XMLElement {
        .make(
            "control",
            [
                ("controlType", control.controlType), ("configuration", control.configuration), ("kind", control.kind),
                ("kindExpression", control.kindExpression), ("intentType", control.intentType),
                ("providerType", control.providerType), ("availability", control.availability),
                ("gated", XMLValue.bool(control.availability != nil)),
            ] + XMLValue.location(control.location),
            control.actionIntents.map { .make("action", [("intent", $0)]) }
                + XMLValue.conditions(control.conditions))
    }

    package static func complication(_ source: ComplicationDataSource) -> XMLElement {
        .make(
            "complication-data-source",
            [
                ("type", source.typeName), ("migrator", XMLValue.bool(source.widgetMigrator != nil)),
                ("migratorLine", source.widgetMigrator.map { String($0.line) }),
            ] + XMLValue.location(source.location),
            source.descriptors.map { descriptor in
                .make(
                    "descriptor",
                    [
                        ("identifier", descriptor.identifier),
                        ("identifierExpression", descriptor.identifierExpression),
                        ("displayName", descriptor.displayName),
                        ("families", descriptor.families.isEmpty ? nil : descriptor.families.joined(separator: " ")),
                    ] + XMLValue.location(descriptor.location))
            } + XMLValue.conditions(source.conditions))
    }

    package static func migration(_ migration: ComplicationMigration) -> XMLElement {
        .make(
            "complication-migration",
            [
                ("migratorType", migration.migratorType), ("configuration", migration.configuration),
                ("kind", migration.kind), ("kindExpression", migration.kindExpression),
                ("intentType", migration.intentType),
            ] + XMLValue.location(migration.location), XMLValue.conditions(migration.conditions))
    }

    package static func widget(_ widget: WidgetConfiguration) -> XMLElement {
        .make(
            "widget",
            [
                ("widgetType", widget.widgetType), ("configuration", widget.configuration), ("kind", widget.kind),
                ("kindExpression", widget.kindExpression), ("intentType", widget.intentType),
                ("providerType", widget.providerType), ("providerProtocol", widget.providerProtocol),
                ("availability", widget.availability), ("gated", XMLValue.bool(widget.availability != nil)),
                ("families", widget.families.isEmpty ? nil : widget.families.joined(separator: " ")),
            ] + XMLValue.location(widget.location), XMLValue.conditions(widget.conditions))
    }

    package static func provider(_ provider: WidgetProvider) -> XMLElement {
        var children = XMLValue.conditions(provider.conditions)
        children += provider.placeholderWork.map { .text("placeholder-work", $0) }
        if let placeholder = provider.placeholderLocation {
            children.append(.make("placeholder", XMLValue.location(placeholder)))
        }
        return .make(
            "provider",
            [
                ("type", provider.typeName), ("protocol", provider.protocolName), ("intentType", provider.intentType),
                ("recommendations", XMLValue.bool(provider.hasRecommendations)),
            ] + XMLValue.location(provider.location), children)
    }

    package static func bundle(_ bundle: WidgetBundleInfo) -> XMLElement {
        .make(
            "widget-bundle", [("type", bundle.typeName)] + XMLValue.location(bundle.location),
            bundle.widgets.map {
                .make("lists", [("widget", $0)], XMLValue.conditions(bundle.entryConditions[$0] ?? []))
            })
    }

    package static func appIntent(_ declaration: AppIntentDeclaration) -> XMLElement {
        var children = XMLValue.conditions(declaration.conditions)
        children += declaration.conformances.sorted().map { .make("conformance", [("protocol", $0)]) }
        children += declaration.roles.sorted().map { .make("role", [("name", $0)]) }
        children += declaration.parameters.map {
            .make(
                "app-parameter",
                [
                    ("name", $0.name), ("type", $0.type), ("optional", XMLValue.bool($0.isOptional)),
                    ("array", XMLValue.bool($0.isArray)), ("default", $0.defaultValue), ("title", $0.title),
                ] + XMLValue.location($0.location))
        }
        if let summary = declaration.parameterSummary {
            children.append(
                .make(
                    "parameter-summary", XMLValue.location(summary.location),
                    summary.parameters.sorted().map { .make("shows", [("parameter", $0)]) }
                        + summary.branches.map { branch in
                            .make(
                                "branch", [("parameter", branch.parameter), ("comparison", branch.comparison)],
                                branch.values.map { .text("value", $0) })
                        }))
        }
        children += declaration.cases.map { .make("case", [("name", $0)]) }
        children += declaration.shortcutIntents.sorted().map { .make("shortcut", [("intent", $0)]) }
        return .make(
            "app-intent",
            [
                ("name", declaration.name), ("declarationKind", declaration.declarationKind),
                ("intentClassName", declaration.intentClassName), ("queryType", declaration.queryType),
                ("idType", declaration.idType), ("hasDefaultResult", XMLValue.bool(declaration.hasDefaultResult)),
                ("entityType", declaration.entityType),
                ("isDiscoverable", declaration.isDiscoverable.map(XMLValue.bool)),
                ("performIsPlaceholder", XMLValue.bool(declaration.performIsPlaceholder)),
            ] + XMLValue.location(declaration.location), children)
    }

    package static func extensionInfo(_ info: ExtensionInfo) -> XMLElement {
        .make(
            "extension",
            [("extensionPoint", info.extensionPoint), ("principalClass", info.principalClass)]
                + XMLValue.location(info.location),
            info.intentsSupported.sorted().map { .make("intent-supported", [("name", $0)]) }
                + info.intentsRestrictedWhileLocked.sorted().map { .make("restricted-while-locked", [("name", $0)]) }
                + info.appIntentsSupported.sorted().map { .make("app-intent-supported", [("name", $0)]) }
                + info.userActivityTypes.sorted().map { .make("user-activity-type", [("name", $0)]) })
    }

    package static func deploymentTarget(_ target: DeploymentTarget) -> XMLElement {
        .make(
            "deployment-target",
            [
                ("platform", target.platform), ("version", target.version), ("target", target.target),
                ("source", target.source),
            ] + XMLValue.location(target.location))
    }
}
