import Foundation
import TestSupport

@testable import Commands
@testable import Model

/// A small weather app written by the test, to pair an `AppIntentConfiguration` widget with its
/// `IntentConfiguration` twin the way a reader does: the app Weather (iOS 15) and its widget
/// extension WeatherWidgets (iOS 16) build `Shared/`; WeatherWidgets builds `Widgets/`; a second
/// extension WeatherExtras builds `Extras/`. The App Intents widget `StatusWidget` is behind
/// `#available(iOS 17.0, *)` with an `EmptyWidgetConfiguration` otherwise; the twin
/// `LegacyStatusWidget` (the legacy `StatusIntent`'s `IntentConfiguration`) varies: where it is,
/// how its kind is written, and the `#if` condition around it against what the build sets.
struct WidgetTwinTree {
    /// Where the twin is: nil for no twin.
    var twinPath: String? = "Widgets/LegacyStatusWidget.swift"
    var kind = "\"Status\""
    /// The `#if` condition around the twin, nil for none.
    var condition: String?
    /// Extra build settings of WeatherWidgets per configuration (`KEY = value;` lines).
    var widgetDebugSettings = ""
    var widgetReleaseSettings = ""
    /// An xcconfig under WeatherWidgets' Release configuration (its text), nil for none.
    var widgetReleaseXcconfig: String?
    /// Whether WeatherExtras' folder lists `LegacyStatusWidget.swift` as also built by WeatherWidgets
    /// (an exception set naming a target that does not synchronize the folder).
    var extrasTwinAlsoInWidgets = false

