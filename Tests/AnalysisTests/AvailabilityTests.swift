import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// IA910's gate reading and edges, and the availability matrix of an intent (`ServingMatrix`).
@Suite struct AvailabilityTests {
    typealias S = ShortcutScenarios

    @Test func gatesAreReadPerPlatformWithTheirSpellings() {
        #expect(AvailabilityGate.versions("iOS 17.0, macOS 14.0") == ["iOS": "17.0", "macOS": "14.0"])
        #expect(AvailabilityGate.versions("iOSApplicationExtension 18.0") == ["iOS": "18.0"])
        #expect(AvailabilityGate.covers("iOS 18", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers("iOS 17.0", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers("macOS 26.0", platform: "iOS", version: "18.0"))
        #expect(!AvailabilityGate.covers(nil, platform: "iOS", version: "18.0"))
    }

    @Test func aGateOfTheRightVersionOrAHighEnoughTargetIsQuiet() {
        var gated = S.scenario(for: "IA910")!
        gated.controls[0].availability = "iOSApplicationExtension 18.0"
        #expect(Make.assess(gated).findings("IA910").isEmpty)
        var raised = S.scenario(for: "IA910")!
        raised.targetMemberships[0].deploymentTargets[0].version = "18.0"
        #expect(Make.assess(raised).findings("IA910").isEmpty)
    }

    @Test func aGateTooLowIsStillAWarning() throws {
        var low = S.scenario(for: "IA910")!
        low.controls[0].availability = "iOS 17.0"
        let finding = try #require(Make.assess(low).findings("IA910").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("its gate (iOS 17.0) is lower"))
    }

    @Test func aTargetWithoutADeploymentTargetIsANoteAndNoProjectIsSilent() throws {
        var unknown = S.scenario(for: "IA910")!
        unknown.targetMemberships[0].deploymentTargets = []
        unknown.deploymentTargets = []
        let finding = try #require(Make.assess(unknown).findings("IA910").first)
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("cannot tell: the project files give no deployment target of TrailWidgets"))
        #expect(Make.assess(S.scenario(for: "IA910")!.with([])).findings("IA910").isEmpty)
    }

    @Test func theMatrixSaysWhereTheLegacyPathIsStillNeeded() throws {
        // LogHikeIntent: a definition and a migrated App Intent, deployed from iOS 15.
        // (The IA201 scenario's definition is built by no target: without its project, every file ships.)
        var built = RuleScenarios.inventory(for: "IA201")
        built.targetMemberships = []
        let both = Make.assess(built)
        var inventory = built
        inventory.appIntents[0] = RuleScenarios.logHikeAppIntent()
        let ranges = try #require(Make.assess(inventory).intent("LogHikeIntent")).serving
        #expect(
            ranges == [
                ServingRange(platform: "iOS", from: "15.0", below: "16.0", path: .legacy),
                ServingRange(platform: "iOS", from: "16.0", below: nil, path: .both),
            ])
        #expect(both.intent("LogHikeIntent")?.serving.isEmpty == false)
        // An App Intent marked available from iOS 17 serves from 17 on.
        inventory.appIntents[0].availability = "iOS 17.0"
        #expect(Make.assess(inventory).intent("LogHikeIntent")?.serving.last?.from == "17.0")
        // Without a counterpart, the legacy path is the only one, at every version: one range.
        let legacyOnly = Make.assess(Make.inventory([RuleScenarios.logHikeFile()]))
        #expect(
            legacyOnly.intent("LogHikeIntent")?.serving == [
                ServingRange(platform: "iOS", from: "15.0", below: nil, path: .legacy)
            ])
    }
}

/// IA910 for controls on the Mac and the watch (macOS 26, watchOS 26), platform by platform.
@Suite struct ControlPlatformTests {
    typealias S = ShortcutScenarios

