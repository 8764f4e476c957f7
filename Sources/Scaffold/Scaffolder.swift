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
        var typeNames: Set<String> = []
        for link in selected where seen.insert(link.className).inserted {
            guard let definition = link.definition, let file = link.definitionFile else { continue }
            var plan = IntentPlan(
                link: link, definition: definition, file: file, types: types, style: options.style,
                deployment: assessment.context.deployment)
            // Two intents whose names write the same type (and file) name: the later one is numbered.
            if !typeNames.insert(plan.typeName).inserted {
                let base = plan.typeName
                var number = 2
                while typeNames.contains(base + String(number)) { number += 1 }
                plan.typeName = base + String(number)
                typeNames.insert(plan.typeName)
                output.notes.append(
                    "\(link.className): its name writes \(base) like another intent's: written as \(plan.typeName)")
            }
            if !SwiftWriter.isIdentifierUnchanged(definition.name) {
                output.notes.append(
                    "\(link.className): the intent name \(SwiftWriter.literal(definition.name)) is not a Swift identifier: "
                        + "its App Intent is \(plan.typeName)")
            }
            for parameter in plan.parameters where !SwiftWriter.isIdentifierUnchanged(parameter.legacy.name) {
                output.notes.append(
                    "\(link.className).\(SwiftWriter.commentText(parameter.legacy.name)): not a Swift identifier, written as "
                        + "\(SwiftWriter.identifier(parameter.legacy.name)); its saved values do not carry over (matched by name)"
                )
            }
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
        // App Shortcuts need a discoverable intent (`isDiscoverable`, from "configurable in Shortcuts"), and an
        // app may have at most 10: the most donated first, the rest listed with why.
        let donatedAll = plans.filter { !$0.link.legacyDonations.isEmpty }
        for plan in donatedAll where !plan.definition.isConfigurable {
            output.notes.append(
                "\(plan.link.className): donated, but not configurable in Shortcuts: no App Shortcut "
                    + "(App Shortcuts need isDiscoverable = true)")
        }
        let ranked = donatedAll.filter(\.definition.isConfigurable).enumerated()
            .sorted {
                ($1.element.link.legacyDonations.count, $0.offset) < ($0.element.link.legacyDonations.count, $1.offset)
            }
            .map(\.element)
        let donated = Array(ranked.prefix(Self.appShortcutsLimit))
        for plan in ranked.dropFirst(Self.appShortcutsLimit) {
            output.notes.append(
                "\(plan.link.className): donated, but an app has at most \(Self.appShortcutsLimit) App Shortcuts "
                    + "and the \(Self.appShortcutsLimit) donated most often are listed: no App Shortcut")
        }
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
                    name: ScaffoldNames.widgetMigrationFile,
                    contents: WidgetMigrationWriter(plans: widgets, types: types).write()))
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
                for text in catalog.placeholders {
                    output.notes.append(
                        "\(text): the legacy translation's ${…} placeholders differ from the text's (marked needs_review)"
                    )
                }
            }
            output.missingTranslations = missing
        }
        files = placed(files, plans: plans, memberships: inventory.targetMemberships)
        let used = Set(plans.map(\.file.path))
        output.targets = Set(
            inventory.targetMemberships.filter { target in used.contains { target.contains($0) } }.map(\.target)
        ).sorted()
        // A file name written twice (two families or intents naming the same type): the first is kept.
        var names: Set<String> = []
        files = files.filter { file in
            if names.insert(file.name).inserted { return true }
            output.notes.append("\(file.name) would be written twice (two names make the same type): the first is kept")
            return false
        }
        output.files = files.sorted { $0.name < $1.name }
        output.intents = plans.map(\.link.className)
        return output
    }

    /// Each Swift file with a `// Targets: …` line under its first line: the build targets it belongs to.
    private static func placed(
        _ files: [GeneratedFile], plans: [IntentPlan], memberships: [TargetMembership]
    ) -> [GeneratedFile] {
        let placement = Placement(memberships: memberships)
        let all = Set(plans.map(\.file.path)).sorted()
        let widgets = plans.filter(\.isWidget)
        return files.map { file in
            guard file.name.hasSuffix(".swift"), let newline = file.contents.firstIndex(of: "\n") else { return file }
            let note: String
            if file.name == ScaffoldNames.widgetMigrationFile {
                note = placement.note(
                    definitions: Set(widgets.map(\.file.path)).sorted(), needsLegacyClasses: true,
                    widgetFiles: widgets.flatMap { $0.link.legacyWidgets.map(\.location.path) })
            } else if let plan = plans.first(where: { $0.typeName + ".swift" == file.name }) {
                // openAppWhenRun = true is an error in an app extension (Apple's openAppWhenRun page).
                note =
                    plan.opensApp
                    ? placement.note(
                        definitions: [plan.file.path], appOnly: true,
                        appOnlyReason: "it opens the app, which an extension cannot")
                    : placement.note(definitions: [plan.file.path])
            } else if file.contents.contains(": AppShortcutsProvider {") {
                note = placement.note(definitions: all, appOnly: true)
            } else {
                note = placement.note(definitions: all)
            }
            var result = file
            result.contents.insert(contentsOf: wrapped(note).map { "\n// " + $0 }.joined(), at: newline)
            return result
        }
    }

    /// A comment's text in lines of at most 110 characters, broken between words.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > 110 {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The most App Shortcuts an app may have (AppShortcutsProvider:
    /// https://developer.apple.com/documentation/appintents/appshortcutsprovider — "up to 10").
    static let appShortcutsLimit = 10

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
            if let output = plan.outputAsParameter {
                need(enumType: output.enumType, objectType: output.objectType, in: plan.file)
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
