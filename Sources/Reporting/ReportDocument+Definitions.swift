import Model
import XMLSupport

/// The `.intentdefinition` part of the document's inventory: files, intents, parameters,
/// combinations, responses, enums, custom types and localizations.
extension ReportDocument {
    package static func definitionFile(_ file: DefinitionFile) -> XMLElement {
        var children: [XMLElement] = file.intents.inventoryOrdered().map(definedIntent)
        children += file.enums.inventoryOrdered().map(intentEnum)
        children += file.types.inventoryOrdered().map(customType)
        children += file.localizations.sorted { ($0.language, $0.path) < ($1.language, $1.path) }.map(localization)
        children += file.localizationIDs.sorted().map { .text("localization-id", $0) }
        children += file.unknownKeys.sorted().map { .text("unknown-key", $0) }
        return .make(
            "definition-file",
            [
                ("path", file.path), ("modelVersion", file.modelVersion), ("namespace", file.namespace),
                ("toolsVersion", file.toolsVersion), ("toolsBuildVersion", file.toolsBuildVersion),
                ("systemVersion", file.systemVersion),
            ], children)
    }

    package static func definedIntent(_ intent: IntentDefinition) -> XMLElement {
        var children: [XMLElement] = []
        if let title = intent.title { children.append(.text("title", title, [("localizationID", intent.titleID)])) }
        if let text = intent.description {
            children.append(.text("description", text, [("localizationID", intent.descriptionID)]))
        }
        children += intent.parameters.map(parameter)
        children += intent.parameterCombinations.map { combination($0, managed: false) }
        children += intent.managedParameterCombinations.map { combination($0, managed: true) }
        if let response = intent.response { children.append(self.response(response)) }
        return .make(
            "intent-definition",
            [
                ("id", intent.id), ("name", intent.name), ("className", intent.className),
                ("classNameSource", intent.classNameSource), ("classPrefix", intent.classPrefix), ("kind", intent.kind),
                ("category", intent.category), ("verb", intent.verb),
                ("configurable", XMLValue.bool(intent.isConfigurable)),
                ("widgetEligible", XMLValue.bool(intent.isEligibleForWidgets)),
                ("suggestionsEligible", XMLValue.bool(intent.isEligibleForSuggestions)),
                ("confirmationRequired", XMLValue.bool(intent.userConfirmationRequired)),
                ("keyParameter", intent.keyParameter), ("inputParameter", intent.inputParameter),
                ("titleID", intent.titleID), ("descriptionID", intent.descriptionID),
            ] + XMLValue.location(intent.location), children)
    }

    package static func parameter(_ parameter: IntentParameter) -> XMLElement {
        var children: [XMLElement] = []
        if let relationship = parameter.relationship {
            children.append(
                .make(
                    "relationship",
                    [
                        ("parent", relationship.parentName), ("predicate", relationship.predicate),
                        ("value", relationship.value),
                    ]))
        }
        return .make(
            "parameter",
            [
                ("id", parameter.id), ("name", parameter.name), ("displayName", parameter.displayName),
                ("tag", parameter.tag.map(String.init)), ("type", parameter.type), ("swiftType", parameter.swiftType),
                ("array", XMLValue.bool(parameter.isArray)),
                ("enumType", parameter.enumType), ("enumTypeNamespace", parameter.enumTypeNamespace),
                ("objectType", parameter.objectType), ("objectTypeNamespace", parameter.objectTypeNamespace),
                ("configurable", XMLValue.bool(parameter.isConfigurable)),
                ("resolution", XMLValue.bool(parameter.supportsResolution)),
                ("dynamicOptions", XMLValue.bool(parameter.dynamicOptions)),
                ("default", parameter.defaultValue),
                ("parent", parameter.relationship?.parentName),
            ] + XMLValue.location(parameter.location), children)
    }

    package static func combination(_ combination: ParameterCombination, managed: Bool) -> XMLElement {
        .make(
            "combination",
            [
                ("managed", XMLValue.bool(managed)),
                ("parameters", combination.parameters.joined(separator: ",")),
                ("title", combination.title), ("subtitle", combination.subtitle),
                ("primary", XMLValue.bool(combination.isPrimary)),
                ("background", XMLValue.bool(combination.supportsBackgroundExecution)),
            ])
    }

    package static func response(_ response: IntentResponse) -> XMLElement {
        var children: [XMLElement] = response.codes.map {
            .make(
                "code",
                [
                    ("name", $0.name), ("success", XMLValue.bool($0.isSuccess)),
                    ("format", $0.formatString), ("conciseFormat", $0.conciseFormatString),
                ])
        }
        children += response.parameters.map {
            .make(
                "response-parameter",
                [
                    ("name", $0.name), ("type", $0.type), ("swiftType", $0.swiftType), ("displayName", $0.displayName),
                    ("array", XMLValue.bool($0.isArray)), ("enumType", $0.enumType), ("objectType", $0.objectType),
                ])
        }
        return .make("response", [("output", response.output)], children)
    }

    package static func intentEnum(_ value: IntentEnum) -> XMLElement {
        .make(
            "enum",
            [("name", value.name), ("className", value.className), ("displayName", value.displayName)]
                + XMLValue.location(value.location),
            value.cases.map {
                .make(
                    "case",
                    [("name", $0.name), ("displayName", $0.displayName), ("rawValue", XMLValue.int($0.rawValue))])
            })
    }

    package static func customType(_ type: IntentCustomType) -> XMLElement {
        .make(
            "type",
            [("name", type.name), ("className", type.className), ("displayName", type.displayName)]
                + XMLValue.location(type.location),
            type.properties.map {
                .make(
                    "property",
                    [
                        ("name", $0.name), ("type", $0.type), ("swiftType", $0.swiftType),
                        ("array", XMLValue.bool($0.isArray)),
                    ])
            })
    }

    package static func localization(_ localization: Localization) -> XMLElement {
        .make(
            "localization",
            [
                ("language", localization.language), ("path", localization.path),
                ("missing", XMLValue.int(localization.missingKeys.count)),
                ("stale", XMLValue.int(localization.staleKeys.count)),
            ],
            localization.missingKeys.sorted().map { .text("missing-key", $0) }
                + localization.staleKeys.sorted().map { .text("stale-key", $0) })
    }
}
