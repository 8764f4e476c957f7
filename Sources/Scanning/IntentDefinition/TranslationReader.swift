import Discovery
import Foundation
import Model

/// Finds and reads the translations of a localized definition file (format doc §11).
///
/// For `X/Base.lproj/Name.intentdefinition` they are `X/<lang>.lproj/Name.strings` (Base and the
/// development language count too) and the string catalog `X/Name.xcstrings` (or one inside an
/// `.lproj` of `X`), whose languages come from `strings.<key>.localizations`. A definition outside
/// any `.lproj` folder is unlocalized and has none.
package enum TranslationReader {
    /// The keys one translation holds, per language (a `.strings` file has one language).
    package struct Table: Sendable {
        package var path: String
        package var keysByLanguage: [String: Set<String>]
        /// Language → key → text, to read the translated titles.
        package var texts: [String: [String: String]] = [:]
    }

    /// A table, or why the file could not be read.
    package enum Outcome: Sendable {
        case success(Table)
        case failure(Diagnostic)
    }

    /// The translation files that belong to the definition at `path`.
    package static func candidates(for path: String, among files: [SourceFile]) -> [SourceFile] {
        guard let (parent, baseName) = localizedLocation(path) else { return [] }
        return files.filter { file in
            let (dir, name) = split(file.path)
            switch file.kind {
            case .strings:
                return name == baseName + ".strings" && dir.hasSuffix(".lproj") && split(dir).0 == parent
            case .xcstrings:
                guard name == baseName + ".xcstrings" else { return false }
                return dir == parent || (dir.hasSuffix(".lproj") && split(dir).0 == parent)
            default:
                return false
            }
        }
    }

    /// `(X, Name)` for `X/<something>.lproj/Name.intentdefinition`, nil when not in an `.lproj`.
    package static func localizedLocation(_ path: String) -> (String, String)? {
        let (dir, name) = split(path)
        guard dir.hasSuffix(".lproj") else { return nil }
        let baseName = name.hasSuffix(".intentdefinition") ? String(name.dropLast(".intentdefinition".count)) : name
        return (split(dir).0, baseName)
    }

    /// Reads one translation file; a file that cannot be read is a diagnostic.
    package static func read(_ file: SourceFile) -> Outcome {
        table(StringTableFile.read(file))
    }

    /// The keys of an already parsed file.
    package static func table(_ outcome: StringTableFile.Outcome) -> Outcome {
        switch outcome {
        case .success(let parsed):
            .success(Table(path: parsed.path, keysByLanguage: parsed.keysByLanguage, texts: parsed.texts))
        case .failure(let diagnostic): .failure(diagnostic)
        }
    }

    /// The titles and descriptions of an intent in every translation, sorted, without repeats (at
    /// most 64): an app developed in French names its App Intent "Synchroniser tout", not "Sync all".
    package static func translatedTexts(_ intent: IntentDefinition, tables: [Table]) -> [String] {
        let ids = [intent.titleID, intent.descriptionID].compactMap { $0 }
        guard !ids.isEmpty else { return [] }
        var result: Set<String> = []
        for table in tables {
            for (_, texts) in table.texts.sorted(by: { $0.key < $1.key }) {
                for id in ids { if let text = texts[id], !text.isEmpty { result.insert(text) } }
            }
        }
        return Array(result.sorted().prefix(64))
    }

    /// One `Localization` per language of each table, with missing and stale keys.
    package static func localizations(_ tables: [Table], ids: LocalizationIDs) -> [Localization] {
        var result: [Localization] = []
        for table in tables {
            for (language, keys) in table.keysByLanguage {
                var localization = Localization(
                    language: language, path: table.path,
                    missingKeys: ids.withText.subtracting(keys).sorted(),
                    staleKeys: keys.filter { !ids.uses($0) }.sorted())
                // A value equal to its source text is not a translation (an English string left in place).
                let values = table.texts[language] ?? [:]
                localization.translatedTexts = Set(
                    ids.texts.compactMap { id, text in
                        values[id].flatMap { $0.isEmpty || $0 == text ? nil : text }
                    }
                ).sorted()
                result.append(localization)
            }
        }
        return result.sorted { ($0.language, $0.path) < ($1.language, $1.path) }
    }

    /// `("a/b", "c")` for `"a/b/c"`; `("", "c")` for `"c"`.
    package static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
