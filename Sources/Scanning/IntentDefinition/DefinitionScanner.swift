import Discovery
import Model
import SystemSupport

/// Reads `.intentdefinition` files and their translations into the inventory.
///
/// `parsedTables` holds the string tables the caller parsed already (path → outcome), so none is read twice.
/// All files are parsed first, so a parameter whose custom type or enum lives in another
/// definition file (another namespace) still gets its exact generated Swift type.
package enum DefinitionScanner {
    package static func scan(
        definitions: [SourceFile], translations: [SourceFile], projectClassPrefix: String?,
        limits: Limits = Limits(), parsedTables: [String: StringTableFile.Outcome] = [:]
    ) -> Inventory {
        var inventory = Inventory()
        let parsed = ConcurrentMap.map(definitions) { file in
            var cut = 0
            let result = Result {
                try PropertyListReader.read(file.bytes, name: file.path, limits: limits, truncated: &cut)
            }
            .mapError { $0 as? PropertyListError ?? PropertyListError(line: 0, message: "\($0)") }
            return (file.path, result, cut)
        }
        var directory = TypeDirectory()
        var roots: [(String, PropertyListValue)] = []
        for (path, result, cut) in parsed {
            if cut > 0 {
                inventory.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: path),
                        "\(cut) string\(cut == 1 ? " was" : "s were") longer than \(limits.stringBytes) bytes and cut with '…' (--limit string-bytes)"
                    ))
            }
            switch result {
            case .success(let root):
                let prefixes = ClassPrefixes(
                    project: projectClassPrefix,
                    file: ClassPrefixes.shared(by: root["INIntents"]?.array ?? []))
                directory.add(root, path: path, prefixes: prefixes)
                roots.append((path, root))
                if root.line == 0 {
                    inventory.diagnostics.append(
                        Diagnostic(
                            SourceLocation(path: path),
                            "binary property list: read without line numbers (Xcode writes XML; was this file converted?)"
                        ))
                }
            case .failure(let error):
                inventory.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: path, line: error.line),
                        "cannot read this intent definition: \(error.message)"))
            }
        }
        let finalDirectory = directory
        let results = ConcurrentMap.map(roots.map { RootBox(path: $0.0, root: $0.1) }) { box in
            DefinitionFileReader.read(
                box.root, path: box.path, directory: finalDirectory, projectPrefix: projectClassPrefix)
        }
        for (index, (file, diagnostics)) in results.enumerated() {
            var file = file
            let ids = LocalizationIDs.collect(roots[index].1)
            let candidates = TranslationReader.candidates(for: file.path, among: translations)
            var tables: [TranslationReader.Table] = []
            let outcomes = ConcurrentMap.map(candidates) {
                parsedTables[$0.path] ?? StringTableFile.read($0, limits: limits)
            }
            for result in outcomes.map(TranslationReader.table) {
                switch result {
                case .success(let table): tables.append(table)
                case .failure(let diagnostic): inventory.diagnostics.append(diagnostic)
                }
            }
            file.localizations = TranslationReader.localizations(tables, ids: ids)
            for index in file.intents.indices {
                file.intents[index].translatedTexts = TranslationReader.translatedTexts(
                    file.intents[index], tables: tables)
            }
            inventory.definitionFiles.append(file)
            inventory.diagnostics += diagnostics
        }
        return inventory
    }
}

/// A parsed file handed to a concurrent reader.
private struct RootBox: Sendable {
    var path: String
    var root: PropertyListValue
}
