import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA901–IA905, IA912: what the App Intents metadata extraction and Siri make of an `AppShortcutsProvider`.
@Suite struct AppShortcutRuleTests {
    typealias S = ShortcutScenarios

    @Test func elevenShortcutsAreAWarningWithTheirCount() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA901")!).findings("IA901").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "TrailShortcuts lists 11 App Shortcuts; App Intents accepts at most 10: the build's metadata extraction rejects the provider"
        )
        #expect(finding.location == Make.at("App/TrailShortcuts.swift", 35))
        #expect(finding.proof.allSatisfy { $0.resolved })
        #expect(finding.proof.contains { $0.fact.hasPrefix("its appShortcuts lists 11 AppShortcut entries") })
    }

    @Test func tenShortcutsAreFine() {
        let intents = S.intents(10)
        let inventory = Make.inventory(appIntents: intents + [S.provider(intents: intents.map(\.name))])
        #expect(Make.assess(inventory).findings("IA901").isEmpty)
    }

    @Test func elevenOnlyAcrossConditionsIsACannotTellNote() throws {
        var inventory = S.scenario(for: "IA901")!
        let index = inventory.appIntents.firstIndex { $0.name == "TrailShortcuts" }!
        inventory.appIntents[index].appShortcuts[10].conditional = true
        let finding = try #require(Make.assess(inventory).findings("IA901").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: 1 of its 11 AppShortcut entries sit behind `#if` or `if`"))
    }

    @Test func aProviderNoTargetBuildsIsNotChecked() {
        var inventory = S.scenario(for: "IA901")!
        var membership = TargetMembership(
            target: "TrailMix", source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
        membership.files = ["App/Intents.swift"]
        inventory.targetMemberships = [membership]
        #expect(Make.assess(inventory).findings("IA901").isEmpty)
    }

    @Test func phraseWithoutTheAppName() throws {
        let found = Make.assess(S.scenario(for: "IA902")!).findings("IA902")
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "The App Shortcut phrase \"Log a hike\" for Action1Intent in TrailShortcuts does not say \\(.applicationName): the metadata extraction rejects it"
        )
        #expect(finding.location == Make.at("App/TrailShortcuts.swift", 6))
    }

    @Test func phrasesWithTheAppNameOrNotLiteralsAreNotFlagged() {
        var provider = S.provider(intents: ["Action1Intent"], phrases: ["Log a hike in \\(.applicationName)"])
        provider.appShortcuts[0].phrases.append(
            ShortcutPhrase(
                written: "Phrases.log", key: nil, isLiteral: false, namesApplication: false,
                location: Make.at("App/TrailShortcuts.swift", 7)))
        let inventory = Make.inventory(appIntents: [Make.appIntent("Action1Intent"), provider])
        #expect(Make.assess(inventory).findings("IA902").isEmpty)
    }

    @Test func theTokenTypedOutIsACannotTellNote() throws {
        // `${applicationName}` typed in the literal is the metadata's token for the interpolation: whether the
        // build takes it from a literal is not documented, so no warning claims it is rejected.
        let provider = S.provider(
            intents: ["Action1Intent"], phrases: ["Log a hike in ${applicationName}", "Log a hike"])
        let findings = Make.assess(Make.inventory(appIntents: [Make.appIntent("Action1Intent"), provider]))
            .findings("IA902")
        #expect(findings.map(\.severity) == [.note, .warning])
        let note = try #require(findings.first)
        #expect(note.message.hasPrefix("cannot tell: the build does not take ${applicationName}, typed in the literal"))
        #expect(note.proof.contains { !$0.resolved })
        #expect(findings.last?.proof.allSatisfy(\.resolved) == true)
    }

    @Test func aProviderNoTargetBuildsIsAWarningWithItsShortcuts() throws {
        let inventory = S.scenario(for: "IA911")!
        let finding = try #require(Make.assess(inventory).findings("IA911").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "TrailShortcuts is an AppShortcutsProvider no target builds: its 1 App Shortcut (1 phrase) never "
                + "reach Shortcuts or Siri")
        #expect(
            finding.proof.last?.fact
                == "none of the targets the project files list (TrailMix) compiles Old/TrailShortcuts.swift")
        // Built by the app, or no project file to tell: quiet.
        var built = inventory
        built.targetMemberships[0].folders = ["App", "Old"]
        #expect(Make.assess(built).findings("IA911").isEmpty)
        #expect(Make.assess(inventory.with([])).findings("IA911").isEmpty)
    }

    @Test func twoProvidersInOneTarget() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA903")!).findings("IA903").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "TrailMix compiles 2 AppShortcutsProviders (MoreShortcuts, TrailShortcuts); a bundle may declare only one"
        )
    }

    @Test func providersInTwoTargetsAreFine() {
        var inventory = S.scenario(for: "IA903")!
        var other = TargetMembership(target: "TrailMixMac", source: "pbxproj", location: Make.at("p.pbxproj", 80))
        other.files = ["App/MoreShortcuts.swift"]
        inventory.targetMemberships[0].exceptions = ["App/MoreShortcuts.swift"]
        inventory.targetMemberships.append(other)
        #expect(Make.assess(inventory).findings("IA903").isEmpty)
    }

    @Test func twoProvidersWithoutAProjectFileIsANote() throws {
        var inventory = S.scenario(for: "IA903")!
        inventory.targetMemberships = []
        let finding = try #require(Make.assess(inventory).findings("IA903").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: no project file or manifest lists the targets"))
    }

    @Test func shortcutOfAHiddenIntent() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA904")!).findings("IA904").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "TrailShortcuts offers Action1Intent as an App Shortcut, but Action1Intent declares isDiscoverable = false"
        )
        var inventory = S.scenario(for: "IA904")!
        inventory.appIntents[0].isDiscoverable = true
        #expect(Make.assess(inventory).findings("IA904").isEmpty)
    }

    @Test func phrasesInLocalizableOnly() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA905")!).findings("IA905").first)
        #expect(
            finding.message
                == "1 phrase of TrailShortcuts (\"Log a hike in ${applicationName}\") is translated in App/Localizable.xcstrings, which App Shortcuts never read; no AppShortcuts table has it"
        )
    }

    /// IA912: the AppShortcuts table translates other phrases into German, not this one.
    @Test func aPhraseTheTableLeavesOutIsNotUnderstoodThere() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA912")!).findings("IA912").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "1 phrase of TrailShortcuts has no entry in the AppShortcuts table for languages it translates: \"Log a hike in ${applicationName}\" (de); Siri does not understand it there"
        )
        #expect(finding.proof.allSatisfy { $0.resolved })
        #expect(finding.proof.first?.fact == "App/de.lproj/AppShortcuts.strings translates App Shortcut phrases for de")
    }

    /// IA912 must not fire: the phrase translated in every language of the table; only the development
    /// language in the table (the phrase in code serves it); no table at all; a phrase that is not a literal.
    @Test func aPhraseEveryTranslatedLanguageHasIsFine() {
        var inventory = S.scenario(for: "IA912")!
        inventory.appStringTables[0].keysByLanguage["de"]?.append("Log a hike in ${applicationName}")
        #expect(Make.assess(inventory).findings("IA912").isEmpty)
        inventory.appStringTables = [
            AppStringTable(
                path: "App/AppShortcuts.xcstrings", table: "AppShortcuts",
                keysByLanguage: ["en": ["Start a hike in ${applicationName}"]])
        ]
        #expect(Make.assess(inventory).findings("IA912").isEmpty)
        inventory.appStringTables = []
        #expect(Make.assess(inventory).findings("IA912").isEmpty)
        var computed = S.scenario(for: "IA912")!
        let index = computed.appIntents.firstIndex { $0.name == "TrailShortcuts" }!
        computed.appIntents[index].appShortcuts[0].phrases[0].key = nil
        #expect(Make.assess(computed).findings("IA912").isEmpty)
    }

    @Test func phrasesAlsoInAppShortcutsOrNowhereAreFine() {
        var inventory = S.scenario(for: "IA905")!
        inventory.appStringTables.append(
            AppStringTable(
                path: "App/AppShortcuts.xcstrings", table: "AppShortcuts",
                keysByLanguage: ["en": ["Log a hike in ${applicationName}"]]))
        #expect(Make.assess(inventory).findings("IA905").isEmpty)
        inventory.appStringTables = []
        #expect(Make.assess(inventory).findings("IA905").isEmpty)
    }
}
