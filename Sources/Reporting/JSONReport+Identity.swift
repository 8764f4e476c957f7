import Model

extension JSONReport {
    /// `identity`: the identity model (what saved state is keyed on), beside the contract's keys.
    package static func identity(_ model: IdentityModel) -> JSONValue {
        let lists = JSONValue.object([
            (
                "intents",
                .array(
                    model.intents.map { intent in
                        .object(
                            [
                                ("origin", .string(intent.origin.rawValue)), ("typeName", .string(intent.typeName)),
                                ("persistentIdentifier", .string(intent.persistentIdentifier)),
                                ("intentClassName", .optional(intent.intentClassName)),
                                (
                                    "parameters",
                                    .array(
                                        intent.parameters.map {
                                            .object([
                                                ("name", .string($0.name)), ("type", .string($0.type)),
                                                ("hasDefault", .bool($0.hasDefault)),
                                            ])
                                        })
                                ),
                                ("targets", .strings(intent.targets)), ("deprecated", .bool(intent.deprecated)),
                                ("replacedBy", .optional(intent.replacedBy)),
                                ("isDiscoverable", intent.isDiscoverable.map(JSONValue.bool) ?? .null),
                            ] + place(intent.location))
                    })
            ),
            (
                "enums",
                .array(
                    model.enums.map { item in
                        .object(
                            [
                                ("origin", .string(item.origin.rawValue)), ("name", .string(item.name)),
                                (
                                    "cases",
                                    .array(
                                        item.cases.map {
                                            .object([("name", .string($0.name)), ("rawValue", .string($0.rawValue))])
                                        })
                                ),
                            ] + place(item.location))
                    })
            ),
            (
                "entities",
                .array(
                    model.entities.map {
                        .object([("name", .string($0.name)), ("idType", .optional($0.idType))] + place($0.location))
                    })
            ),
            (
                "widgets",
                .array(
                    model.widgets.map {
                        .object(
                            [
                                ("kind", .optional($0.kind)), ("kindExpression", .string($0.kindExpression)),
                                ("widgetType", .string($0.widgetType)), ("configuration", .string($0.configuration)),
                                ("intentType", .optional($0.intentType)), ("targets", .strings($0.targets)),
                            ] + place($0.location))
                    })
            ),
            (
                "shortcuts",
                .array(
                    model.shortcuts.map {
                        .object(
                            [("provider", .string($0.provider)), ("intent", .string($0.intent))] + place($0.location))
                    })
            ),
        ])
        // `targets`: each build target's bundle identifiers (none: not known), as report.xml's <identity-targets>.
        guard let bundles = model.targetBundleIdentifiers, case .object(let entries) = lists else { return lists }
        let targets = bundles.keys.sorted().map { name in
            JSONValue.object([("name", .string(name)), ("bundleIdentifiers", .strings(bundles[name] ?? []))])
        }
        return .object(entries + [("targets", .array(targets))])
    }

    /// `continuity`: what the continuity rules compared with, and how many breaks each showed.
    package static func continuity(_ comparisons: [ContinuityComparison]) -> JSONValue {
        .array(
            comparisons.map {
                .object([("label", .string($0.label)), ("source", .string($0.source)), ("breaks", .int($0.breaks))])
            })
    }
}
