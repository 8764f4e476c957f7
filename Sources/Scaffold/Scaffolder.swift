import Analysis
import Model

/// `intent-audit scaffold`: the App Intents side of legacy intents, written from the audit's own
/// model (links, handlers, widgets, donations) so that a re-audit links each generated intent by
/// `intentClassName`. Pure: returns the files; the commands layer writes them.
public enum Scaffolder {
    public static func generate(
        _ inventory: Inventory, configuration: AuditConfiguration = AuditConfiguration(),
        texts: [String: DefinitionTexts] = [:], options: ScaffoldOptions = ScaffoldOptions()
    ) throws -> ScaffoldOutput {
        let assessment = Analyzer.assess(inventory, configuration: configuration)
        let candidates = assessment.links.filter { $0.definition?.kind == "custom" && !$0.isSystemDomain }
        let selected: [IntentLink]
        if options.intents.isEmpty {
            selected = candidates.filter { assessment.statuses[$0.className]?.status == .legacyOnly }
        } else {
            selected = try options.intents.map { name in
                guard let link = candidates.first(where: { $0.className == name || $0.definition?.name == name }) else {
                    throw ScaffoldError.unknownIntent(name, known: candidates.map(\.className).sorted())
                }
                return link
            }
        }
        let types = TypeMapping(files: inventory.definitionFiles, declarations: inventory.appIntents)
        let strings = StringCollector()
        var output = ScaffoldOutput()
        var plans: [IntentPlan] = []
        var seen: Set<String> = []
        for link in selected where seen.insert(link.className).inserted {
            guard let definition = link.definition, let file = link.definitionFile else { continue }
            var plan = IntentPlan(
                link: link, definition: definition, file: file, types: types, style: options.style,
                deployment: assessment.context.deployment)
            var seenPhrases: Set<String> = []
            plan.invocationPhrases = link.legacyDonations.sorted { $0.location < $1.location }
                .compactMap(\.suggestedPhrase).filter { seenPhrases.insert($0).inserted }
            plans.append(plan)
        }
        var files: [GeneratedFile] = []
        for plan in plans {
            files.append(
                GeneratedFile(
                    name: plan.typeName + ".swift", contents: IntentFileWriter(plan: plan, strings: strings).write()))
            if plan.flatten {
                files.append(
                    GeneratedFile(
                        name: plan.choiceEntity + ".swift",
                        contents: ChoiceEntityWriter(plan: plan, strings: strings).write()))
            }
            for parameter in plan.unmapped {
                output.notes.append(
                    "\(plan.link.className).\(parameter.name): \(TypeTable.legacyDescription(parameter)) has no App Intents type (TODO left in the code)"
                )
            }
        }
        files += families(plans, types: types, strings: strings)
        if !plans.isEmpty {
            files.append(
                GeneratedFile(
                    name: "NotPortedError.swift",
                    contents: NotPortedErrorWriter.write(.merged(plans.map(\.baseAvailability)))))
        }
        let donated = plans.filter { !$0.link.legacyDonations.isEmpty }
        if !donated.isEmpty {
            let existing = inventory.appIntents.first { $0.roles.contains("app-shortcuts-provider") }?.name
            let root = SwiftWriter.identifier(options.appName.prefix(1).uppercased() + options.appName.dropFirst())
            let name =
                existing == root + "Shortcuts" || existing != nil ? root + "MigratedShortcuts" : root + "Shortcuts"
            files.append(
                GeneratedFile(
                    name: name + ".swift",
                    contents: ShortcutsFileWriter(
                        typeName: name, plans: donated, strings: strings, existingProvider: existing
                    ).write()))
            if let existing {
                output.notes.append("\(name) must be merged into \(existing): an app has one AppShortcutsProvider")
            }
        }
        let widgets = plans.filter { !$0.link.legacyWidgets.isEmpty }
        if !widgets.isEmpty {
            files.append(
                GeneratedFile(
                    name: ScaffoldNames.widgetMigrationFile, contents: WidgetMigrationWriter(plans: widgets).write()))
        }
        if !plans.isEmpty {
            let used = Set(plans.map(\.file.path)).sorted()
            let definitions = used.compactMap { texts[$0] }
            let source = sourceLanguage(used, projects: inventory.projects)
            // Titles, descriptions and summaries name the AppIntents table; phrases live in AppShortcuts.
            var missing: [String: [String]] = [:]
            for (name, keys) in [
                (ScaffoldNames.stringCatalogFile, strings.texts), (ScaffoldNames.shortcutsCatalogFile, strings.phrases),
            ] where !keys.isEmpty {
                let catalog = StringCatalogWriter(texts: keys, definitions: definitions, sourceLanguage: source)
                    .catalog()
                files.append(GeneratedFile(name: name, contents: catalog.text))
                missing.merge(catalog.missing) { $0 + $1 }
            }
            for (language, keys) in missing.sorted(by: { $0.key < $1.key }) {
                output.notes.append(
                    "\(language): no translation for \(keys.count) text(s): " + keys.joined(separator: ", "))
            }
        }
        output.files = files.sorted { $0.name < $1.name }
        output.intents = plans.map(\.link.className)
        return output
    }

