import Discovery
import Testing

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
}
