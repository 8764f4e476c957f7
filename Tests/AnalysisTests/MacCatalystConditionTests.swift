import Testing

@testable import Analysis
@testable import Discovery
@testable import Model
@testable import Scanning

/// An iOS target that also builds through Mac Catalyst compiles its code twice, once with
/// `targetEnvironment(macCatalyst)` true: code under either side of that test is live, and the project
/// file or the target's xcconfig file says whether there is such a build.
@Suite("Mac Catalyst builds")
struct MacCatalystConditionTests {
    static func target(_ catalyst: Bool?) -> TargetMembership {
        var target = TargetMembership(target: "Widgets", source: "pbxproj", location: SourceLocation(path: "p"))
        target.platforms = ["iOS"]
        target.macCatalyst = catalyst
        target.configurationConditions = [
            ConfigurationConditions(
                configuration: "Release", layers: [ConditionLayer(source: "target", activeConditions: "A")])
        ]
        return target
    }

    @Test(
        arguments: [
            (true, "targetEnvironment(macCatalyst)", true), (true, "!targetEnvironment(macCatalyst)", true),
            (true, "targetEnvironment(macCatalyst) && !targetEnvironment(macCatalyst)", false),
            (true, "targetEnvironment(macCatalyst) && !A", false),
            (false, "targetEnvironment(macCatalyst)", false), (false, "!targetEnvironment(macCatalyst)", true),
            (nil, "targetEnvironment(macCatalyst)", nil), (nil, "!targetEnvironment(macCatalyst)", nil),
            (nil, "A", true),
        ] as [(Bool?, String, Bool?)])
    func eitherBuildMakesItLive(catalyst: Bool?, condition: String, expected: Bool?) {
        let conditions = BuildConditions(inventory: Inventory())
        #expect(conditions.isLive([condition], in: Self.target(catalyst)) == expected)
        #expect(conditions.isLive([condition], in: Self.target(catalyst), for: "iOS") == expected)
    }

    @Test func aNativeMacOrWatchBuildIsNoCatalystBuild() {
        let conditions = BuildConditions(inventory: Inventory())
        var target = Self.target(true)
        target.platforms = ["iOS", "macOS"]
        #expect(conditions.isLive(["targetEnvironment(macCatalyst)"], in: target, for: "macOS") == false)
        #expect(conditions.isLive(["!targetEnvironment(macCatalyst)"], in: target, for: "watchOS") == true)
    }

    @Test func aPackageTargetBuildsForCatalystWhenItsAppDoes() {
        var target = Self.target(false)
        target.source = "Package.swift"
        #expect(BuildConditions(inventory: Inventory()).isLive(["targetEnvironment(macCatalyst)"], in: target) == nil)
    }

    @Test func theTargetsXcconfigFileSaysWhenTheProjectFileDoesNot() {
        var inventory = Inventory()
        var base = XcconfigConditions(path: "Config/Base.xcconfig")
        base.supportsMacCatalyst = true
        var widgets = XcconfigConditions(path: "Config/Widgets.xcconfig")
        widgets.includes = ["Config/Base.xcconfig"]
        inventory.xcconfigConditions = [base, widgets]
        var target = Self.target(nil)
        target.configurationConditions[0].layers.insert(
            ConditionLayer(source: "xcconfig", file: "Config/Widgets.xcconfig"), at: 0)
        let conditions = BuildConditions(inventory: inventory)
        #expect(conditions.isLive(["targetEnvironment(macCatalyst)"], in: target) == true)
        inventory.xcconfigConditions[1].supportsMacCatalyst = false
        #expect(BuildConditions(inventory: inventory).isLive(["targetEnvironment(macCatalyst)"], in: target) == false)
    }

    @Test func theProjectFileAndTheXcconfigReaderSayIt() {
        func entry(_ value: String) -> PropertyListEntry {
            PropertyListEntry(
                key: "SUPPORTS_MACCATALYST", keyLine: 3, value: PropertyListValue(.string(value), line: 3))
        }
        #expect(PBXProjectReader.macCatalyst([entry("NO"), entry("YES")], project: [], xcconfig: false) == true)
        #expect(PBXProjectReader.macCatalyst([entry("NO")], project: [entry("YES")], xcconfig: true) == false)
        #expect(PBXProjectReader.macCatalyst([], project: [entry("YES")], xcconfig: false) == true)
        #expect(PBXProjectReader.macCatalyst([], project: [], xcconfig: false) == false)
        #expect(PBXProjectReader.macCatalyst([], project: [entry("YES")], xcconfig: true) == nil)
        #expect(PBXProjectReader.macCatalyst([entry("$(CATALYST)")], project: [], xcconfig: false) == nil)
        let text = "SUPPORTS_MACCATALYST = YES\nSDKROOT = iphoneos\n"
        let read = XcconfigReader.read(SourceFile(path: "W.xcconfig", kind: .xcconfig, bytes: Array(text.utf8)))
        #expect(read.xcconfigConditions.map(\.supportsMacCatalyst) == [true])
        let conditional = "SUPPORTS_MACCATALYST[sdk=iphoneos*] = NO\n"
        let other = XcconfigReader.read(SourceFile(path: "W.xcconfig", kind: .xcconfig, bytes: Array(conditional.utf8)))
        #expect(other.xcconfigConditions.map(\.supportsMacCatalyst) == [nil])
    }
}
