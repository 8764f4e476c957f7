import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// "Seen by": which targets compile each App Intents declaration, whether the system reads them,
/// and IA906/IA907 on what it never reads.
@Suite struct VisibilityTests {
    typealias S = ShortcutScenarios
    static let app = S.membership("TrailMix", "com.apple.product-type.application", folders: ["App"])

    static func seen(_ inventory: Inventory, _ name: String = "Action1Intent") -> DeclarationVisibility? {
        Make.assess(inventory).visibility.first { $0.name == name }
    }

    static func package(_ name: String, includes: [String] = [], path: String) -> AppIntentDeclaration {
        var package = AppIntentDeclaration(
            name: name, declarationKind: "struct", conformances: ["AppIntentsPackage"],
            roles: ["app-intents-package"], location: Make.at(path, 1))
        package.includedPackages = includes
        return package
    }

    @Test func onlyInTheIntentsExtensionIsAWarningWithProof() throws {
        let inventory = S.scenario(for: "IA906")!
        let visibility = try #require(Self.seen(inventory))
        #expect(visibility.verdict == .notRead)
        #expect(visibility.targets == [SeenByTarget(target: "TrailIntents", bundle: .otherExtension, reads: false)])
        let finding = try #require(Make.assess(inventory).findings("IA906").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "Action1Intent is compiled only into TrailIntents (other-extension): the system never reads it, so Shortcuts and Siri do not list it"
        )
    }

    @Test func inTheAppAndAnExtensionIsShownNotFlagged() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.targetMemberships[0].files = ["IntentsExtension/Action1Intent.swift"]
        let visibility = try #require(Self.seen(inventory))
        #expect(visibility.verdict == .seen)
        #expect(visibility.targets.map(\.bundle) == [.otherExtension, .app])
        #expect(Make.assess(inventory).findings("IA906").isEmpty)
    }

    @Test func aWidgetExtensionIsRead() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.extensions = [Make.intentsExtension([], point: "com.apple.widgetkit-extension")]
        #expect(Self.seen(inventory)?.targets.map(\.bundle) == [.widgetExtension])
        #expect(Self.seen(inventory)?.verdict == .seen)
        #expect(Make.assess(inventory).findings("IA906").isEmpty)
    }

    /// WidgetKit loads widgets and controls only from a widget extension: a control compiled only into
    /// the app is not read there (the app's App Intents metadata does not make it appear); compiled
    /// into the app and a widget extension it is seen; in a framework it cannot be told from the target.
    @Test func aControlIsLoadedOnlyFromAWidgetExtension() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.controls = [
            ControlConfiguration(
                controlType: "ShedLightControl", configuration: "StaticControlConfiguration", kind: "shed",
                kindExpression: "\"shed\"", location: Make.at("App/ShedLightControl.swift", 7))
        ]
        let inApp = try #require(Self.seen(inventory, "ShedLightControl"))
        #expect(inApp.kind == "control")
        #expect(inApp.targets == [SeenByTarget(target: "TrailMix", bundle: .app, reads: false)])
        #expect(inApp.verdict == .notRead)
        #expect(inApp.reason == "WidgetKit loads widgets and controls only from a widget extension")

        inventory.extensions = [Make.intentsExtension([], point: "com.apple.widgetkit-extension")]
        inventory.targetMemberships[inventory.targetMemberships.firstIndex { $0.target == "TrailIntents" }!]
            .files.append("App/ShedLightControl.swift")
        let both = try #require(Self.seen(inventory, "ShedLightControl"))
        #expect(both.verdict == .seen)
        #expect(both.targets.map(\.reads) == [true, false])  // TrailIntents (widget extension), TrailMix (app)

        var framework = S.membership("TrailKit", "com.apple.product-type.framework", folders: ["Kit"])
        framework.files = []
        inventory.targetMemberships = [framework]
        inventory.controls[0].location = Make.at("Kit/ShedLightControl.swift", 7)
        let linked = try #require(Self.seen(inventory, "ShedLightControl"))
        #expect(linked.verdict == .unknown)
        #expect(linked.targets == [SeenByTarget(target: "TrailKit", bundle: .framework, reads: nil)])
    }

    /// A widget that only watch widget extensions build is placed on faces: its kind is `complication`.
    /// Built also by an iOS widget extension, or by a watch extension the files do not say is one, it
    /// stays a widget.
    @Test func aWidgetOnlyTheWatchBuildsIsAComplication() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.extensions = [Make.intentsExtension([], point: "com.apple.widgetkit-extension")]
        inventory.widgets = [
            Make.widget(
                "TrailFace", "IntentConfiguration", kind: "face", intent: "TrailIntent",
                path: "IntentsExtension/TrailFace.swift", line: 4)
        ]
        let watch = inventory.targetMemberships.firstIndex { $0.target == "TrailIntents" }!
        inventory.targetMemberships[watch].files.append("IntentsExtension/TrailFace.swift")
        #expect(Self.seen(inventory, "TrailFace")?.kind == "widget")  // the files do not say the platform

        inventory.targetMemberships[watch].platforms = ["watchOS"]
        let face = try #require(Self.seen(inventory, "TrailFace"))
        #expect(face.kind == "complication")
        #expect(face.verdict == .seen)

        inventory.targetMemberships[watch].platforms = []
        inventory.targetMemberships[watch].deploymentTargets = [Make.target("watchOS", "9.0", target: "TrailIntents")]
        #expect(Self.seen(inventory, "TrailFace")?.kind == "complication")

        inventory.targetMemberships[watch].platforms = ["iOS", "watchOS"]
        #expect(Self.seen(inventory, "TrailFace")?.kind == "widget")

        inventory.targetMemberships[watch].platforms = ["watchOS"]
        inventory.targetMemberships[0].files.append("IntentsExtension/TrailFace.swift")  // the app too: not a reader
        #expect(Self.seen(inventory, "TrailFace")?.kind == "complication")
    }

    /// An Info.plist kept in a folder beside the sources' (`Resources/Info.plist`) is the target's when its
    /// `INFOPLIST_FILE` names it; another extension's plist in the same place is not.
    @Test func theInfoPlistTheTargetNamesGivesItsExtensionPoint() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.extensions = [
            Make.intentsExtension([], path: "Resources/Widget-Info.plist", point: "com.apple.widgetkit-extension"),
            Make.intentsExtension([], path: "Resources/Share-Info.plist", point: "com.apple.share-services"),
        ]
        #expect(Self.seen(inventory)?.verdict == .unknown)
        inventory.targetMemberships[inventory.targetMemberships.firstIndex { $0.target == "TrailIntents" }!]
            .infoPlists = ["Resources/Widget-Info.plist"]
        #expect(Self.seen(inventory)?.targets.map(\.bundle) == [.widgetExtension])
        #expect(Make.assess(inventory).findings("IA906").isEmpty)
        inventory.targetMemberships[inventory.targetMemberships.firstIndex { $0.target == "TrailIntents" }!]
            .infoPlists = ["Resources/Share-Info.plist"]
        #expect(Self.seen(inventory)?.targets.map(\.bundle) == [.otherExtension])
    }

    @Test func anExtensionOfUnknownPointIsANote() throws {
        var inventory = S.scenario(for: "IA906")!
        inventory.extensions = []
        #expect(Self.seen(inventory)?.verdict == .unknown)
        let finding = try #require(Make.assess(inventory).findings("IA906").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: TrailIntents is an extension whose extension point"))
    }

    @Test func withoutAProjectNothingIsClaimed() throws {
        let inventory = S.scenario(for: "IA906")!.with([])
        let visibility = try #require(Self.seen(inventory))
        #expect(visibility.verdict == .unknown)
        #expect(visibility.reason == "no project file or package manifest lists the targets")
        #expect(Make.assess(inventory).findings("IA906").isEmpty)
        #expect(Make.assess(inventory).findings("IA907").isEmpty)
    }

    @Test func aFileNoTargetBuildsIsNotBuilt() {
        let inventory = S.scenario(for: "IA906")!.with([Self.app])
        #expect(Self.seen(inventory)?.verdict == .notBuilt)
        #expect(Make.assess(inventory).findings("IA906").isEmpty)
    }

    @Test func aFrameworkWithoutAPackageIsAWarning() throws {
        let finding = try #require(Make.assess(S.scenario(for: "IA907")!).findings("IA907").first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "Action1Intent is compiled only into TrailKit (framework), and no type adopting AppIntentsPackage is compiled into TrailKit: the system never reads it"
        )
    }

    @Test func aPackageTheAppDoesNotIncludeIsAWarning() throws {
        var inventory = S.scenario(for: "IA907")!
        inventory.appIntents += [
            Self.package("TrailKitPackage", path: "TrailKit/Package.swift"),
            Self.package("AppPackage", path: "App/AppPackage.swift"),
        ]
        #expect(Self.seen(inventory)?.verdict == .needsPackage)
        let finding = try #require(Make.assess(inventory).findings("IA907").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("TrailKitPackage is in no includedPackages"))
    }

    @Test func aChainedPackageIsSeenThroughIt() throws {
        var inventory = S.scenario(for: "IA907")!
        inventory.appIntents += [
            Self.package("TrailKitPackage", path: "TrailKit/TrailKitPackage.swift"),
            Self.package("AppPackage", includes: ["TrailKitPackage"], path: "App/AppPackage.swift"),
        ]
        let visibility = try #require(Self.seen(inventory))
        #expect(visibility.verdict == .throughPackage)
        #expect(visibility.reason == "TrailKitPackage is included by AppPackage's includedPackages")
        #expect(Make.assess(inventory).findings("IA907").isEmpty)
    }

    /// A Swift package target (not a framework) without the chain: Apple's documentation also
    /// describes intent code shared through a package imported into each target, so the loss is
    /// not proven by the tree — a note that says what would settle it. A framework the app embeds stays a warning.
    @Test func aSwiftPackageWithoutTheChainIsANoteAFrameworkAWarning() throws {
        var kit = TargetMembership(target: "TrailKit", source: "Package.swift", location: Make.at("Package.swift", 9))
        kit.folders = ["TrailKit"]
        let app = S.membership("TrailMix", "com.apple.product-type.application", folders: ["App"])
        let inventory = S.scenario(for: "IA907")!.with([app, kit])
        #expect(Self.seen(inventory)?.verdict == .needsPackage)
        let finding = try #require(Make.assess(inventory).findings("IA907").first)
        #expect(finding.severity == .note)
        #expect(finding.proof.contains { !$0.resolved && $0.fact.contains("Metadata.appintents would settle it") })
        let framework = try #require(Make.assess(S.scenario(for: "IA907")!).findings("IA907").first)
        #expect(framework.severity == .warning)
    }

    @Test func aSwiftPackageWithoutAnAppInTheTreeIsANote() throws {
        var kit = TargetMembership(target: "TrailKit", source: "Package.swift", location: Make.at("Package.swift", 9))
        kit.folders = ["TrailKit"]
        var inventory = S.scenario(for: "IA907")!.with([kit])
        inventory.appIntents.append(Self.package("TrailKitPackage", path: "TrailKit/TrailKitPackage.swift"))
        #expect(Self.seen(inventory)?.targets == [SeenByTarget(target: "TrailKit", bundle: .package, reads: false)])
        let finding = try #require(Make.assess(inventory).findings("IA907").first)
        #expect(finding.severity == .note)
    }
}

