import Discovery
import Foundation
import Model
import SystemSupport

/// The texts of a definition and of its translations, for tools that carry them over (scaffold's
/// String Catalog). The audit itself only needs the keys (`TranslationReader`).
package enum TranslationTexts {
    /// Localization ID → source text (`INIntentTitleID` → the `INIntentTitle` beside it), for every
    /// `…ID` key with a non-empty sibling text anywhere in the definition. Empty when unreadable.
    package static func sourceTexts(_ definition: SourceFile) -> [String: String] {
        guard let root = PropertyListReader.read(definition, describing: "intent definition").0 else { return [:] }
        var texts: [String: String] = [:]
        visit(root, into: &texts)
        return texts
    }

    private static func visit(_ value: PropertyListValue, into texts: inout [String: String]) {
        if let entries = value.entries {
            for entry in entries {
                if entry.key.hasPrefix("IN"), entry.key.hasSuffix("ID"), let id = entry.value.string, !id.isEmpty,
                    let text = entries.first(where: { $0.key == String(entry.key.dropLast(2)) })?.value.string,
                    !text.isEmpty, texts[id] == nil
                {
                    texts[id] = text
                }
                visit(entry.value, into: &texts)
            }
        } else if let items = value.array {
            for item in items { visit(item, into: &texts) }
        }
    }

    /// Language → key → translated text, from the definition's `.lproj/*.strings` and `.xcstrings`
    /// (format doc §11). Files that cannot be read give nothing (the audit reports them).
    package static func translations(
        ofDefinitionAt path: String, among files: [SourceFile]
    ) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for file in TranslationReader.candidates(for: path, among: files).sorted(by: { $0.path < $1.path }) {
            for (language, values) in texts(file) {
                result[language, default: [:]].merge(values) { first, _ in first }
            }
        }
        return result
    }

    /// Language → key → text of one `.strings` file or string catalog (nothing when unreadable).
    package static func texts(_ file: SourceFile) -> [String: [String: String]] {
        StringTableFile.read(file).table?.texts ?? [:]
    }
}

/// Finds the app's `Localizable`/`AppIntents`/`AppShortcuts` string tables and the languages each holds; a table
/// that cannot be read is a diagnostic (its translations would otherwise be silently missing).
package enum AppStringTableScanner {
    /// Whether a file is one of the app tables App Intents titles are looked up in.
    package static func isAppTable(_ file: SourceFile) -> Bool {
        guard file.kind == .strings || file.kind == .xcstrings else { return false }
        let name = TranslationReader.split(file.path).1
        return AppStringTable.scannedTables.contains(String(name.prefix { $0 != "." }))
    }

    package static func scan(_ files: [SourceFile]) -> [AppStringTable] {
        read(files, parsed: [:]).tables
    }

    /// The tables among `files`, using `parsed` (path → outcome) where a file was read already.
    /// Each file's keys are sorted beside the others' (`ConcurrentMap`): a real app's 34 languages
    /// of `Localizable.strings`, sorted one after another, were the longest stretch of the audit
    /// that ran on one core.
    package static func read(
        _ files: [SourceFile], parsed: [String: StringTableFile.Outcome]
    ) -> (tables: [AppStringTable], diagnostics: [Diagnostic]) {
        let each = ConcurrentMap.map(files.filter(isAppTable)) { file in contribution(of: file, parsed: parsed) }
        var byTable: [String: AppStringTable] = [:]
        var diagnostics: [Diagnostic] = []
        for outcome in each {
            switch outcome {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let part):
                var entry = byTable[part.key] ?? AppStringTable(path: part.key, table: part.table, keysByLanguage: [:])
                for (language, keys) in part.sortedKeys {
                    if let earlier = entry.keysByLanguage[language] {
                        entry.keysByLanguage[language] = Array(Set(earlier).union(keys)).sorted()
                    } else {
                        entry.keysByLanguage[language] = keys
                    }
                }
                byTable[part.key] = entry
            }
        }
        return (byTable.values.sorted { $0.path < $1.path }, diagnostics.sorted())
    }

    private enum Part: Sendable {
        case success(Contribution)
        case failure(Diagnostic)
    }

    /// What one file adds to its table: the table's key and name, and each language's keys, sorted.
    private struct Contribution: Sendable {
        var key: String
        var table: String
        var sortedKeys: [String: [String]]
    }

    private static func contribution(
        of file: SourceFile, parsed: [String: StringTableFile.Outcome]
    ) -> Part {
        let name = TranslationReader.split(file.path).1
        let table = String(name.prefix { $0 != "." })
        let read: StringTableFile
        switch parsed[file.path] ?? StringTableFile.read(file) {
        case .success(let parsed): read = parsed
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        // One `.strings` per language: they form one table per folder above the `.lproj`.
        let (dir, _) = TranslationReader.split(file.path)
        let key = file.kind == .xcstrings ? file.path : TranslationReader.split(dir).0 + "/" + name
        var keysByLanguage = read.keysByLanguage
        // In a catalog every key is its own text in the source language.
        if let source = read.sourceLanguage {
            keysByLanguage[source, default: []].formUnion(read.catalogKeys)
        }
        return .success(Contribution(key: key, table: table, sortedKeys: keysByLanguage.mapValues { $0.sorted() }))
    }
}
