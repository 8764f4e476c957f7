import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// The generated text itself: byte-identical across runs, and equal to the checked-in golden output.
@Suite struct GoldenScaffoldTests {
    static let coverage = Fixtures.path("Scaffold/Coverage")

    private func generate(style: ScaffoldOptions.Style = .branches) throws -> ScaffoldOutput {
        let inventory = Audit.scan(root: Self.coverage)
        return try Scaffolder.generate(
            inventory, texts: ScaffoldCommand.texts(root: Self.coverage, configuration: AuditConfiguration()),
            options: ScaffoldOptions(style: style, appName: "Coverage"))
    }

    @Test func sameTreeSameBytes() throws {
        #expect(try generate().files == generate().files)
        #expect(try generate(style: .flatten).files == generate(style: .flatten).files)
    }

    @Test func goldenOutputOfTheCoverageFixture() throws {
        let output = try generate()
        let folder = Fixtures.goldenDirectory + "/Scaffold/Coverage"
        if Golden.recording {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in output.files { try Golden.check(file.contents, "Scaffold/Coverage/" + file.name) }
        let checkedIn = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(checkedIn.sorted() == output.files.map(\.name).sorted())
    }

    @Test func theCatalogCarriesTheDefinitionsTranslations() throws {
        let catalog = try #require(try generate().files.first { $0.name == "AppIntents.xcstrings" })
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(catalog.contents.utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        let title = try #require((strings["Show Weather"] as? [String: Any])?["localizations"] as? [String: Any])
        #expect(
            ((title["de"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                == "Show Weather (de)")
        #expect(
            ((title["fr"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                == "Show Weather (fr)")
        let wind = try #require((strings["Show Wind"] as? [String: Any])?["localizations"] as? [String: Any])
        #expect(wind["fr"] == nil && wind["de"] != nil)
    }
}

/// App Shortcuts keep the phrase the donated shortcut suggested.
@Suite struct ShortcutPhraseTests {
    @Test func theLegacyInvocationPhraseBecomesTheShortcutPhrase() throws {
        let root = Fixtures.path("Scaffold/Coverage")
        let output = try Scaffolder.generate(Audit.scan(root: root), options: ScaffoldOptions(appName: "Coverage"))
        let shortcuts = try #require(output.files.first { $0.name == "CoverageShortcuts.swift" })
        #expect(shortcuts.contents.contains("[\"Add everything in \\(.applicationName)\"]"))
        // PickColor's donation suggested no phrase: its title stands in.
        #expect(shortcuts.contents.contains("[\"Pick Color in \\(.applicationName)\"]"))
    }
}
