import Discovery
import Foundation
import Model

/// One `.strings` file or String Catalog (`.xcstrings`), parsed once for every use: the keys per
/// language (a definition's translations, the app's tables for IA209), the texts (scaffold's
/// catalog) and a catalog's source language and keys.
///
/// Bounded like every reader: the file is at most `limits.fileBytes`; a `.strings` file goes through
/// the property-list reader (depth, string length); a catalog's bracket nesting is checked against
/// `limits.nestingDepth` before Foundation's JSON parser sees it (the parse is then linear in bytes).
package struct StringTableFile: Sendable {
    package var path: String
    /// Language → key → text (string values only).
    package var texts: [String: [String: String]] = [:]
    /// Language → every key the file translates into it.
    package var keysByLanguage: [String: Set<String>] = [:]
    /// A catalog's `sourceLanguage`; nil for a `.strings` file.
    package var sourceLanguage: String?
    /// Every key of a catalog (translated or not); empty for a `.strings` file.
    package var catalogKeys: Set<String> = []

    /// The parsed file, or why it could not be read.
    package enum Outcome: Sendable {
        case success(StringTableFile)
        case failure(Diagnostic)

        package var table: StringTableFile? {
            if case .success(let table) = self { return table }
            return nil
        }
    }

    package static func read(_ file: SourceFile, limits: Limits = Limits(), texts: Bool = true) -> Outcome {
        var deadline = ParseDeadline.never
        return read(file, limits: limits, texts: texts, deadline: &deadline)
    }

    /// The file's keys, and its texts when `texts` is true (only a definition's translations need
    /// them: the app's own tables are megabytes of texts in a localized app, and only their keys count).
    /// A catalog's reading stops at `deadline` (checked at every key) with a diagnostic.
    /// `keys`: one copy of each key across the tables read with it.
    package static func read(
        _ file: SourceFile, limits: Limits, texts: Bool, deadline: inout ParseDeadline, keys: KeyInterner? = nil
    ) -> Outcome {
        let what = file.kind == .xcstrings ? "string catalog" : ".strings file"
        if let oversized = limits.oversized(file.path, bytes: file.bytes.count, what: what) {
            return .failure(oversized)
        }
        guard file.kind == .xcstrings else { return readStrings(file, limits: limits, texts: texts, keys: keys) }
        let outcome = readCatalog(file, limits: limits, texts: texts, deadline: &deadline)
        guard let keys, case .success(var table) = outcome else { return outcome }
        table.keysByLanguage = table.keysByLanguage.mapValues { keys.intern($0) }
        table.catalogKeys = keys.intern(table.catalogKeys)
        return .success(table)
    }

    /// `X/<lang>.lproj/Name.strings`: one language, from the folder.
    private static func readStrings(_ file: SourceFile, limits: Limits, texts: Bool, keys: KeyInterner?) -> Outcome {
        let folder = TranslationReader.split(TranslationReader.split(file.path).0).1
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
        do {
            let value = try PropertyListReader.read(file.bytes, strings: true, name: file.path, limits: limits)
            guard let entries = value.entries else {
                return .failure(
                    Diagnostic(
                        SourceLocation(path: file.path, line: value.line),
                        "a .strings file must hold a dictionary, found \(value.kindDescription)"))
            }
            var table = StringTableFile(path: file.path)
            if let language {
                table.keysByLanguage[language] = keys?.intern(entries.map(\.key)) ?? Set(entries.map(\.key))
                for entry in entries where texts {
                    if let text = entry.value.string { table.texts[language, default: [:]][entry.key] = text }
                }
            }
            return .success(table)
        } catch let error as PropertyListError {
            return .failure(
                Diagnostic(
                    SourceLocation(path: file.path, line: error.line),
                    "cannot read this .strings file: \(error.message)"))
        } catch {
            return .failure(Diagnostic(SourceLocation(path: file.path), "cannot read this .strings file"))
        }
    }

    /// `{"sourceLanguage": …, "strings": {key: {"localizations": {lang: {"stringUnit": {"value": …}}}}}}`.
    private static func readCatalog(
        _ file: SourceFile, limits: Limits, texts: Bool, deadline: inout ParseDeadline
    ) -> Outcome {
        let failure = { (why: String) in
            Outcome.failure(Diagnostic(SourceLocation(path: file.path), "cannot read this string catalog: \(why)"))
        }
        let depth = jsonDepth(file.bytes)
        guard depth <= limits.nestingDepth else {
            return failure("nested deeper than \(limits.nestingDepth) levels (--limit nesting-depth)")
        }
        let catalog: CatalogJSON.Catalog
        do {
            catalog = try CatalogJSON.read(file.bytes, deadline: &deadline)
        } catch .stopped {
            return .failure(IsolatedParse.stoppedPartWay(file.path, what: "string catalog", limits: limits))
        } catch {
            return failure("not a JSON object with a \"strings\" object")
        }
        var table = StringTableFile(path: file.path)
        table.sourceLanguage = catalog.sourceLanguage
        table.catalogKeys = catalog.keys
        for (key, language, value) in catalog.localizations {
            table.keysByLanguage[language, default: []].insert(key)
            if texts, let value { table.texts[language, default: [:]][key] = value }
        }
        return .success(table)
    }

    /// The deepest `{`/`[` nesting outside string literals.
    static func jsonDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
