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

/// Info.plist, project.pbxproj, xcconfig and Package.swift reading over one fixture tree.
@Suite struct ProjectScannerTests {
    let inventory: Inventory

    init() {
        let files = FixtureFiles.load("Project/multi-target")
        var inventory = ProjectScanner.scan(
            FixtureFiles.of(files, .propertyList, .pbxproj, .xcconfig, .packageManifest))
        inventory.sortAll()
        self.inventory = inventory
    }

    func at(_ path: String, _ line: Int) -> Model.SourceLocation { SourceLocation(path: path, line: line) }

    func targets(from path: String) -> [String] {
        inventory.deploymentTargets.filter { $0.location.path == path }
            .map { "\($0.target ?? "-") \($0.platform) \($0.version) \($0.source) @\($0.location.line)" }
    }

    func diagnostics(_ path: String) -> [String] {
        inventory.diagnostics.filter { $0.location.path == path }.map { "\($0.location.line): \($0.message)" }
    }

    @Test func pbxprojNativeTargetsWithProjectFallback() {
        #expect(
            targets(from: "Hiking.xcodeproj/project.pbxproj") == [
                "Hiking Widgets iOS 15.0 pbxproj @59",  // nothing of its own: the project's value
                "Hiking iOS 16.4 pbxproj @76",  // conditional key, recorded under the plain key; $(…) skipped
                "HikingWatch watchOS 9.0 pbxproj @100",  // SDKROOT watchos: the project's iOS value does not apply
                "HikingWatch watchOS 10.0 pbxproj @108",
            ])
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER` per target, both configurations' one value once; a value built
    /// from a variable is not guessed (so the widget target's is unknown), none set: unknown.
    @Test func pbxprojBundleIdentifiersPerTarget() {
        let bundles = Dictionary(
            inventory.targetMemberships.filter { $0.location.path == "Hiking.xcodeproj/project.pbxproj" }
                .map { ($0.target, $0.bundleIdentifiers) }, uniquingKeysWith: { a, _ in a })
        #expect(bundles["Hiking"] == ["com.example.hiking"])
        #expect(bundles["Hiking Widgets"] == [])
        #expect(bundles["HikingWatch"] == [])
    }

    @Test func pbxprojClassPrefixAndCodegenLanguage() {
        let settings = inventory.projects.filter { $0.location?.path == "Hiking.xcodeproj/project.pbxproj" }
        #expect(
            settings == [
                ProjectSettings(
                    classPrefix: "HK", codegenLanguage: "Swift",
                    location: at("Hiking.xcodeproj/project.pbxproj", 41))
            ])
    }

    @Test func xcconfigSettingsIncludesAndConditions() {
        #expect(
            targets(from: "Config/Base.xcconfig") == [
                "- iOS 16.0 xcconfig @5",
                "- macOS 13.5 xcconfig @6",
            ])
        #expect(
            inventory.projects.filter { $0.location?.path == "Config/Base.xcconfig" }
                == [
                    ProjectSettings(
                        classPrefix: nil, codegenLanguage: "Objective-C", location: at("Config/Base.xcconfig", 8))
                ])
        #expect(diagnostics("Config/Base.xcconfig").isEmpty)
    }

    @Test func xcconfigLinesItCannotRead() {
        #expect(targets(from: "Config/Broken.xcconfig") == ["- visionOS 1.0 xcconfig @1"])
        #expect(
            diagnostics("Config/Broken.xcconfig") == [
                "2: not a build setting ('NAME = value'): 'this line has no equals sign'",
                "3: #include needs a quoted path: '#include Signing.xcconfig'",
                "4: unknown directive: '#import \"x\"'",
                "5: not a build setting ('NAME = value'): '9LIVES = 1'",
            ])
    }

    @Test func packagePlatformsThroughSwiftSyntax() {
        #expect(
            targets(from: "Package.swift") == [
                "HikingKit iOS 16.0 Package.swift @7",
                "HikingKit macOS 14.0 Package.swift @8",
                "HikingKit iOS 17.2 Package.swift @9",
                "HikingKit watchOS 10.0 Package.swift @10",
                "HikingKit visionOS 1.0 Package.swift @11",
            ])
        #expect(
            targets(from: "Packages/Core/Package.swift") == [
                "Core macOS 10.15 Package.swift @6",
                "Core tvOS 15.0 Package.swift @7",
            ])
    }

    @Test func brokenManifestIsADiagnosticButItsPlatformsStillCount() {
        #expect(targets(from: "Packages/Broken/Package.swift") == ["Broken iOS 15.0 Package.swift @6"])
        let found = diagnostics("Packages/Broken/Package.swift")
        #expect(
            found.contains("6: Package.swift platform '.custom(\"robotOS\", versionString: \"1.0\")' not understood"))
        #expect(
            found.contains {
                $0.hasSuffix("Package.swift does not parse as Swift; platforms read from what could be parsed")
            })
    }

    @Test func infoPlistsOfAppAndExtensions() {
        #expect(
            inventory.extensions.map(\.path) == [
                "Hiking/Info.plist", "HikingAppIntents/Info.plist", "HikingIntents/Info.plist",
                "HikingUI/Info.plist", "HikingWidgets/HikingWidgets-Info.plist", "Odd/Info.plist",
            ])
        let app = inventory.extensions[0]
        #expect(app.extensionPoint == nil)
        #expect(app.appIntentsSupported == ["HKLogHikeIntent"])
        #expect(app.userActivityTypes == ["com.example.hiking.view", "HKLogHikeIntent"])
        #expect(app.location == at("Hiking/Info.plist", 7))
        #expect(
            app.entries == [
                ExtensionListEntry(
                    list: "INIntentsSupported", name: "HKLogHikeIntent", location: at("Hiking/Info.plist", 9)),
                ExtensionListEntry(
                    list: "NSUserActivityTypes", name: "com.example.hiking.view", location: at("Hiking/Info.plist", 13)),
                ExtensionListEntry(
                    list: "NSUserActivityTypes", name: "HKLogHikeIntent", location: at("Hiking/Info.plist", 14)),
            ])

        let intents = inventory.extensions[2]
        #expect(intents.extensionPoint == "com.apple.intents-service")
        #expect(intents.principalClass == "$(PRODUCT_MODULE_NAME).IntentHandler")
        #expect(intents.intentsSupported == ["HKLogHikeIntent", "INSendMessageIntent"])
        #expect(intents.intentsRestrictedWhileLocked == ["HKLogHikeIntent"])
        #expect(intents.location == at("HikingIntents/Info.plist", 7))
        #expect(intents.entries.map(\.location.line) == [13, 17, 18])

        #expect(inventory.extensions[1].extensionPoint == "com.apple.appintents-extension")
        #expect(inventory.extensions[4].extensionPoint == "com.apple.widgetkit-extension")
    }

    @Test func binaryInfoPlistHasNoLines() {
        let ui = inventory.extensions[3]
        #expect(ui.extensionPoint == "com.apple.intents-ui-service")
        #expect(ui.intentsSupported == ["HKLogHikeIntent"])
        #expect(ui.location == at("HikingUI/Info.plist", 0))
    }

    @Test func wrongShapesAndBrokenPlists() {
        let odd = inventory.extensions[5]
        #expect(odd.intentsSupported == [])
        #expect(odd.userActivityTypes == ["ok"])
        #expect(
            diagnostics("Odd/Info.plist") == [
                "9: IntentsSupported should be an array of strings, found a string",
                "16: an entry of NSUserActivityTypes should be a string, found an integer",
            ])
        let broken = diagnostics("Broken/Info.plist")
        #expect(broken.count == 1)
        #expect(
            broken.first?.hasPrefix(
                "7: cannot read this property list: malformed XML property list: Premature end of data") == true,
            "\(broken)")
        #expect(diagnostics("Settings.bundle/Root.plist").isEmpty)
    }

    @Test func malformedProjectFile() {
        let file = SourceFile(
            path: "X.xcodeproj/project.pbxproj", kind: .pbxproj,
            bytes: Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = { isa = PBXProject; }\n\t};\n".utf8))
        let result = ProjectScanner.scan([file])
        #expect(
            result.diagnostics == [
                Diagnostic(
                    SourceLocation(path: "X.xcodeproj/project.pbxproj", line: 5),
                    "cannot read this project file: expected ';' after the value of 'A', found '}'")
            ])
        let noRoot = SourceFile(
            path: "Y.xcodeproj/project.pbxproj", kind: .pbxproj, bytes: Array("{ objects = { }; }".utf8))
        #expect(
            ProjectScanner.scan([noRoot]).diagnostics.map(\.message) == [
                "project file without 'objects' or 'rootObject'"
            ])
    }
}
