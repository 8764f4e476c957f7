import Testing

@testable import Analysis
@testable import Model

/// Which language a definition's own texts are in.
@Suite struct DevelopmentLanguageTests {
    static func project(_ path: String, _ region: String?) -> ProjectSettings {
        ProjectSettings(location: SourceLocation(path: path, line: 1), developmentRegion: region)
    }

    @Test func aLanguageFolderWinsOverTheProject() {
        let projects = [Self.project("App.xcodeproj/project.pbxproj", "fr")]
        #expect(
            DevelopmentLanguage.of(definitionAt: "Shared/de.lproj/Intents.intentdefinition", projects: projects) == "de"
        )
        #expect(
            DevelopmentLanguage.of(definitionAt: "Shared/Base.lproj/Intents.intentdefinition", projects: projects)
                == "fr")
    }

    @Test func theProjectHoldingTheDefinitionDecides() {
        let projects = [
            Self.project("Mac/Mac.xcodeproj/project.pbxproj", "English"),
            Self.project("Phone/Phone.xcodeproj/project.pbxproj", "ja"),
        ]
        #expect(DevelopmentLanguage.of(definitionAt: "Phone/Intents.intentdefinition", projects: projects) == "ja")
        #expect(
            DevelopmentLanguage.of(definitionAt: "Mac/Base.lproj/Intents.intentdefinition", projects: projects) == "en")
        // Outside both, with two regions: nothing says which, so Xcode's default.
        #expect(DevelopmentLanguage.of(definitionAt: "Shared/Intents.intentdefinition", projects: projects) == "en")
        #expect(
            DevelopmentLanguage.of(definitionAt: "Shared/Intents.intentdefinition", projects: [projects[1]]) == "ja")
        #expect(DevelopmentLanguage.of(definitionAt: "Intents.intentdefinition", projects: []) == "en")
    }
}
