import Testing

@testable import Analysis
@testable import Discovery
@testable import Model
@testable import Scanning

/// `#if` conditions evaluated for a target's shipping configurations from what the build files
/// set: the project file's layers, xcconfig files with `#include` and `$(inherited)`, a package's
/// `.define`; three-valued, so what cannot be resolved stays unknown.
@Suite("Build conditions")
struct BuildConditionsTests {
    @Test(
        arguments: [
            ("A", true), ("!A", false), ("A && B", false), ("A || B", true), ("!(A && B)", true),
            ("A && UNKNOWN_VAR", nil), ("B && UNKNOWN_VAR", false), ("os(iOS)", true), ("os(watchOS) || A", true),
            ("targetEnvironment(simulator)", false), ("canImport(WidgetKit)", nil), ("A &&", nil),
            ("swift(>=5.9)", nil),
        ] as [(String, Bool?)])
    func formulas(condition: String, expected: Bool?) {
        var target = TargetMembership(target: "Widgets", source: "pbxproj", location: SourceLocation(path: "p"))
        target.platforms = ["iOS"]
        target.configurationConditions = [
            ConfigurationConditions(
                configuration: "Release", layers: [ConditionLayer(source: "target", activeConditions: "A")],
                uncertain: ["UNKNOWN_VAR"])
        ]
        #expect(BuildConditions(inventory: Inventory()).isLive([condition], in: target) == expected)
    }

    @Test func xcconfigIncludesAndInheritedResolveInOrder() {
        var inventory = Inventory()
        var base = XcconfigConditions(path: "Config/Base.xcconfig")
        base.activeConditions = "BASE"
        var release = XcconfigConditions(path: "Config/Release.xcconfig")
        release.includes = ["Config/Base.xcconfig"]
        release.activeConditions = "$(inherited) SHIPPING"
        release.otherSwiftFlags = "-DFLAGGED -Osize"
        inventory.xcconfigConditions = [base, release]
        var target = TargetMembership(target: "App", source: "pbxproj", location: SourceLocation(path: "p"))
        target.configurationConditions = [
            ConfigurationConditions(
                configuration: "Release",
                layers: [
                    ConditionLayer(source: "project", activeConditions: "PROJECT"),
                    ConditionLayer(source: "xcconfig", file: "Config/Release.xcconfig"),
                    ConditionLayer(source: "target", activeConditions: "$(inherited) OWN"),
                ]),
            ConfigurationConditions(
                configuration: "Debug", layers: [ConditionLayer(source: "project", activeConditions: "DEBUG")]),
        ]
        let conditions = BuildConditions(inventory: inventory)
        #expect(conditions.shipping(target).map(\.names) == [["BASE", "SHIPPING", "OWN", "FLAGGED"]])
        // BASE is assigned without $(inherited): the project's PROJECT is replaced, as in Xcode.
        #expect(conditions.isLive(["DEBUG"], in: target) == false)
        target.configurationConditions[0].layers[1].file = "Config/Missing.xcconfig"
        #expect(conditions.isLive(["SHIPPING"], in: target) == nil)
    }

    @Test func packageDefinesPerConfiguration() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Widgets",
                platforms: [.iOS(.v16)],
                targets: [
                    .target(
                        name: "WidgetKitBridge",
                        swiftSettings: [
                            .define("LEGACY_WIDGETS"),
                            .define("VERBOSE", .when(configuration: .debug)),
                            .define("PHONE_ONLY", .when(platforms: [.iOS])),
                        ])
                ])
            """
        let inventory = PackageManifestReader.read(
            SourceFile(path: "Package.swift", kind: .packageManifest, bytes: Array(manifest.utf8)))
        guard let target = inventory.targetMemberships.first else {
            Issue.record("no package target read")
            return
        }
        let conditions = BuildConditions(inventory: inventory)
        #expect(conditions.isLive(["LEGACY_WIDGETS"], in: target) == true)
        #expect(conditions.isLive(["VERBOSE"], in: target) == false)
        #expect(conditions.isLive(["PHONE_ONLY"], in: target) == nil)
        #expect(conditions.isLive(["DEBUG"], in: target) == false)
    }
}