    /// The catalogs' source language: the development language most of the definitions are written in.
    private static func sourceLanguage(_ paths: [String], projects: [ProjectSettings]) -> String {
        let languages = paths.map { DevelopmentLanguage.of(definitionAt: $0, projects: projects) }
        let counts = Dictionary(languages.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key ?? DevelopmentLanguage.fallback
    }

    /// The guard of an enum or entity: the strictest of the intents whose parameters use it (all of
    /// them when it is only reached through another entity's property).
    private static func availability(
        _ plans: [IntentPlan], enumType: String? = nil, objectType: String? = nil
    ) -> Availability {
        let users = plans.filter { plan in
            plan.parameters.contains {
                (enumType != nil && $0.legacy.enumType == enumType)
                    || (objectType != nil && $0.legacy.objectType == objectType)
            }
        }
        return .merged((users.isEmpty ? plans : users).map(\.baseAvailability))
    }

    /// The enum and entity files the selected intents need and the tree does not have yet: those their
    /// parameters use, and those the properties of a generated entity use.
    private static func families(_ plans: [IntentPlan], types: TypeMapping, strings: StringCollector) -> [GeneratedFile]
    {
        var enums: [(String, DefinitionFile)] = []
        var entities: [(String, DefinitionFile)] = []
        var seen: Set<String> = []
        func need(enumType: String?, objectType: String?, in file: DefinitionFile) {
            if let enumType, types.enumsToWrite.contains(enumType), seen.insert("e:" + enumType).inserted {
                enums.append((enumType, file))
            }
            if let object = objectType, types.entitiesToWrite.contains(object), seen.insert("t:" + object).inserted {
                entities.append((object, file))
                for property in file.types.first(where: { $0.name == object })?.properties ?? [] {
                    need(enumType: property.enumType, objectType: property.objectType, in: file)
                }
            }
        }
        for plan in plans {
            for (legacy, _, _) in plan.parameters {
                need(enumType: legacy.enumType, objectType: legacy.objectType, in: plan.file)
            }
        }
        var files: [GeneratedFile] = []
        for (enumType, file) in enums {
            guard let item = file.enums.first(where: { $0.name == enumType }), let name = types.enumNames[enumType]
            else {
                continue
            }
            files.append(
                GeneratedFile(
                    name: name + ".swift",
                    contents: EnumFileWriter(
                        item: item, typeName: name, strings: strings,
                        availability: availability(plans, enumType: enumType)
                    ).write()))
        }
        for (object, file) in entities {
            guard let type = file.types.first(where: { $0.name == object }), let name = types.entityNames[object] else {
                continue
            }
            let widgetUse = plans.contains { other in
                other.isWidget && other.parameters.contains { $0.legacy.objectType == object }
            }
            files.append(
                GeneratedFile(
                    name: name + ".swift",
                    contents: EntityFileWriter(
                        type: type, typeName: name, types: types, strings: strings, needsDefault: widgetUse,
                        availability: availability(plans, objectType: object)
                    )
                    .write()))
        }
        return files
    }
}
