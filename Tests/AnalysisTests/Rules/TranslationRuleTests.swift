import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA209: a language the legacy definition had, missing from the counterpart's string tables.
@Suite struct TranslationRuleTests {
    private func inventory(tables: [AppStringTable], titled: Bool = true) -> Inventory {
        var inventory = RuleScenarios.inventory(for: "IA209")
        if titled, let index = inventory.appIntents.firstIndex(where: { $0.name == "LogHikeAppIntent" }) {
            inventory.appIntents[index].titleKey = nil
            inventory.appIntents[index].parameters[0].title = "Trail"
            inventory.appIntents[index].parameters[0].titleKey = "Trail"
            inventory.appIntents[index].parameters[1].title = "Distance"
            inventory.appIntents[index].parameters[1].titleKey = "Distance"
        }
        inventory.appStringTables = tables
        return inventory
    }

    @Test func aLanguageNoTableHasIsAWarning() throws {
        let finding = try #require(Make.assess(inventory(tables: [])).findings("IA209").first)
        #expect(finding.severity == .warning && finding.intent == "LogHikeIntent")
        #expect(
            finding.message == "German (de) users lose the translated title of LogHikeAppIntent: no Localizable or "
                + "AppIntents string table has de (LogHikeIntent had it)")
    }

    @Test func missingKeysAreNamed() throws {
        let table = AppStringTable(
            path: "App/AppIntents.xcstrings", table: "AppIntents", keysByLanguage: ["de": ["Trail"]])
        let finding = try #require(Make.assess(inventory(tables: [table])).findings("IA209").first)
        #expect(finding.message.hasSuffix("no de translation for \"Distance\""))
    }

    /// `.init("hike.distance", defaultValue: "Distance")`: looked up by its key, named by key and text.
    @Test func aResourceTitleIsLookedUpByItsKey() throws {
        var titled = inventory(tables: [])
        let index = try #require(titled.appIntents.firstIndex { $0.name == "LogHikeAppIntent" })
        titled.appIntents[index].parameters[1].titleKey = "hike.distance"
        let table = AppStringTable(
            path: "App/Localizable.xcstrings", table: "Localizable", keysByLanguage: ["de": ["Trail", "Distance"]])
        titled.appStringTables = [table]
        let finding = try #require(Make.assess(titled).findings("IA209").first)
        #expect(finding.message.hasSuffix("no de translation for \"hike.distance\" (Distance)"))
        titled.appStringTables[0].keysByLanguage["de"] = ["Trail", "hike.distance"]
        #expect(Make.assess(titled).findings("IA209").isEmpty)
        // A title the code computes (a constant) has no key the audit can look up: no claim.
        titled.appIntents[index].parameters[1].titleKey = nil
        titled.appIntents[index].parameters[1].title = "Strings.distance"
        titled.appStringTables[0].keysByLanguage["de"] = ["Trail"]
        #expect(Make.assess(titled).findings("IA209").isEmpty)
    }

    /// The App Intent's own title, when a literal, is a key too.
    @Test func theIntentsTitleIsLookedUpToo() throws {
        var titled = inventory(tables: [])
        let index = try #require(titled.appIntents.firstIndex { $0.name == "LogHikeAppIntent" })
        titled.appIntents[index].titleKey = "Log Hike"
        titled.appStringTables = [
            AppStringTable(
                path: "App/Localizable.strings", table: "Localizable", keysByLanguage: ["de": ["Trail", "Distance"]])
        ]
        let finding = try #require(Make.assess(titled).findings("IA209").first)
        #expect(finding.message.hasSuffix("no de translation for \"Log Hike\""))
        titled.appStringTables[0].keysByLanguage["de"]?.append("Log Hike")
        #expect(Make.assess(titled).findings("IA209").isEmpty)
    }

    /// Only what the legacy table translated can be lost: a text it never translated (or left in the
    /// source language, which the scanner does not count) raises nothing.
    @Test func aTextTheLegacyTableNeverTranslatedIsNotLost() {
        var scenario = inventory(tables: [
            AppStringTable(path: "App/AppIntents.xcstrings", table: "AppIntents", keysByLanguage: ["de": ["Trail"]])
        ])
        scenario.definitionFiles[0].localizations[0].translatedTexts = ["Trail"]
        #expect(Make.assess(scenario).findings("IA209").isEmpty)
        scenario.appStringTables = []
        scenario.definitionFiles[0].localizations[0].translatedTexts = []
        #expect(Make.assess(scenario).findings("IA209").isEmpty)
    }

    @Test func aCompleteTableIsQuiet() {
        let table = AppStringTable(
            path: "App/AppIntents.xcstrings", table: "AppIntents", keysByLanguage: ["de": ["Distance", "Trail"]])
        #expect(Make.assess(inventory(tables: [table])).findings("IA209").isEmpty)
    }
}
