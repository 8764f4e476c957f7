import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// A loss needs users who had something to lose, and a widget no bundle lists has none:
/// - IA201 (the counterpart does not carry the legacy class name) is an error only when users could
///   have saved something with the legacy intent: a handler, a dispatch, a donation, an Info.plist
///   entry or an `IntentConfiguration` (today or in an earlier state); a warning when nothing uses it
///   yet; a note when a donation or dispatch was not tied to an intent.
/// - An `AppIntentConfiguration` whose widget no bundle of its target lists is seen by no user: it
///   gives no counterpart by kind and no widget finding.
/// - A legacy class named after its App Intent with a version marker (`…IOS16Intent`) is paired.
@Suite struct LossNeedsUsersTests {
    static let definition = Make.definitionPath

    // MARK: IA201 needs users of the legacy intent

    enum Use { case none, handler, widget, donation, untiedDonation, plist }

    static func unmigratedCounterpart(_ use: Use) -> AuditResult {
        // `static let intentClassName` written without adopting the protocol.
        var counterpart = Make.appIntent("ReminderAppIntent", widget: true, [Make.appParameter("title", "String")])
        counterpart.intentClassName = "ReminderIntent"
        var inventory = Make.inventory(
            [Make.file([Make.intent("ReminderIntent", [Make.parameter("title", "String")], widget: true)])],
            appIntents: [counterpart], targets: [Make.target("iOS", "17.0")])
        switch use {
        case .none: break
        case .handler: inventory.handlers = [Make.handler("ReminderHandler", ["ReminderIntent"])]
        case .widget:
            inventory.widgets = [
                Make.widget(
                    "ReminderWidget", "IntentConfiguration", kind: "Reminder", intent: "ReminderIntent", line: 9)
            ]
        case .donation: inventory.donations = [Make.donation("INInteraction.donate", "ReminderIntent", line: 4)]
        case .untiedDonation: inventory.donations = [Make.donation("INInteraction.donate", nil, line: 4)]
        case .plist: inventory.extensions = [Make.intentsExtension(["ReminderIntent"])]
        }
        inventory.sortAll()
        return Make.assess(inventory)
    }

