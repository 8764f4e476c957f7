import Discovery
import Foundation
import Testing

@testable import Commands
@testable import Model
@testable import Scanning

/// The app's string tables (IA209's evidence) and the translated texts scaffold carries over.
@Suite struct AppStringTableTests {
    private func file(_ path: String, _ kind: FileKind, _ text: String) -> SourceFile {
        SourceFile(path: path, kind: kind, bytes: Array(text.utf8))
    }

    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Trail": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weg"}}}},
          "Distance": {}
        }}
        """

    @Test func aCatalogHoldsEveryKeyInItsSourceLanguage() {
        let tables = AppStringTableScanner.scan([
            file("App/AppIntents.xcstrings", .xcstrings, Self.catalog),
            file("App/Other.xcstrings", .xcstrings, Self.catalog),
        ])
        #expect(
            tables == [
                AppStringTable(
                    path: "App/AppIntents.xcstrings", table: "AppIntents",
                    keysByLanguage: ["de": ["Trail"], "en": ["Distance", "Trail"]])
            ])
    }

    /// Tables read with one `KeyInterner` share one copy of each key (the same keys in every
    /// language were a copy each); the keys read are the same.
    @Test func tablesReadTogetherShareTheirKeys() throws {
        let key = "widget.configuration.server.title.long"
        let keys = KeyInterner()
        func read(_ language: String, interner: KeyInterner?) throws -> String {
            var deadline = ParseDeadline.never
            let outcome = StringTableFile.read(
                file("App/\(language).lproj/Localizable.strings", .strings, "\"\(key)\" = \"\(language)\";\n"),
                limits: Limits(), texts: false, deadline: &deadline, keys: interner)
            let read = try #require(outcome.table?.keysByLanguage[language]?.first)
            #expect(read == key)
            return read
        }
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let (de, fr) = (try read("de", interner: keys), try read("fr", interner: keys))
        #expect(storage(de) != nil && storage(de) == storage(fr), "each table kept its own copy of the key")
        let (alone, other) = (try read("de", interner: nil), try read("fr", interner: nil))
        #expect(storage(alone) != storage(other))
    }

    @Test func stringsFilesOfOneFolderFormOneTable() {
        let tables = AppStringTableScanner.scan([
            file("App/de.lproj/Localizable.strings", .strings, "\"Trail\" = \"Weg\";\n"),
            file(
                "App/fr.lproj/Localizable.strings", .strings, "\"Trail\" = \"Sentier\";\n\"Distance\" = \"Distance\";\n"
            ),
        ])
        #expect(tables.count == 1)
        #expect(tables.first?.keysByLanguage == ["de": ["Trail"], "fr": ["Distance", "Trail"]])
    }

    @Test func translatedTextsComeFromCatalogsAndStringsFiles() {
        #expect(
            TranslationTexts.texts(file("X/AppIntents.xcstrings", .xcstrings, Self.catalog)) == ["de": ["Trail": "Weg"]]
        )
        #expect(
            TranslationTexts.texts(file("X/de.lproj/Intents.strings", .strings, "\"ab12cd\" = \"Weg\";\n"))
                == ["de": ["ab12cd": "Weg"]])
    }

    /// The app's own tables are read for their keys only; a definition's translations keep their texts.
    @Test func onlyADefinitionsTranslationsKeepTheirTexts() {
        let localizable = file("App/de.lproj/Localizable.strings", .strings, "\"Trail\" = \"Weg\";\n")
        let keysOnly = StringTableFile.read(localizable, texts: false).table
        #expect(keysOnly?.keysByLanguage == ["de": ["Trail"]] && keysOnly?.texts == [:])
        #expect(StringTableFile.read(localizable).table?.texts == ["de": ["Trail": "Weg"]])
        let catalog = StringTableFile.read(file("App/AppIntents.xcstrings", .xcstrings, Self.catalog), texts: false)
        #expect(catalog.table?.catalogKeys == ["Trail", "Distance"] && catalog.table?.texts == [:])
    }

    @Test func aBrokenAppTableIsADiagnosticNotASilentGap() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let (tables, diagnostics) = AppStringTableScanner.read(
            [
                file("App/fr.lproj/Localizable.strings", .strings, "\"Trail\" = \"Sentier"),
                file("App/AppIntents.xcstrings", .xcstrings, "{\"strings\": "),
                file("Deep/AppIntents.xcstrings", .xcstrings, deep),
                file("App/de.lproj/Localizable.strings", .strings, "\"Trail\" = \"Weg\";\n"),
            ], parsed: [:])
        #expect(tables.map(\.path) == ["App/Localizable.strings"])
        #expect(
            diagnostics.map(\.location.path) == [
                "App/AppIntents.xcstrings", "App/fr.lproj/Localizable.strings", "Deep/AppIntents.xcstrings",
            ])
        #expect(diagnostics.contains { $0.message.contains("cannot read this .strings file") })
        #expect(diagnostics.contains { $0.message.contains("nested deeper than 128 levels") })
    }

    @Test func theAuditReportsABrokenAppTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/App/fr.lproj", withIntermediateDirectories: true)
        try "\"Trail\" = ".write(toFile: root + "/App/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let inventory = Audit.scan(root: root)
        #expect(inventory.diagnostics.contains { $0.location.path == "App/fr.lproj/Localizable.strings" })
    }

    @Test func oneParseGivesKeysTextsAndTheSourceLanguage() throws {
        let table = try #require(
            StringTableFile.read(file("App/AppIntents.xcstrings", .xcstrings, Self.catalog)).table)
        #expect(table.sourceLanguage == "en")
        #expect(table.catalogKeys == ["Trail", "Distance"])
        #expect(table.keysByLanguage == ["de": ["Trail"]])
        #expect(table.texts == ["de": ["Trail": "Weg"]])
    }
}