/// IA908/IA909 on inventories built in code: what fires and what does not.
@Suite struct ExtractionRuleTests {
    @Test func literalsAndResourceKeysAreFine() {
        var intent = Make.appIntent("Action1Intent", [Make.appParameter("trail", "TrailEntity", line: 12)])
        intent.parameters[0].title = "Trail"
        intent.parameters[0].titleKey = "Trail"
        #expect(Make.assess(Make.inventory(appIntents: [intent])).findings("IA908").isEmpty)
        let found = Make.assess(ShortcutScenarios.scenario(for: "IA908")!).findings("IA908")
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func queriesInDifferentTargetsOrNamedApartAreFine() {
        var inventory = ShortcutScenarios.scenario(for: "IA909")!
        #expect(Make.assess(inventory).findings("IA909").count == 1)
        inventory.appIntents[1].location = Make.at("Mac/Entities.swift", 40)
        inventory.targetMemberships.append(
            ShortcutScenarios.membership("TrailMac", "com.apple.product-type.application", folders: ["Mac"]))
        #expect(Make.assess(inventory).findings("IA909").isEmpty)
        var renamed = ShortcutScenarios.scenario(for: "IA909")!
        renamed.appIntents[1].name = "RegionQuery"
        #expect(Make.assess(renamed).findings("IA909").isEmpty)
    }

    @Test func withoutAProjectFileItIsANote() {
        let inventory = ShortcutScenarios.scenario(for: "IA909")!.with([])
        #expect(Make.assess(inventory).findings("IA909").map(\.severity) == [.note])
    }
}
