import Discovery
import Foundation
import Model

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

    /// Language → key → text of one `.strings` file or string catalog.
    package static func texts(_ file: SourceFile) -> [String: [String: String]] {
        if file.kind == .xcstrings {
            guard let root = (try? JSONSerialization.jsonObject(with: Data(file.bytes))) as? [String: Any],
                let strings = root["strings"] as? [String: Any]
            else { return [:] }
            var result: [String: [String: String]] = [:]
            for (key, entry) in strings {
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                for (language, unit) in localizations {
                    let stringUnit = (unit as? [String: Any])?["stringUnit"] as? [String: Any]
                    if let value = stringUnit?["value"] as? String { result[language, default: [:]][key] = value }
                }
            }
            return result
        }
        let (dir, _) = TranslationReader.split(file.path)
        let folder = TranslationReader.split(dir).1
        guard folder.hasSuffix(".lproj"),
            let value = try? PropertyListReader.read(file.bytes, strings: true, name: file.path),
            let entries = value.entries
        else { return [:] }
        var table: [String: String] = [:]
        for entry in entries { if let text = entry.value.string { table[entry.key] = text } }
        return [String(folder.dropLast(".lproj".count)): table]
    }
}

/// Finds the app's `Localizable`/`AppIntents` string tables and the languages each holds.
package enum AppStringTableScanner {
    package static func scan(_ files: [SourceFile]) -> [AppStringTable] {
        var byTable: [String: AppStringTable] = [:]
        for file in files where file.kind == .strings || file.kind == .xcstrings {
            let name = TranslationReader.split(file.path).1
            let table = String(name.prefix { $0 != "." })
            guard AppStringTable.appIntentsTables.contains(table) else { continue }
            guard case .success(let read) = TranslationReader.read(file) else { continue }
            // One `.strings` per language: they form one table per folder above the `.lproj`.
            let (dir, _) = TranslationReader.split(file.path)
            let key = file.kind == .xcstrings ? file.path : TranslationReader.split(dir).0 + "/" + name
            var entry = byTable[key] ?? AppStringTable(path: key, table: table, keysByLanguage: [:])
            var keysByLanguage = read.keysByLanguage
            // In a catalog every key is its own text in the source language.
            if file.kind == .xcstrings, let source = sourceLanguage(file) {
                keysByLanguage[source, default: []].formUnion(keysByLanguage.values.flatMap { $0 } + catalogKeys(file))
            }
            for (language, keys) in keysByLanguage {
                entry.keysByLanguage[language] = Array(Set(entry.keysByLanguage[language] ?? []).union(keys)).sorted()
            }
            byTable[key] = entry
        }
        return byTable.values.sorted { $0.path < $1.path }
    }

    private static func catalogRoot(_ file: SourceFile) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(file.bytes))) as? [String: Any]
    }

    private static func sourceLanguage(_ file: SourceFile) -> String? {
        catalogRoot(file)?["sourceLanguage"] as? String
    }

    private static func catalogKeys(_ file: SourceFile) -> [String] {
        ((catalogRoot(file)?["strings"] as? [String: Any]) ?? [:]).keys.sorted()
    }
}