    @Test func anIntentNothingUsesLosesNothing() {
        let result = Self.unmigratedCounterpart(.none)
        let finding = result.findings("IA201").first
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("nothing of ReminderIntent is used yet") == true)
        #expect(finding?.proof.allSatisfy(\.resolved) == true)
        #expect(result.intent("ReminderIntent")?.status == .readyToRetire)
    }

    /// While the legacy path serves its users they keep what they saved: the loss comes with the
    /// release that removes it (a warning that names the use).
    @Test(arguments: [Use.handler, .widget, .donation, .plist])
    func anIntentTheLegacyPathStillServesIsAWarning(_ use: Use) {
        let result = Self.unmigratedCounterpart(use)
        let finding = result.findings("IA201").first
        #expect(finding?.severity == .warning, "\(use)")
        #expect(finding?.message.contains("while ReminderIntent's legacy path ships") == true)
        #expect(finding?.proof.contains { $0.resolved && $0.fact.contains("ReminderIntent") } == true)
        #expect(result.intent("ReminderIntent")?.status != .atRisk)
    }

    /// An AppIntentConfiguration of the legacy widget's kind configured by the counterpart takes the
    /// placed widgets over in this release: their configuration is lost now.
    @Test func aCounterpartTakingTheWidgetsOverIsAnError() {
        var inventory = Self.unmigratedCounterpart(.widget).inventory
        inventory.widgets.append(
            Make.widget(
                "ReminderWidget", "AppIntentConfiguration", kind: "Reminder", intent: "ReminderAppIntent",
                availability: "iOS 17.0", line: 7))
        inventory.sortAll()
        let result = Make.assess(inventory)
        let finding = result.findings("IA201").first
        #expect(finding?.severity == .error)
        #expect(finding?.proof.contains { $0.fact.contains("are handed over to it") } == true)
        #expect(result.intent("ReminderIntent")?.status == .atRisk)
    }

    @Test func anUntiedDonationCannotBeTold() {
        let finding = Self.unmigratedCounterpart(.untiedDonation).findings("IA201").first
        #expect(finding?.severity == .note)
        #expect(finding?.message.hasPrefix("cannot tell: a donation at") == true)
    }

    @Test func aWidgetOfAnEarlierReleaseHadUsers() {
        var inventory = Self.unmigratedCounterpart(.none).inventory
        let widget = Make.widget(
            "ReminderWidget", "IntentConfiguration", kind: "Reminder", intent: "ReminderIntent", line: 9)
        var then = inventory
        then.widgets = [widget]
        then.deploymentTargets = [Make.target("iOS", "16.0", target: "Widgets")]
        then.targetMemberships = [WidgetJobTests.membership("Widgets", ["Widgets/Widget.swift"])]
        then.sortAll()
        let deployment = DeploymentPolicy(inventory: then, configuration: AuditConfiguration())
        let earlier = EarlierState(
            label: "v1.0", source: "git tag", identity: IdentityModelBuilder.build(then, deployment: deployment))
        inventory.sortAll()
        let result = Audit.assess(
            inventory, configuration: AuditConfiguration(), context: Make.context, earlier: [earlier])
        let finding = result.findings("IA201").first
        #expect(finding?.severity == .error)
        #expect(finding?.proof.contains { $0.release == "v1.0" } == true)
    }

    /// An earlier release compared had the counterpart carry the legacy class name: what users had was
    /// mapped onto it, and dropping the protocol loses it though the legacy path still ships.
    @Test func aClassNameCarriedBeforeAndDroppedIsAnError() {
        let inventory = Self.unmigratedCounterpart(.handler).inventory
        var then = inventory
        then.appIntents[0] = Make.appIntent(
            "ReminderAppIntent", migrates: "ReminderIntent", widget: true, [Make.appParameter("title", "String")])
        then.sortAll()
        let deployment = DeploymentPolicy(inventory: then, configuration: AuditConfiguration())
        let earlier = EarlierState(
            label: "v2.0", source: "git tag", identity: IdentityModelBuilder.build(then, deployment: deployment))
        let result = Audit.assess(inventory, context: Make.context, earlier: [earlier])
        let finding = result.findings("IA201").first
        #expect(finding?.severity == .error)
        #expect(finding?.proof.contains { $0.release == "v2.0" && $0.fact.contains("carried intentClassName") } == true)
        #expect(Self.unmigratedCounterpart(.handler).findings("IA201").first?.severity == .warning)
    }

    /// A renamed parameter loses saved values only once the counterpart carries the class name (values
    /// are mapped parameter by parameter onto it); before, it is a loss to come: a warning.
    @Test(arguments: [false, true])
    func aRenamedParameterIsLostOnlyThroughTheMapping(carries: Bool) {
        let counterpart = Make.appIntent(
            "ReminderAppIntent", migrates: carries ? "ReminderIntent" : nil, [Make.appParameter("text", "String")])
        let result = Make.assess(
            Make.inventory(
                [Make.file([Make.intent("ReminderIntent", [Make.parameter("title", "String")])])],
                appIntents: [counterpart], handlers: [Make.handler("ReminderHandler", ["ReminderIntent"])],
                targets: [Make.target("iOS", "17.0")]))
        let renamed = result.findings("IA203").first
        #expect(renamed?.severity == (carries ? .error : .warning))
        #expect(
            renamed?.message.hasSuffix(carries ? "are lost" : "will be lost once it carries ReminderIntent") == true)
    }

    // MARK: A class name written after the intent's name or title, not the generated class

    @Test func aClassNameWrittenLikeTheIntentIsANearMiss() {
        let names = WrittenClassName(
            defined: ["LocateItemIntent", "IntentIntent"], handlers: [],
            titles: ["IntentIntent": "Configure Constructor", "LocateItemIntent": "Find Item"])
        #expect(names.meant("INLocateItem")?.className == "LocateItemIntent")
        #expect(names.meant("ConfigureConstructorIntent")?.className == "IntentIntent")
        #expect(names.meant("FindItem")?.className == "LocateItemIntent")
        #expect(names.meant("ExportLogbookIntent") == nil)
        #expect(names.meant("ConfigureDriverIntent") == nil)
    }

    /// No legacy intent is invented for the near miss: the App Intent is the live intent's counterpart,
    /// and IA202 says which class it should name.
    @Test func theNearMissIsTheLiveIntentsCounterpart() {
        var locate = Make.intent("LocateItemIntent", [Make.parameter("itemName", "String")])
        locate.title = "Find Item"
        var counterpart = Make.appIntent(
            "LocateItem", migrates: "INLocateItem", widget: true, [Make.appParameter("itemName", "String")])
        counterpart.title = "Find Item"
        let result = Make.assess(
            Make.inventory([Make.file([locate])], appIntents: [counterpart], targets: [Make.target("iOS", "18.0")]))
        #expect(result.intents.map(\.name) == ["LocateItemIntent"])
        #expect(result.intent("LocateItemIntent")?.counterpart?.name == "LocateItem")
        #expect(
            result.findings("IA202").first?.message.contains("the definition declares \"LocateItemIntent\"") == true)
    }

    // MARK: An AppIntentConfiguration no bundle lists

    enum Listing { case unlisted, listed, unknownTargets, otherTarget }

    static func sameKind(_ listing: Listing) -> AuditResult {
        let configuration = Make.appIntent(
            "ConfigurationAppIntent", widget: true, [Make.appParameter("id", "String")],
            path: "Widgets/ConfigurationAppIntent.swift")
        var inventory = Make.inventory(
            [
                Make.file([
                    Make.intent("CryptoPriceConfigurationIntent", [Make.parameter("server", "String")], widget: true)
                ])
            ],
            appIntents: [configuration],
            widgets: [
                Make.widget(
                    "PowerWidget", "IntentConfiguration", kind: "Widgets", intent: "CryptoPriceConfigurationIntent",
                    path: "Widgets/PowerWidget.swift", line: 8),
                Make.widget(
                    "SmallWidget", "AppIntentConfiguration", kind: "Widgets", intent: "ConfigurationAppIntent",
                    path: "Widgets/SmallWidget.swift", line: 8),
            ], targets: [Make.target("iOS", "17.0")])
        let files = [
            definition, "Widgets/PowerWidget.swift", "Widgets/SmallWidget.swift",
            "Widgets/ConfigurationAppIntent.swift",
        ]
        var bundlePath = "Widgets/Bundle.swift"
        switch listing {
        case .unknownTargets: break
        case .otherTarget:
            bundlePath = "Other/Bundle.swift"
            inventory.targetMemberships = [
                WidgetJobTests.membership("Widgets", files), WidgetJobTests.membership("Other", [bundlePath]),
            ]
        default: inventory.targetMemberships = [WidgetJobTests.membership("Widgets", files + [bundlePath])]
        }
        // `WidgetsBundle { PowerWidget() // SmallWidget() }`: the second line is commented out.
        inventory.widgetBundles = [
            WidgetBundleInfo(
                typeName: "WidgetsBundle",
                widgets: listing == .listed ? ["PowerWidget", "SmallWidget"] : ["PowerWidget"],
                location: Make.at(bundlePath, 3))
        ]
        return Make.assess(inventory)
    }

    @Test func anUnlistedWidgetGivesNoCounterpartAndNoFinding() {
        let result = Self.sameKind(.unlisted)
        #expect(result.intent("CryptoPriceConfigurationIntent")?.counterpart == nil)
        #expect(result.intent("CryptoPriceConfigurationIntent")?.status == .legacyOnly)
        #expect(
            result.intent("CryptoPriceConfigurationIntent")?.statusReason.contains(
                "SmallWidget is listed in no widget bundle") == true)
        #expect(result.findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aListedWidgetOfTheSameKindIsDecisive() {
        let result = Self.sameKind(.listed)
        #expect(result.intent("CryptoPriceConfigurationIntent")?.counterpart?.matchedBy == .widgetKind)
        #expect(!result.findings("IA702").isEmpty)
    }

    @Test(arguments: [Listing.unknownTargets, .otherTarget])
    func whatCannotBeToldKeepsTheMatch(_ listing: Listing) {
        #expect(
            Self.sameKind(listing).intent("CryptoPriceConfigurationIntent")?.counterpart?.matchedBy == .widgetKind,
            "\(listing)")
    }

    // MARK: A legacy class named after its App Intent with a version marker

    @Test(arguments: [
        ("LockSquareConfigurationAppIntentIOS16", "LockSquareConfigurationAppIntent"),
        ("OrderSoupIOS_16", "OrderSoup"), ("OrderSoupLegacy", "OrderSoup"), ("LegacyOrderSoup", "OrderSoup"),
        ("OrderSoupSiriKit", "OrderSoup"),
    ])
    func aVersionMarkerIsDropped(_ name: String, _ expected: String) {
        #expect(NameConvention.withoutLegacyMarker(name) == expected)
    }

    @Test(arguments: ["Radios16", "Household", "Oldest", "OrderSoupV2", "Legacy", "OrderSoupiOS1"])
    func otherNamesAreKept(_ name: String) {
        #expect(NameConvention.withoutLegacyMarker(name) == nil)
    }

    @Test func theMarkedLegacyIntentIsPairedByName() {
        let result = Make.assess(
            Make.inventory(
                [
                    Make.file([
                        Make.intent(
                            "LockSquareWidgetAppIntentIOS16Intent", [Make.parameter("photo", "String")], widget: true)
                    ])
                ],
                appIntents: [
                    Make.appIntent("LockSquareWidgetAppIntent", widget: true, [Make.appParameter("image", "String")])
                ], targets: [Make.target("iOS", "16.0")]))
        let counterpart = result.intent("LockSquareWidgetAppIntentIOS16Intent")?.counterpart
        #expect(counterpart?.name == "LockSquareWidgetAppIntent")
        #expect(counterpart?.matchedBy == .nameConvention)
    }
}
