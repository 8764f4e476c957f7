import Model
import XMLSupport

extension ReportDocument {
    /// `<identity>`: what the system keys saved state on (`IdentityModel`), read back by
    /// `IdentityReader` so a saved report is a `--baseline` for the continuity rules.
    package static func identity(_ model: IdentityModel) -> XMLElement {
        .make(
            "identity", [],
            [
                .list("identity-intents", model.intents.map(intentIdentity)),
                .list(
                    "identity-enums",
                    model.enums.map { item in
                        .make(
                            "enum",
                            [("origin", item.origin.rawValue), ("name", item.name)] + XMLValue.location(item.location),
                            item.cases.map { .make("case", [("name", $0.name), ("rawValue", $0.rawValue)]) })
                    }),
                .list(
                    "identity-entities",
                    model.entities.map {
                        .make("entity", [("name", $0.name), ("idType", $0.idType)] + XMLValue.location($0.location))
                    }),
                .list(
                    "identity-widgets",
                    model.widgets.map { widget in
                        .make(
                            "widget",
                            [
                                ("kind", widget.kind), ("kindExpression", widget.kindExpression),
                                ("widgetType", widget.widgetType), ("configuration", widget.configuration),
                                ("intentType", widget.intentType),
                            ] + XMLValue.location(widget.location),
                            widget.targets.map { .make("target", [("name", $0)]) })
                    }),
                .list(
                    "identity-shortcuts",
                    model.shortcuts.map {
                        .make(
                            "shortcut",
                            [("provider", $0.provider), ("intent", $0.intent)] + XMLValue.location($0.location))
                    }),
            ] + (model.targetBundleIdentifiers.map { [targets($0)] } ?? []))
    }

    /// `<identity-targets>`: every build target with the bundle identifiers it sets (none: not known),
    /// so a `--baseline` pairs a renamed widget target by its bundle identifier as `--since` does.
    private static func targets(_ bundles: [String: [String]]) -> XMLElement {
        .list(
            "identity-targets",
            bundles.keys.sorted().map { name in
                .make("target", [("name", name)], (bundles[name] ?? []).map { .make("bundle", [("id", $0)]) })
            })
    }

    private static func intentIdentity(_ intent: IntentIdentity) -> XMLElement {
        .make(
            "intent",
            [
                ("origin", intent.origin.rawValue), ("typeName", intent.typeName),
                ("persistentIdentifier", intent.persistentIdentifier), ("intentClassName", intent.intentClassName),
                ("deprecated", intent.deprecated ? "true" : nil), ("replacedBy", intent.replacedBy),
                ("isDiscoverable", intent.isDiscoverable.map(XMLValue.bool)),
            ] + XMLValue.location(intent.location),
            intent.targets.map { .make("target", [("name", $0)]) }
                + intent.parameters.map {
                    .make(
                        "parameter",
                        [("name", $0.name), ("type", $0.type), ("hasDefault", XMLValue.bool($0.hasDefault))])
                })
    }

    /// `<continuity>`: each earlier state the continuity rules compared with, and how many breaks it showed.
    package static func continuity(_ comparisons: [ContinuityComparison]) -> XMLElement {
        .list(
            "continuity",
            comparisons.map {
                .make("since", [("label", $0.label), ("source", $0.source), ("breaks", XMLValue.int($0.breaks))])
            })
    }
}