    /// The IA910 scenario with its widget extension building for these platforms at these versions.
    static func scenario(
        _ deployed: [String: String], availability: String? = nil, conditions: [String] = []
    )
        -> Inventory
    {
        var inventory = S.scenario(for: "IA910")!
        inventory.controls[0].availability = availability
        inventory.controls[0].conditions = conditions
        inventory.targetMemberships[0].platforms = deployed.keys.sorted()
        inventory.targetMemberships[0].deploymentTargets = deployed.sorted { $0.key < $1.key }.map {
            DeploymentTarget(
                platform: $0.key, version: $0.value, target: "TrailWidgets", source: "pbxproj",
                location: Make.at("App.xcodeproj/project.pbxproj", 90))
        }
        return inventory
    }

    @Test func aMacOrWatchTargetBelow26IsAWarning() throws {
        let mac = try #require(Make.assess(Self.scenario(["macOS": "15.0"])).findings("IA910").first)
        #expect(mac.severity == .warning)
        #expect(
            mac.message
                == "ShedLightControl builds a StaticControlConfiguration, which needs macOS 26.0, but TrailWidgets "
                + "deploys to macOS 15.0 and nothing gates it: TrailWidgets does not build")
        #expect(mac.fix.hasPrefix("Gate it with @available(macOS 26.0, *)"))
        let watch = try #require(Make.assess(Self.scenario(["watchOS": "11.0"])).findings("IA910").first)
        #expect(watch.severity == .warning)
        #expect(watch.message.contains("needs watchOS 26.0, but TrailWidgets deploys to watchOS 11.0"))
        // An iOS-only gate does not cover the watch.
        let iOSGate = Make.assess(Self.scenario(["watchOS": "11.0"], availability: "iOS 18.0")).findings("IA910")
        #expect(iOSGate.map(\.severity) == [.warning])
        #expect(iOSGate.first?.message.contains("its gate (iOS 18.0) names no watchOS version") == true)
    }

    @Test func aGateOrATargetAt26IsQuiet() {
        #expect(Make.assess(Self.scenario(["macOS": "26.0"])).findings("IA910").isEmpty)
        #expect(Make.assess(Self.scenario(["watchOS": "26.0"])).findings("IA910").isEmpty)
        #expect(Make.assess(Self.scenario(["macOS": "14.0"], availability: "macOS 26.0")).findings("IA910").isEmpty)
        #expect(
            Make.assess(Self.scenario(["iOS": "17.0", "watchOS": "10.0"], availability: "iOS 18.0, watchOS 26.0"))
                .findings("IA910").isEmpty)
    }

    @Test func aTargetOfTwoPlatformsIsCheckedOnEach() throws {
        // iOS is gated; the Mac is not: one error, about the Mac, and a fix naming both platforms.
        let both = Make.assess(Self.scenario(["iOS": "17.0", "macOS": "14.0"], availability: "iOS 18.0"))
        let finding = try #require(both.findings("IA910").first)
        #expect(both.findings("IA910").count == 1)
        #expect(finding.message.contains("needs macOS 26.0, but TrailWidgets deploys to macOS 14.0"))
        #expect(finding.fix.hasPrefix("Gate it with @available(iOS 18.0, macOS 26.0, *)"))
        // Compiled only for iOS (#if os(iOS), #if !os(macOS)): the Mac never sees it.
        for conditions in [["os(iOS)"], ["!os(macOS)"], ["WIDGETS", "!os(OSX)"]] {
            let only = Self.scenario(
                ["iOS": "17.0", "macOS": "14.0"], availability: "iOS 18.0", conditions: conditions)
            #expect(Make.assess(only).findings("IA910").isEmpty, "\(conditions)")
        }
        // Compiled only for the Mac: its iOS floor does not matter, its macOS one does.
        let mac = Self.scenario(["iOS": "17.0", "macOS": "14.0"], conditions: ["os(macOS)"])
        #expect(Make.assess(mac).findings("IA910").map(\.message).allSatisfy { $0.contains("macOS 14.0") })
        #expect(Make.assess(mac).findings("IA910").count == 1)
    }

    /// A control under `#if targetEnvironment(macCatalyst)` (or its negation) in an iOS target: Mac Catalyst
    /// builds against the iOS floor, so the Mac build breaks as the iOS one would; without a Catalyst
    /// build the code is dead; where the project does not say, a note.
    @Test func aMacCatalystBuildIsCheckedAgainstTheIOSFloor() throws {
        var catalyst = Self.scenario(["iOS": "17.0"], conditions: ["targetEnvironment(macCatalyst)"])
        catalyst.targetMemberships[0].macCatalyst = true
        let finding = try #require(Make.assess(catalyst).findings("IA910").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("needs iOS 18.0, but TrailWidgets deploys to iOS 17.0"))
        catalyst.targetMemberships[0].macCatalyst = false
        #expect(Make.assess(catalyst).findings("IA910").isEmpty)
        catalyst.targetMemberships[0].macCatalyst = nil
        #expect(Make.assess(catalyst).findings("IA910").map(\.severity) == [.note])
        var device = Self.scenario(["iOS": "17.0"], conditions: ["!targetEnvironment(macCatalyst)"])
        device.targetMemberships[0].macCatalyst = true
        #expect(Make.assess(device).findings("IA910").map(\.severity) == [.warning])
    }

    @Test func aConditionTheAuditCannotEvaluateIsANote() throws {
        let unknown = Self.scenario(["macOS": "14.0"], conditions: ["CONTROLS"])
        let finding = try #require(Make.assess(unknown).findings("IA910").first)
        #expect(finding.severity == .note)
        #expect(
            finding.message.hasPrefix(
                "cannot tell: whether TrailWidgets compiles it for macOS: it sits under #if CONTROLS"))
    }

    /// A target whose settings name neither its platforms nor a deployment target takes the tree's
    /// values: a watch app's watchOS 10 is not proof that the widget extension builds for the watch.
    @Test func anotherTargetsPlatformIsNotProof() throws {
        var inventory = S.scenario(for: "IA910")!
        inventory.controls[0].availability = "iOS 18.0"
        inventory.targetMemberships[0].platforms = []
        inventory.targetMemberships[0].deploymentTargets = []
        inventory.deploymentTargets = [
            DeploymentTarget(
                platform: "iOS", version: "18.0", target: nil, source: "pbxproj",
                location: Make.at("App.xcodeproj/project.pbxproj", 80)),
            DeploymentTarget(
                platform: "watchOS", version: "10.0", target: nil, source: "pbxproj",
                location: Make.at("App.xcodeproj/project.pbxproj", 81)),
        ]
        let finding = try #require(Make.assess(inventory).findings("IA910").first)
        #expect(finding.severity == .note)
        #expect(
            finding.message.hasPrefix(
                "cannot tell: the project files do not say whether TrailWidgets builds for watchOS"))
    }

    /// The target's platforms come from the SDKROOT its xcconfig sets (home-assistant's shape: the project
    /// file names none, the xcconfig sets SDKROOT = iphoneos and a MACOSX_DEPLOYMENT_TARGET for other targets).
    @Test func anXcconfigSDKRootSaysThePlatform() throws {
        var inventory = S.scenario(for: "IA910")!
        inventory.controls[0].availability = "iOS 18.0"
        inventory.targetMemberships[0].platforms = []
        inventory.targetMemberships[0].deploymentTargets = []
        inventory.targetMemberships[0].configurationConditions = [
            ConfigurationConditions(
                configuration: "Release", layers: [ConditionLayer(source: "xcconfig", file: "Config/App.xcconfig")])
        ]
        var config = XcconfigConditions(path: "Config/App.xcconfig")
        config.sdkRoot = "iphoneos"
        inventory.xcconfigConditions = [config]
        inventory.deploymentTargets = [
            DeploymentTarget(
                platform: "iOS", version: "16.4", target: nil, source: "xcconfig",
                location: Make.at("Config/App.xcconfig", 4)),
            DeploymentTarget(
                platform: "macOS", version: "12.0", target: nil, source: "xcconfig",
                location: Make.at("Config/App.xcconfig", 5)),
        ]
        #expect(Make.assess(inventory).findings("IA910").isEmpty)
        // SDKROOT = macosx: the macOS floor is the target's, and the control is not gated for it.
        inventory.xcconfigConditions[0].sdkRoot = "macosx"
        let mac = try #require(Make.assess(inventory).findings("IA910").first)
        #expect(mac.severity == .warning)
        #expect(mac.message.contains("needs macOS 26.0, but TrailWidgets deploys to macOS 12.0"))
    }

    /// A bundle file shared with a watch widget extension lists a control gated for iOS only: the watch
    /// target that does not compile the control (or compiles the bundle under `#if os(iOS)`) is quiet.
    @Test func aSharedBundleCountsOnlyWhereTheControlIsCompiled() {
        var inventory = Self.scenario(["iOS": "17.0"], availability: "iOS 18.0")
        inventory.widgetBundles = [
            WidgetBundleInfo(
                typeName: "TrailBundle", widgets: ["ShedLightControl"], location: Make.at("Widgets/Bundle.swift", 3))
        ]
        inventory.widgetBundles[0].gates = ["ShedLightControl": "iOS 18.0"]
        var watch = S.membership(
            "TrailWatchWidgets", "com.apple.product-type.app-extension", files: ["Widgets/Bundle.swift"])
        watch.platforms = ["watchOS"]
        watch.deploymentTargets = [
            DeploymentTarget(
                platform: "watchOS", version: "10.0", target: "TrailWatchWidgets", source: "pbxproj",
                location: Make.at("App.xcodeproj/project.pbxproj", 120))
        ]
        inventory.targetMemberships.append(watch)
        #expect(Make.assess(inventory).findings("IA910").isEmpty)
        // The watch target compiles the control too: the control and its listing break it.
        var both = inventory
        both.targetMemberships[1].files.append("Widgets/ShedLightControl.swift")
        #expect(
            Make.assess(both).findings("IA910").map(\.message) == [
                "TrailBundle lists the control ShedLightControl, which needs watchOS 26.0, but TrailWatchWidgets "
                    + "deploys to watchOS 10.0 and its gate (iOS 18.0) names no watchOS version: TrailWatchWidgets "
                    + "does not build",
                "ShedLightControl builds a StaticControlConfiguration, which needs watchOS 26.0, but TrailWatchWidgets "
                    + "deploys to watchOS 10.0 and its gate (iOS 18.0) names no watchOS version: TrailWatchWidgets "
                    + "does not build",
            ])
        // …unless both sit under #if os(iOS).
        var wrapped = both
        wrapped.controls[0].conditions = ["os(iOS)"]
        wrapped.widgetBundles[0].conditions = ["os(iOS)"]
        #expect(Make.assess(wrapped).findings("IA910").isEmpty)
        // The bundle is shared as a whole, only its entry sits under #if os(iOS) inside the body: the watch
        // compiles the bundle but not the listing.
        var entry = both
        entry.controls[0].conditions = ["os(iOS)"]
        entry.widgetBundles[0].entryConditions = ["ShedLightControl": ["os(iOS)"]]
        #expect(Make.assess(entry).findings("IA910").isEmpty)
        // Under #if os(watchOS) instead, the listing is the watch's, and still ungated for it.
        entry.widgetBundles[0].entryConditions = ["ShedLightControl": ["os(watchOS)"]]
        #expect(
            Make.assess(entry).findings("IA910").map(\.message) == [
                "TrailBundle lists the control ShedLightControl, which needs watchOS 26.0, but TrailWatchWidgets "
                    + "deploys to watchOS 10.0 and its gate (iOS 18.0) names no watchOS version: TrailWatchWidgets "
                    + "does not build"
            ])
    }
}
