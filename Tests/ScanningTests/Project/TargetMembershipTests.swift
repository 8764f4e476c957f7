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

/// Which files each build target contains, read from project.pbxproj (nested groups, a variant
/// group, a synchronized folder with exceptions, targets on two platforms) and Package.swift.
@Suite struct TargetMembershipTests {
    static let projectPath = "Apps/Outdoors.xcodeproj/project.pbxproj"
    static let manifestPath = "Packages/RouteKit/Package.swift"
    let memberships: [String: TargetMembership]

    init() {
        let files = FixtureFiles.load("Project/membership")
        var inventory = ProjectScanner.scan(FixtureFiles.of(files, .pbxproj, .packageManifest))
        inventory.sortAll()
        memberships = Dictionary(uniqueKeysWithValues: inventory.targetMemberships.map { ($0.target, $0) })
    }

    func versions(_ target: String) -> [String] {
        memberships[target]?.deploymentTargets.map { "\($0.platform) \($0.version)" } ?? []
    }

    @Test func groupsResolveToPathsUnderTheProjectFolder() throws {
        let app = try #require(memberships["Outdoors"])
        #expect(app.location == SourceLocation(path: Self.projectPath, line: 118))
        #expect(app.productType == "com.apple.product-type.application")
        #expect(
            app.files == [
                "Apps/App/Loose.swift",  // a group with a name and no path adds no folder
                "Apps/App/Routing/RouteHandler.swift",  // nested groups with paths
                "Apps/Config/Settings.swift",  // SOURCE_ROOT: the folder of the .xcodeproj
                "Apps/Shared/Base.lproj/Routes.intentdefinition",  // a variant group: every localization
                "Apps/Shared/de.lproj/Routes.strings",
            ], "the file that climbs above the root, the SDK framework and the absolute path are left out")
        #expect(app.folders == ["Apps/App/Maps", "Apps/Widgets"])
        #expect(app.exceptions == ["Apps/Widgets/RoutesWidget.swift"])
        #expect(app.platforms == ["iOS"])
        #expect(versions("Outdoors") == ["iOS 15.0"], "the project-level value, as the target sets none")
    }

    @Test func synchronizedFolderMinusTheTargetsOwnExceptions() throws {
        let widgets = try #require(memberships["OutdoorsWidgets"])
        #expect(widgets.folders == ["Apps/Widgets"])
        #expect(widgets.exceptions == ["Apps/Widgets/Info.plist", "Apps/Widgets/Legacy/OldRoutesWidget.swift"])
        #expect(widgets.contains("Apps/Widgets/RoutesWidget.swift"))
        #expect(!widgets.contains("Apps/Widgets/Legacy/OldRoutesWidget.swift"))
        #expect(!widgets.contains("Apps/WidgetsExtra/Other.swift"), "a folder is a path prefix up to a slash")
        let app = try #require(memberships["Outdoors"])
        #expect(app.contains("Apps/Widgets/Legacy/OldRoutesWidget.swift"))
        #expect(!app.contains("Apps/Widgets/RoutesWidget.swift"))
        #expect(versions("OutdoorsWidgets") == ["iOS 17.0"])
    }

    @Test func codegenAttributesPerTarget() throws {
        let definition = "Apps/Shared/Base.lproj/Routes.intentdefinition"
        let widgets = try #require(memberships["OutdoorsWidgets"])
        #expect(widgets.noCodegenFiles == [definition, "Apps/Shared/de.lproj/Routes.strings"])
        #expect(widgets.contains(definition) && !widgets.generatesCode(for: definition))
        #expect(memberships["Outdoors"]?.generatesCode(for: definition) == true)
    }

    @Test func macTargetOnItsOwnPlatform() throws {
        let mac = try #require(memberships["OutdoorsMac"])
        #expect(mac.files == ["Apps/Mac/MacRoutes.intentdefinition"])
        #expect(mac.platforms == ["macOS"])
        #expect(versions("OutdoorsMac") == ["macOS 14.0"], "SDKROOT macosx: the project's iOS value does not apply")
    }

    @Test func packageTargetsOwnTheirFolders() {
        let found = ["RouteKit", "RouteIntents", "RouteKitTests"].map { name in
            memberships[name].map { "\($0.source) @\($0.location.line) \($0.folders) \($0.platforms)" } ?? "missing"
        }
        #expect(
            found == [
                "Package.swift @9 [\"Packages/RouteKit/Sources/RouteKit\"] [\"iOS\", \"macOS\"]",
                "Package.swift @10 [\"Packages/RouteKit/Intents/Sources\"] [\"iOS\", \"macOS\"]",
                "Package.swift @11 [\"Packages/RouteKit/Tests/RouteKitTests\"] [\"iOS\", \"macOS\"]",
            ])
        #expect(versions("RouteKit") == ["iOS 16.0", "macOS 13.0"])
    }

    @Test func projectFolderIsTheParentOfTheXcodeproj() {
        #expect(PBXGroupTree.projectFolder(of: "Apps/Outdoors.xcodeproj/project.pbxproj") == "Apps")
        #expect(PBXGroupTree.projectFolder(of: "Outdoors.xcodeproj/project.pbxproj") == "")
        #expect(PBXGroupTree.join("Apps/App", "../Shared/./X.swift") == "Apps/Shared/X.swift")
        #expect(PBXGroupTree.join("Apps", "../../X.swift") == nil)
    }
}

/// `INFOPLIST_FILE` read into each target's Info.plist paths, from the root.
@Suite struct InfoPlistSettingTests {
    static func entry(_ value: String) -> PropertyListEntry {
        PropertyListEntry(key: "INFOPLIST_FILE", keyLine: 7, value: PropertyListValue(.string(value), line: 7))
    }

    @Test func pathsAreTheProjectFoldersAndVariablesAreLeftOut() {
        let read = PBXProjectReader.infoPlists(
            [
                Self.entry("Widget/Resources/Info.plist"), Self.entry("$(SRCROOT)/Widget/Resources/Info.plist"),
                Self.entry("${PROJECT_DIR}/../Shared/Info.plist"), Self.entry("$(TARGET_NAME)/Info.plist"),
                Self.entry("/abs/Info.plist"), Self.entry("../../Out/Info.plist"),
            ], folder: "Apps")
        #expect(read == ["Apps/Widget/Resources/Info.plist", "Shared/Info.plist"])
    }
}
