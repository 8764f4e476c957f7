import Discovery
import Model
import SystemSupport

/// One scanner per family of file kinds: files in, facts out. Scanners run in `FileScanners.all`
/// order; a later one sees what the earlier ones found (the definitions need the project's class
/// prefix), so project files come first.
package protocol FileScanner: Sendable {
    /// The kinds of file it reads.
    var kinds: [FileKind] { get }
    /// The facts of `files` (all of `kinds`); `earlier` is what the scanners before it found;
    /// every reader stays within `limits`.
    func scan(_ files: [SourceFile], earlier: Inventory, limits: Limits) -> Inventory
}

/// Every scanner, in the order they run. A new file kind is a new scanner in this list.
package enum FileScanners {
    package static let all: [any FileScanner] = [
        ProjectFilesScanner(), DefinitionFilesScanner(), SwiftFilesScanner(), ObjectiveCFilesScanner(),
    ]

    /// Runs every scanner over the files of its kinds and merges what they found.
    package static func scan(_ files: [SourceFile], limits: Limits = Limits()) -> Inventory {
        let byKind = Dictionary(grouping: files, by: \.kind)
        var inventory = Inventory()
        for scanner in all {
            inventory.merge(
                scanner.scan(scanner.kinds.flatMap { byKind[$0] ?? [] }, earlier: inventory, limits: limits))
        }
        for (kind, group) in byKind { inventory.filesScanned[kind.rawValue] = group.count }
        return inventory
    }

    /// Every keyword the byte pre-filters look for (the benchmark's `rg` comparison uses them).
    package static var prefilterKeywords: [String] {
        var seen = Set<String>()
        return (KeywordFilter.keywords.map { String(decoding: $0, as: UTF8.self) } + ObjectiveCPrefilter.keywords)
            .filter { seen.insert($0).inserted }
    }
}

/// Info.plist, project.pbxproj, xcconfig and Package.swift: targets, deployment, extensions.
package struct ProjectFilesScanner: FileScanner {
    package let kinds: [FileKind] = [.propertyList, .pbxproj, .xcconfig, .packageManifest]
    package func scan(_ files: [SourceFile], earlier: Inventory, limits: Limits) -> Inventory {
        ProjectScanner.scan(files, limits: limits)
    }
}

/// `.intentdefinition` files and the `.strings` / `.xcstrings` that translate them.
package struct DefinitionFilesScanner: FileScanner {
    package let kinds: [FileKind] = [.intentDefinition, .strings, .xcstrings]
    package func scan(_ files: [SourceFile], earlier: Inventory, limits: Limits) -> Inventory {
        let definitions = files.filter { $0.kind == .intentDefinition }
        let tables = files.filter { $0.kind != .intentDefinition }
        // Each string table is parsed once, whether it translates a definition, is one of the app's
        // Localizable/AppIntents tables (IA209's evidence), or both.
        var relevant: [String: SourceFile] = [:]
        for file in tables where AppStringTableScanner.isAppTable(file) { relevant[file.path] = file }
        var translating: Set<String> = []
        for definition in definitions {
            for file in TranslationReader.candidates(for: definition.path, among: tables) {
                relevant[file.path] = file
                translating.insert(file.path)
            }
        }
        let files = relevant.values.sorted { $0.path < $1.path }
        let withTexts = translating
        let keys = KeyInterner()
        let parsed = Dictionary(
            uniqueKeysWithValues: zip(
                files.map(\.path),
                ConcurrentMap.map(files) { file in
                    let texts = withTexts.contains(file.path)
                    return IsolatedParse.run(limits: limits) { (deadline: inout ParseDeadline) in
                        StringTableFile.read(file, limits: limits, texts: texts, deadline: &deadline, keys: keys)
                    }
                        ?? .failure(IsolatedParse.gaveUp(file.path, what: "string table", limits: limits))
                }))
        var inventory = DefinitionScanner.scan(
            definitions: definitions, translations: tables,
            projectClassPrefix: earlier.projects.compactMap(\.classPrefix).first { !$0.isEmpty }, limits: limits,
            parsedTables: parsed)
        let app = AppStringTableScanner.read(tables, parsed: parsed)
        inventory.appStringTables = app.tables
        // A table that also translates a definition was reported once already.
        let reported = Set(inventory.diagnostics)
        inventory.diagnostics += app.diagnostics.filter { !reported.contains($0) }
        return inventory
    }
}

/// Swift sources, through SwiftSyntax.
package struct SwiftFilesScanner: FileScanner {
    package let kinds: [FileKind] = [.swift]
    package func scan(_ files: [SourceFile], earlier: Inventory, limits: Limits) -> Inventory {
        SwiftScanner.scan(files, limits: limits)
    }
}

/// Objective-C sources and headers, through the small lexer.
package struct ObjectiveCFilesScanner: FileScanner {
    package let kinds: [FileKind] = [.objectiveC]
    /// Objective-C may call the Swift activity factories `earlier` found (`[NSUserActivity openActivityForNote:…]`).
    package func scan(_ files: [SourceFile], earlier: Inventory, limits: Limits) -> Inventory {
        let factories = Dictionary(earlier.activityFactories.map { ($0.selector, $0) }, uniquingKeysWith: { a, _ in a })
        return ObjectiveCScanner.scan(files, activityFactories: factories, limits: limits)
    }
}