    func audit() throws -> AuditResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("twin-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var files: [String: String] = [
            "Weather.xcodeproj/project.pbxproj": project,
            "Shared/Intents.intentdefinition": Self.definition,
            "Shared/Kinds.swift": Self.kinds,
            "App/WeatherApp.swift":
                "import SwiftUI\n\n@main\nstruct WeatherApp: App {\n    var body: some Scene { WindowGroup { Text(\"Weather\") } }\n}\n",
            "Widgets/StatusAppIntent.swift": Self.appIntent,
            "Widgets/StatusWidget.swift": Self.appWidget,
        ]
        if let xcconfig = widgetReleaseXcconfig { files["Config/WidgetsRelease.xcconfig"] = xcconfig }
        if let twinPath {
            let twin = Self.twin(kind: kind, condition: condition)
            if twinPath == "Widgets/StatusWidget.swift" {
                files[twinPath, default: ""] += "\n" + twin
            } else {
                files[twinPath] = "import SwiftUI\nimport WidgetKit\n\n" + twin
            }
        }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try Audit.run(
            root: root, configuration: AuditConfiguration(),
            context: AuditContext(toolVersion: "0.0.0-test", root: "twin", generatedAt: 0))
    }

    static func twin(kind: String, condition: String?) -> String {
        let widget = """
            struct LegacyStatusWidget: Widget {
                var body: some WidgetConfiguration {
                    IntentConfiguration(kind: \(kind), intent: StatusIntent.self, provider: LegacyStatusProvider()) { entry in
                        Text(entry.title)
                    }
                }
            }

            """
        guard let condition else { return widget }
        return "#if \(condition)\n" + widget + "#endif\n"
    }

    static let appWidget = """
        import SwiftUI
        import WidgetKit

        struct StatusWidget: Widget {
            var body: some WidgetConfiguration {
                if #available(iOS 17.0, *) {
                    return AppIntentConfiguration(kind: "Status", intent: StatusAppIntent.self, provider: StatusProvider()) { entry in
                        Text(entry.title)
                    }
                } else {
                    return EmptyWidgetConfiguration()
                }
            }
        }

        """

    static let appIntent = """
        import AppIntents
        import WidgetKit

        @available(iOS 17.0, *)
        struct StatusAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "StatusIntent"
            static var title: LocalizedStringResource = "Station Status"

            @Parameter(title: "Station")
            var station: String?
        }

        """

    static let kinds = """
        enum WidgetKinds: String {
            case status = "Status"
        }

        enum Names {
            static let status = "Status"
        }

        extension String {
            /// The kind itself below iOS 17, where the twin serves; another one from iOS 17 on.
            var legacyKindName: String {
                if #available(iOS 17.0, *) {
                    return self + ".legacy"
                } else {
                    return self
                }
            }

            func twinKind() -> String {
                guard #available(iOS 17.0, *) else { return self }
                return "\\(self).twin"
            }
        }

        """

    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>INIntentDefinitionModelVersion</key>
        \t<string>1.2</string>
        \t<key>INIntents</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>INIntentCategory</key>
        \t\t\t<string>information</string>
        \t\t\t<key>INIntentEligibleForWidgets</key>
        \t\t\t<true/>
        \t\t\t<key>INIntentName</key>
        \t\t\t<string>Status</string>
        \t\t\t<key>INIntentParameters</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterName</key>
        \t\t\t\t\t<string>station</string>
        \t\t\t\t\t<key>INIntentParameterTag</key>
        \t\t\t\t\t<integer>1</integer>
        \t\t\t\t\t<key>INIntentParameterType</key>
        \t\t\t\t\t<string>String</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t\t<key>INIntentTitle</key>
        \t\t\t<string>Station Status</string>
        \t\t\t<key>INIntentType</key>
        \t\t\t<string>Custom</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    var project: String {
        let extrasExceptions = extrasTwinAlsoInWidgets ? "exceptions = (E40000000000000000000001, );" : ""
        let xcconfigReference =
            widgetReleaseXcconfig == nil ? "" : "baseConfigurationReference = F4000000000000000000000X;"
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tF40000000000000000000001 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Weather.app; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tF4000000000000000000000X = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = WidgetsRelease.xcconfig; sourceTree = "<group>"; };
            \t\tS40000000000000000000001 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tS40000000000000000000002 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
            \t\tS40000000000000000000003 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
            \t\tS40000000000000000000004 = {isa = PBXFileSystemSynchronizedRootGroup; \(extrasExceptions) path = Extras; sourceTree = "<group>"; };
            \t\tE40000000000000000000001 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (LegacyStatusWidget.swift, ); target = T40000000000000000000002; };
            \t\tG40000000000000000000000 = {isa = PBXGroup; children = (S40000000000000000000001, S40000000000000000000002, S40000000000000000000003, S40000000000000000000004, G40000000000000000000002, F40000000000000000000001, ); sourceTree = "<group>"; };
            \t\tG40000000000000000000002 = {isa = PBXGroup; children = (F4000000000000000000000X, ); path = Config; sourceTree = "<group>"; };
            \t\tT40000000000000000000001 = {isa = PBXNativeTarget; buildConfigurationList = L40000000000000000000001; buildPhases = (); fileSystemSynchronizedGroups = (S40000000000000000000001, S40000000000000000000003, ); name = Weather; productType = "com.apple.product-type.application"; };
            \t\tT40000000000000000000002 = {isa = PBXNativeTarget; buildConfigurationList = L40000000000000000000002; buildPhases = (); fileSystemSynchronizedGroups = (S40000000000000000000002, S40000000000000000000003, ); name = WeatherWidgets; productType = "com.apple.product-type.app-extension"; };
            \t\tT40000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = L40000000000000000000003; buildPhases = (); fileSystemSynchronizedGroups = (S40000000000000000000004, S40000000000000000000003, ); name = WeatherExtras; productType = "com.apple.product-type.app-extension"; };
            \t\tR40000000000000000000001 = {isa = PBXProject; buildConfigurationList = L40000000000000000000009; mainGroup = G40000000000000000000000; projectDirPath = ""; projectRoot = ""; targets = (T40000000000000000000001, T40000000000000000000002, T40000000000000000000003, ); };
            \t\tC40000000000000000000011 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Debug; };
            \t\tC40000000000000000000012 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Release; };
            \t\tC40000000000000000000021 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; \(widgetDebugSettings) }; name = Debug; };
            \t\tC40000000000000000000022 = {isa = XCBuildConfiguration; \(xcconfigReference) buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; \(widgetReleaseSettings) }; name = Release; };
            \t\tC40000000000000000000031 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) LEGACY_WIDGETS"; }; name = Debug; };
            \t\tC40000000000000000000032 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) LEGACY_WIDGETS"; }; name = Release; };
            \t\tC40000000000000000000091 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
            \t\tC40000000000000000000092 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
            \t\tL40000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (C40000000000000000000011, C40000000000000000000012, ); };
            \t\tL40000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (C40000000000000000000021, C40000000000000000000022, ); };
            \t\tL40000000000000000000003 = {isa = XCConfigurationList; buildConfigurations = (C40000000000000000000031, C40000000000000000000032, ); };
            \t\tL40000000000000000000009 = {isa = XCConfigurationList; buildConfigurations = (C40000000000000000000091, C40000000000000000000092, ); };
            \t};
            \trootObject = R40000000000000000000001;
            }

            """
    }
}
