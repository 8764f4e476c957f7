import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA209: a language the legacy definition had, missing from the counterpart's string tables.
@Suite struct TranslationRuleTests {
    private func inventory(tables: [AppStringTable], titled: Bool = true) -> Inventory {
        var inventory = RuleScenarios.inventory(for: "IA209")
        if titled, let index = inventory.appIntents.firstIndex(where: { $0.name == "LogHikeAppIntent" }) {
            inventory.appIntents[index].parameters[0].title = "Trail"
            inventory.appIntents[index].parameters[1].title = "Distance"
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

    @Test func aCompleteTableIsQuiet() {
        let table = AppStringTable(
            path: "App/AppIntents.xcstrings", table: "AppIntents", keysByLanguage: ["de": ["Distance", "Trail"]])
        #expect(Make.assess(inventory(tables: [table])).findings("IA209").isEmpty)
    }
}
