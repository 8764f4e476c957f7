import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// Shared words are evidence only between intents that could do the same job. A widget-only legacy
/// intent is replaced by a `WidgetConfigurationIntent`, not by the widget's button action; and an
/// App Intent configuring another kind of widget in another target, while the legacy widget is still
/// built, configures another widget. Each wrong pairing used to carry IA201/IA203/IA701 errors.
@Suite struct WidgetJobTests {
    static let definition = Make.definitionPath

    /// A legacy widget intent: `configurable`/`suggestions` say whether users could reach it
    /// elsewhere than in a widget's configuration.
    static func legacy(
        _ className: String, configurable: Bool = false, suggestions: Bool = false
    ) -> IntentDefinition {
        var intent = Make.intent(className, [Make.parameter("show", "String", dynamic: true)], widget: true)
        intent.isConfigurable = configurable
        intent.isEligibleForSuggestions = suggestions
        intent.title = "TV Show"
        return intent
    }

    static func membership(_ name: String, _ files: [String]) -> TargetMembership {
        var membership = TargetMembership(
            target: name, source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 1))
        membership.files = files
        return membership
    }

    // MARK: A widget-only intent and a widget's button action

    static func buttonAction(
        configurable: Bool = false, suggestions: Bool = false, actionConfigures: Bool = false
    ) -> AuditResult {
        var action = Make.appIntent(
            "TVShowQuoteAppIntent", widget: actionConfigures, [Make.appParameter("keepShort", "Bool")],
            path: "Shared/Actions.swift")
        action.title = "New TV Show Quote"
        let inventory = Make.inventory(
            [Make.file([legacy("TVShowIntent", configurable: configurable, suggestions: suggestions)])],
            appIntents: [action],
            widgets: [
                Make.widget(
                    "TVShowQuoteWidget", "IntentConfiguration", kind: "TV Show Quote Widget", intent: "TVShowIntent",
                    line: 40)
            ], targets: [Make.target("iOS", "16.0")])
        return Make.assess(inventory)
    }

    @Test func aWidgetsButtonActionDoesNotReplaceItsConfigurationIntent() {
        let result = Self.buttonAction()
        #expect(result.intent("TVShowIntent")?.counterpart == nil)
        #expect(result.intent("TVShowIntent")?.status == .legacyOnly)
        #expect(
            result.intent("TVShowIntent")?.statusReason.contains(
                "not a replacement: TVShowIntent only configures widgets") == true)
        #expect(result.findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func anIntentUsersReachInShortcutsMayBeReplacedByAnAction() {
        #expect(
            Self.buttonAction(configurable: true).intent("TVShowIntent")?.counterpart?.name == "TVShowQuoteAppIntent")
        #expect(
            Self.buttonAction(suggestions: true).intent("TVShowIntent")?.counterpart?.name == "TVShowQuoteAppIntent")
    }

    @Test func aWidgetConfigurationIntentStaysACandidate() {
        #expect(
            Self.buttonAction(actionConfigures: true).intent("TVShowIntent")?.counterpart?.name
                == "TVShowQuoteAppIntent")
    }

    @Test func aDonatedIntentHadAnotherWayIn() {
        var inventory = Self.buttonAction().inventory
        inventory.donations = [Make.donation("INInteraction.donate", "TVShowIntent", line: 3)]
        #expect(Make.assess(inventory).intent("TVShowIntent")?.counterpart?.name == "TVShowQuoteAppIntent")
    }

    // MARK: A template-named App Intent for another widget, in another target

    enum Place { case otherTarget, sameTarget, unknownMembership, listedTogether, listedInstead }

    static func templateIntent(
        _ place: Place, newKind: String? = "WatchComplication", legacyKind: String? = "PhoneWidget"
    ) -> AuditResult {
        let configuration = Make.appIntent(
            "ConfigurationAppIntent", widget: true, [Make.appParameter("looperID", "String")],
            path: "Watch/ConfigurationAppIntent.swift")
        var inventory = Make.inventory(
            [Make.file([legacy("ConfigurationIntent")])], appIntents: [configuration],
            widgets: [
                Make.widget(
                    "PhoneWidget", "IntentConfiguration", kind: legacyKind, intent: "ConfigurationIntent",
                    path: "Phone/Widget.swift", line: 20),
                Make.widget(
                    "WatchComplication", "AppIntentConfiguration", kind: newKind, intent: "ConfigurationAppIntent",
                    path: "Watch/Complication.swift", line: 12),
            ], targets: [Make.target("iOS", "16.0"), Make.target("watchOS", "10.0")])
        let phone = [definition, "Phone/Widget.swift"]
        let watch = ["Watch/Complication.swift", "Watch/ConfigurationAppIntent.swift"]
        switch place {
        case .otherTarget:
            inventory.targetMemberships = [
                Self.membership("PhoneWidgets", phone), Self.membership("WatchWidgets", watch),
            ]
        case .sameTarget:
            inventory.targetMemberships = [Self.membership("Widgets", phone + watch)]
        case .listedTogether, .listedInstead:
            inventory.targetMemberships = [Self.membership("Widgets", phone + watch)]
            var bundle = WidgetBundleInfo(
                typeName: "AllWidgets", widgets: ["WatchComplication", "PhoneWidget"],
                location: Make.at("Widgets/Bundle.swift", 3))
            bundle.gates = ["WatchComplication": "iOS 17.0"]
            // `if #available(iOS 17.0, *) { WatchComplication() } else { PhoneWidget() }`
            if place == .listedInstead { bundle.fallbacks = ["PhoneWidget": "iOS 17.0"] }
            inventory.widgetBundles = [bundle]
        case .unknownMembership:
            break
        }
        return Make.assess(inventory)
    }

    @Test func anotherTargetsWidgetOfAnotherKindIsAnotherWidget() {
        let result = Self.templateIntent(.otherTarget)
        #expect(result.intent("ConfigurationIntent")?.counterpart == nil)
        #expect(result.intent("ConfigurationIntent")?.status == .legacyOnly)
        #expect(
            result.intent("ConfigurationIntent")?.statusReason.contains(
                "ConfigurationAppIntent configures widget kind \"WatchComplication\" in WatchWidgets") == true)
        #expect(result.findings("IA701").isEmpty && result.findings("IA201").isEmpty)
    }

    @Test func inTheSameTargetAKindChangeIsStillALoss() {
        let result = Self.templateIntent(.sameTarget)
        #expect(result.intent("ConfigurationIntent")?.counterpart?.name == "ConfigurationAppIntent")
        #expect(!result.findings("IA701").isEmpty)
    }

    @Test func aWidgetListedBesideTheLegacyOneIsAnotherWidget() {
        let result = Self.templateIntent(.listedTogether)
        #expect(result.intent("ConfigurationIntent")?.counterpart == nil)
        #expect(result.findings("IA701").isEmpty)
    }

    @Test func aWidgetListedInsteadOfTheLegacyOneTakesItsPlace() {
        let result = Self.templateIntent(.listedInstead)
        #expect(result.intent("ConfigurationIntent")?.counterpart?.name == "ConfigurationAppIntent")
        #expect(
            !result.findings("IA701").isEmpty, "below iOS 17 the old kind, from 17 the new one: placed widgets vanish")
    }

    @Test func whatCannotBeToldRulesNothingOut() {
        #expect(
            Self.templateIntent(.unknownMembership).intent("ConfigurationIntent")?.counterpart?.name
                == "ConfigurationAppIntent", "no project file: the targets are unknown")
        #expect(
            Self.templateIntent(.otherTarget, newKind: nil).intent("ConfigurationIntent")?.counterpart?.name
                == "ConfigurationAppIntent", "a computed kind may be the legacy one")
        #expect(
            Self.templateIntent(.otherTarget, legacyKind: nil).intent("ConfigurationIntent")?.counterpart?.name
                == "ConfigurationAppIntent")
    }

    @Test func theSameKindIsStillDecisive() {
        let result = Self.templateIntent(.otherTarget, newKind: "PhoneWidget")
        #expect(result.intent("ConfigurationIntent")?.counterpart?.name == "ConfigurationAppIntent")
        #expect(result.intent("ConfigurationIntent")?.counterpart?.matchedBy == .widgetKind)
    }

    // MARK: A migrated intent's new widget beside the legacy one (IA701)

    static func migratedBeside(fallback: Bool) -> AuditResult {
        let migrated = Make.appIntent(
            "ConfigurationAppIntent", migrates: "ConfigurationIntent", widget: true,
            [Make.appParameter("show", "String")], path: "Widgets/ConfigurationAppIntent.swift")
        var inventory = Make.inventory(
            [Make.file([legacy("ConfigurationIntent")])], appIntents: [migrated],
            widgets: [
                Make.widget(
                    "OldWidget", "IntentConfiguration", kind: "Old", intent: "ConfigurationIntent",
                    path: "Widgets/Old.swift", line: 20),
                Make.widget(
                    "NewWidget", "AppIntentConfiguration", kind: "New", intent: "ConfigurationAppIntent",
                    path: "Widgets/New.swift", line: 12),
            ], targets: [Make.target("iOS", "16.0")])
        var bundle = WidgetBundleInfo(
            typeName: "AllWidgets", widgets: ["NewWidget", "OldWidget"], location: Make.at("Widgets/Bundle.swift", 3))
        bundle.gates = ["NewWidget": "iOS 17.0"]
        if fallback { bundle.fallbacks = ["OldWidget": "iOS 17.0"] }
        inventory.widgetBundles = [bundle]
        return Make.assess(inventory)
    }

    @Test func aNewKindBesideTheStillListedLegacyWidgetLosesNothing() {
        #expect(Self.migratedBeside(fallback: false).findings("IA701").isEmpty)
        #expect(Self.migratedBeside(fallback: true).findings("IA701").count == 1)
    }
}
