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

@Suite("Swift scanner: widgets, providers, bundles")
struct WidgetScanningTests {
    let inventory = SwiftFixture.scan("widgets")

    /// One line per configuration: where, what, which widget, kind, intent, provider, availability.
    var rows: [String] {
        inventory.widgets.map { w in
            [
                "\(w.location)", w.configuration, w.widgetType, w.kind ?? "-", w.kindExpression, w.intentType ?? "-",
                w.providerType ?? "-", w.providerProtocol ?? "-", w.availability ?? "-",
            ].joined(separator: " | ")
        }
    }

    /// AltStore's shape: the provider adopts both TimelineProvider and IntentTimelineProvider.
    @Test func aStaticConfigurationIsConfiguredByNoIntent() {
        let widgets = SwiftFixture.scan("static-dual-provider").widgets
        #expect(
            widgets.map { "\($0.configuration) \($0.kind ?? "-") \($0.intentType ?? "-")" } == [
                "StaticConfiguration ActiveApps -", "IntentConfiguration AppDetail ViewAppIntent",
            ])
    }

    @Test func configurationsWithKindsIntentsProvidersAndAvailability() {
        #expect(
            rows == [
                "ConditionsWidget.swift:14:20 | AppIntentConfiguration | ConditionsWidget | TrailConditions | Self.kind | ConditionsConfigIntent | ConditionsAppProvider | AppIntentTimelineProvider | iOS 17.0",
                "ConditionsWidget.swift:17:20 | IntentConfiguration | ConditionsWidget | TrailConditions | Self.kind | TrailConditionsIntent | ConditionsProvider | IntentTimelineProvider | -",
                "MoreWidgets.swift:7:9 | AppIntentConfiguration | NewWidget | TrailConditions | conditionsKind | NewConditionsIntent | NewProvider | AppIntentTimelineProvider | iOS 17.0",
                "MoreWidgets.swift:15:9 | StaticConfiguration | PlainWidget | Plain | kind | - | PlainProvider | TimelineProvider | -",
                "MoreWidgets.swift:26:20 | IntentConfiguration | LockWidget | LockScreen | Kind.lockScreen.rawValue | LockIntent | LockProvider | - | -",
                "MoreWidgets.swift:28:16 | AppIntentConfiguration | LockWidget | LockScreen | Kind.lockScreen.rawValue | LockAppIntent | LockAppProvider | - | iOSApplicationExtension 17.0",
                "MoreWidgets.swift:35:13 | IntentConfiguration | SummaryWidget | summary | Kind.summary.rawValue | SummaryIntent | SummaryProvider | - | -",
                "MoreWidgets.swift:37:13 | AppIntentConfiguration | SummaryWidget | summary | Kind.summary.rawValue | SummaryAppIntent | SummaryAppProvider | - | iOS 17.0",
                "MoreWidgets.swift:43:5 | StaticConfiguration | makeStaticConfiguration | - | kind | - | PlainProvider | TimelineProvider | -",
                "Nested.swift:19:9 | IntentConfiguration | TodayWidget | HomeToday | AppSettings.Widget.Stats.todayKind | SelectSiteIntent | SiteProvider | IntentTimelineProvider | -",
                "StepsWidget.swift:6:9 | IntentConfiguration | StepsWidget | Steps | WidgetKinds.steps | StepsIntent | StepsProvider | IntentTimelineProvider | -",
            ])
    }

    @Test func providersWithIntentRecommendationsAndPlaceholderWork() {
        let rows = inventory.providers.map { p in
            "\(p.location) \(p.typeName) \(p.protocolName) \(p.intentType ?? "-") \(p.hasRecommendations) \(p.placeholderLocation.map { "\($0)" } ?? "-")"
        }
        #expect(
            rows == [
                "ConditionsWidget.swift:23:8 ConditionsProvider IntentTimelineProvider TrailConditionsIntent false ConditionsWidget.swift:24:10",
                "ConditionsWidget.swift:31:8 ConditionsAppProvider AppIntentTimelineProvider ConditionsConfigIntent true ConditionsWidget.swift:32:10",
                "MoreWidgets.swift:46:8 PlainProvider TimelineProvider - false MoreWidgets.swift:47:10",
                "Nested.swift:24:8 SiteProvider IntentTimelineProvider SelectSiteIntent false -",
                "NewProvider.swift:3:8 NewProvider AppIntentTimelineProvider NewConditionsIntent false NewProvider.swift:11:10",
                "SingletonProvider.swift:3:8 LastWorkoutProvider TimelineProvider - false SingletonProvider.swift:4:10",
                "StepsWidget.swift:13:8 StepsProvider IntentTimelineProvider StepsIntent false StepsWidget.swift:16:10",
            ])
        let work = Dictionary(uniqueKeysWithValues: inventory.providers.map { ($0.typeName, $0.placeholderWork) })
        #expect(work["ConditionsProvider"] == [])
        #expect(work["ConditionsAppProvider"] == [])
        #expect(work["PlainProvider"] == [])
        #expect(
            work["StepsProvider"] == [
                "UserDefaults(suiteName: \"group.example\")?.integer(forKey: \"steps\")",
                "FileManager.default.contents(atPath: \"/tmp/steps\")",
                "store.fetchAll()",
            ])
        // A singleton's property is often a computed fetch; `Theme.default` is a plain value.
        #expect(work["LastWorkoutProvider"] == ["WorkoutStorage.shared.lastWorkoutInfo"])
        #expect(
            work["NewProvider"] == [
                "JSONDecoder().decode(Report.self, from: Data(contentsOf: cacheURL))",
                "Data(contentsOf: cacheURL)",
            ])
    }

    /// An I/O method is named by a word (`read`, `readData`, `load_all`), not by letters it starts with:
    /// the enum case `.reading(…)` or a `loader()` property built from sample data reads nothing.
    @Test func placeholderWorkIsNamedByWholeWords() {
        let source = """
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> Entry {
                    let a = Entry(state: .reading(.placeholder), ready: readyState(), loader: loaderSample())
                    let b = store.readData(key: "k")
                    let c = cache.load_all()
                    let d = feed.loadingPlaceholder()
                    return a
                }
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "P.swift", kind: .swift, bytes: Array(source.utf8))])
        #expect(inventory.providers.first?.placeholderWork == ["store.readData(key: \"k\")", "cache.load_all()"])
        #expect(BodyReader.startsWithWord("fetch", "fetch") && BodyReader.startsWithWord("fetch2", "fetch"))
        #expect(!BodyReader.startsWithWord("requested", "request"))
    }

    @Test func aConstantDeclaredTwiceWithDifferentValuesIsNotGuessed() {
        // Two targets (say an app and its white-label twin) declare the same constant differently.
        let sources = [
            ("A/Config.swift", "enum Kinds { static let today = \"AppToday\" }"),
            ("B/Config.swift", "enum Kinds { static let today = \"TwinToday\" }"),
            (
                "Widget.swift",
                "struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: Kinds.today, provider: P()) { _ in } } }"
            ),
        ]
        let inventory = SwiftScanner.scan(sources.map { SourceFile(path: $0.0, kind: .swift, bytes: Array($0.1.utf8)) })
        #expect(inventory.widgets.map(\.kind) == [nil])
        #expect(inventory.widgets.map(\.kindExpression) == ["Kinds.today"])
    }

    @Test func aKindDefinedByAnotherConstantIsFollowed() {
        let sources = [
            ("Kinds.swift", "enum WidgetKinds { static let habits = \"Habits\" }"),
            (
                "Widget.swift",
                """
                struct HabitsWidget: Widget {
                    let kind: String = WidgetKinds.habits
                    var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { _ in } }
                }
                """
            ),
        ]
        let inventory = SwiftScanner.scan(sources.map { SourceFile(path: $0.0, kind: .swift, bytes: Array($0.1.utf8)) })
        #expect(inventory.widgets.map(\.kind) == ["Habits"])
        #expect(inventory.widgets.map(\.location) == [SwiftFixture.at("Widget.swift", 3, 42)])
    }

    /// The `#if`s inside a bundle's body, entry by entry: nested in an `if #available` block, an `#else`
    /// branch (the negation of the earlier clause), an entry listed in both branches (no condition left), an
    /// `#if` inside an `if` block, and the bundle's own `#if` kept apart (in `conditions`).
    @Test func bundleEntriesKeepTheIfConditionsAroundThem() throws {
        let source = """
            #if canImport(WidgetKit)
            struct Bundle: WidgetBundle {
                var body: some Widget {
                    Plain()
                    #if os(iOS)
                    if #available(iOS 18.0, *) { LightControl() }
                    Both()
                    #elseif os(watchOS)
                    WatchOnly()
                    #else
                    Both()
                    MacOnly()
                    #endif
                    if #available(iOS 17.0, *) {
                        #if !targetEnvironment(macCatalyst)
                        Inner()
                        #endif
                    }
                }
            }
            #endif
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "Bundle.swift", kind: .swift, bytes: Array(source.utf8))])
        let bundle = try #require(inventory.widgetBundles.first)
        #expect(bundle.widgets == ["Plain", "LightControl", "Both", "WatchOnly", "MacOnly", "Inner"])
        #expect(bundle.conditions == ["canImport(WidgetKit)"])
        #expect(
            bundle.entryConditions == [
                "LightControl": ["os(iOS)"], "WatchOnly": ["!os(iOS)", "os(watchOS)"],
                "MacOnly": ["!os(iOS)", "!os(watchOS)"], "Inner": ["!targetEnvironment(macCatalyst)"],
            ])
        #expect(bundle.gates["LightControl"] == "iOS 18.0")
    }

    /// A body that returns another list of the bundle by `#available` (`return iOS18Body`, a
    /// `@WidgetBundleBuilder` property marked `@available`): the entries are that property's, gated by the
    /// `if #available` around the reference or the property's own `@available`; an entry also listed
    /// ungated elsewhere is ungated; `self.` references and a property's `#if`s are followed too.
    @Test func bundleBodiesThatReturnAnotherListAreFollowed() throws {
        let source = """
            struct Bundle: WidgetBundle {
                var body: some Widget {
                    if #available(iOS 18.0, *) {
                        return newBody
                    } else {
                        return self.oldBody
                    }
                }
                @WidgetBundleBuilder
                @available(iOSApplicationExtension 18.0, *)
                var newBody: some Widget {
                    Home()
                    LightControl()
                    #if os(iOS)
                    PhoneOnly()
                    #endif
                }
                @WidgetBundleBuilder
                var oldBody: some Widget {
                    Home()
                    rest
                }
                @WidgetBundleBuilder
                @available(iOS 17.0, *)
                var rest: some Widget { Legacy() }
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "Bundle.swift", kind: .swift, bytes: Array(source.utf8))])
        let bundle = try #require(inventory.widgetBundles.first)
        #expect(bundle.widgets == ["Home", "LightControl", "PhoneOnly", "Legacy"])
        #expect(bundle.gates == ["LightControl": "iOS 18.0", "PhoneOnly": "iOS 18.0", "Legacy": "iOS 17.0"])
        #expect(bundle.entryConditions == ["PhoneOnly": ["os(iOS)"]])
    }

    /// An entry listed only in the `else` of an `if #available` is listed only below that version (the new
    /// widget of the `if` takes its place): a fallback. `else if` chains and `#unavailable` (whose block is
    /// the fallback) too; an entry also listed outside the `else` is none.
    @Test func entriesListedOnlyInTheElseOfAnAvailabilityCheckAreFallbacks() throws {
        let source = """
            struct Bundle: WidgetBundle {
                var body: some Widget {
                    if #available(iOS 17.0, *) {
                        NewSteps()
                    } else if #available(iOS 16.0, *) {
                        LockScreenSteps()
                    } else {
                        OldSteps()
                        Shared()
                    }
                    if #unavailable(iOS 18.0) { ShortcutStandIn() } else { Control() }
                    Shared()
                }
            }
            """
        let inventory = SwiftScanner.scan([SourceFile(path: "Bundle.swift", kind: .swift, bytes: Array(source.utf8))])
        let bundle = try #require(inventory.widgetBundles.first)
        #expect(bundle.widgets == ["NewSteps", "LockScreenSteps", "OldSteps", "Shared", "ShortcutStandIn", "Control"])
        #expect(
            bundle.fallbacks == ["LockScreenSteps": "iOS 17.0", "OldSteps": "iOS 17.0", "ShortcutStandIn": "iOS 18.0"])
        #expect(bundle.gates == ["NewSteps": "iOS 17.0", "LockScreenSteps": "iOS 16.0", "Control": "iOS 18.0"])
    }

    @Test func bundleListsItsWidgetsInAllBranches() {
        var expected = WidgetBundleInfo(
            typeName: "AllWidgets", widgets: ["StepsWidget", "ConditionsWidget", "NewWidget", "PlainWidget"],
            location: SwiftFixture.at("MoreWidgets.swift", 51, 8))
        // Only the entry under `if #available` carries a gate; `#if DEBUG` is no availability gate.
        expected.gates = ["NewWidget": "iOS 17.0"]
        // …and the entry under `#if DEBUG` carries that condition.
        expected.entryConditions = ["PlainWidget": ["DEBUG"]]
        #expect(inventory.widgetBundles == [expected])
    }

    @Test func configurationsInCommentsAndStringsDoNotCount() {
        #expect(!inventory.widgets.contains { $0.kind == "Ghost" || $0.kindExpression.contains("Ghost") })
        #expect(inventory.diagnostics.isEmpty)
    }
}

@Suite struct AppIntentMigrationScanningTests {
    /// `CLKComplicationAppIntentWidgetMigrationConfiguration` (watchOS 10) is a migration like the other two:
    /// its kind and its App Intent are read, so IA708 can compare them with the widget of that kind.
    @Test func anAppIntentMigrationIsInventoried() {
        let migrations = SwiftFixture.scan("app-intent-migrator").complicationMigrations
        #expect(
            migrations.map { "\($0.migratorType ?? "-") \($0.configuration) \($0.kind ?? "?") \($0.intentType ?? "-")" }
                == [
                    "HarbourComplications CLKComplicationAppIntentWidgetMigrationConfiguration com.example.harbour.tide "
                        + "HarbourConfiguration"
                ])
    }
}

@Suite struct FamilyListScanningTests {
    /// `.supportedFamilies(Self.families)`: the static `[WidgetFamily]` list of that name, every `#if` clause's;
    /// another type's list by its name; a call is not read.
    @Test func familiesNamedByAStaticListAreRead() {
        let widgets = SwiftFixture.scan("family-lists").widgets
        #expect(
            widgets.map { "\($0.widgetType): \($0.families.joined(separator: ","))" } == [
                "HarbourWidget: accessoryCorner,accessoryCircular,systemSmall",
                "PierWidget: accessoryRectangular",
                "BuoyWidget: ",
            ])
    }
}
