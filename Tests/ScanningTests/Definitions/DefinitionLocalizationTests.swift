import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Translations of a localized definition: `.strings` in UTF-8 with BOM, UTF-16 with BOM and
/// XML-plist form, and a string catalog; missing and stale keys (format doc §11).
@Suite struct DefinitionLocalizationTests {
    /// The IDs of the fixture whose source text is not empty (counted by hand from the fixture).
    static let withText: [String] = [
        "cb0000", "cb0001", "cb0004", "cs0001", "ds0001", "ds0004", "dv0001", "en0001", "en0002", "ev0000",
        "ev0001", "ev0002", "ev0005", "ev0100", "ev0101", "ev0102", "mc0001", "pd001", "pd002", "pd003",
        "pd004", "pd005", "pd006", "pd007", "pd008", "pd009", "pd010", "pd011", "pd012", "pd013", "pd014",
        "pd015", "pd016", "pd017", "pd018", "pd019", "pd020", "pd021", "pd022", "pd023", "pd024", "pd025",
        "pd026", "pd027", "pr0001", "rc0001", "rc0002", "rc0003", "rp0001", "tp0100", "tr0002", "tt0001",
        "tt0002", "tt0003", "tt0004", "ty0001", "ty0002", "ur0023",
    ]

    static func missing(except translated: Set<String>) -> [String] {
        withText.filter { !translated.contains($0) }
    }

    let file: DefinitionFile

    init() throws {
        file = try #require(FixtureFiles.definitions("Definitions/model-1.2").definitionFiles.first)
    }

    @Test func everyIDIsCollectedIncludingThoseWithoutText() {
        #expect(file.localizationIDs.count == 60)
        #expect(file.localizationIDs == (Self.withText + ["ds0002", "ds0003"]).sorted())
    }

    @Test func oneLocalizationPerLanguageAndFile() {
        #expect(
            file.localizations.map { "\($0.language) \($0.path)" } == [
                "de App/de.lproj/Hikes.strings",
                "en App/en.lproj/Hikes.strings",
                "fr App/Hikes.xcstrings",
                "it App/Hikes.xcstrings",
                "ja App/ja.lproj/Hikes.strings",
            ])
    }

    @Test func utf16StringsWithAStaleKey() throws {
        let de = try #require(file.localizations.first { $0.language == "de" })
        #expect(de.missingKeys == Self.missing(except: ["tt0001", "ds0001", "tt0002"]))
        #expect(de.staleKeys == ["old999"])
    }

    @Test func utf8WithBOMAndAPerValueCombinationKeyThatIsNotStale() throws {
        let en = try #require(file.localizations.first { $0.language == "en" })
        #expect(en.missingKeys == Self.missing(except: ["tt0001"]))
        #expect(en.staleKeys == ["zz0000"])
    }

    @Test func xmlPlistStrings() throws {
        let ja = try #require(file.localizations.first { $0.language == "ja" })
        #expect(ja.missingKeys == Self.missing(except: ["tt0001", "ds0001"]))
        #expect(ja.staleKeys == [])
    }

    @Test func stringCatalogLanguages() throws {
        let fr = try #require(file.localizations.first { $0.language == "fr" })
        #expect(fr.missingKeys == Self.missing(except: ["tt0001", "ds0001"]))
        #expect(fr.staleKeys == ["gone01"])
        let it = try #require(file.localizations.first { $0.language == "it" })
        #expect(it.missingKeys == Self.missing(except: ["tt0001"]))
        #expect(it.staleKeys == [])
    }

    @Test func unlocalizedDefinitionsHaveNoTranslations() throws {
        let inventory = FixtureFiles.definitions("Definitions/namespaces")
        #expect(inventory.definitionFiles.allSatisfy { $0.localizations.isEmpty })
    }

    @Test func translationPathMatching() {
        #expect(TranslationReader.localizedLocation("A/Base.lproj/X.intentdefinition")! == ("A", "X"))
        #expect(TranslationReader.localizedLocation("Base.lproj/X.intentdefinition")! == ("", "X"))
        #expect(TranslationReader.localizedLocation("A/X.intentdefinition") == nil)
    }

    @Test func anUnreadableTranslationIsADiagnosticWithItsLine() {
        let definition = FixtureFiles.load("Definitions/model-1.2").filter { $0.kind == .intentDefinition }
        let broken = SourceFile(
            path: "App/es.lproj/Hikes.strings", kind: .strings,
            bytes: Array("\"tt0001\" = \"Registrar\";\n\"ds0001\" = \"sin fin;\n".utf8))
        let inventory = DefinitionScanner.scan(definitions: definition, translations: [broken], projectClassPrefix: nil)
        #expect(
            inventory.diagnostics.filter { $0.location.path.hasSuffix(".strings") } == [
                Diagnostic(
                    SourceLocation(path: "App/es.lproj/Hikes.strings", line: 2),
                    "cannot read this .strings file: unterminated quoted string")
            ])
        #expect(inventory.definitionFiles.first?.localizations == [])
    }
}
