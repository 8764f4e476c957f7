import Discovery
import Foundation
import Model
import SystemSupport

/// Reads Info.plist files, project.pbxproj, xcconfig files and Package.swift manifests.
package enum ProjectScanner {
    package static func scan(_ files: [SourceFile], limits: Limits = Limits()) -> Inventory {
        let parts = ConcurrentMap.map(files) { file -> Inventory in
            // Within the file's time budget (and not started once the audit's is spent).
            let read = IsolatedParse.run(limits: limits) { (deadline: inout ParseDeadline) -> Inventory in
                switch file.kind {
                case .propertyList: InfoPlistReader.read(file, limits: limits)
                case .pbxproj: PBXProjectReader.read(file, limits: limits, deadline: &deadline)
                case .xcconfig: XcconfigReader.read(file, limits: limits)
                case .packageManifest: PackageManifestReader.read(file, limits: limits)
                default: Inventory()
                }
            }
            if let read { return read }
            var cut = Inventory()
            cut.diagnostics = [IsolatedParse.gaveUp(file.path, what: "project file", limits: limits)]
            return cut
        }
        var inventory = Inventory()
        for part in parts { inventory.merge(part) }
        return inventory
    }
}

/// The build settings that hold a deployment target, and the platform each one is for.
package enum DeploymentSettings {
    package static let platforms: [(setting: String, platform: String, sdk: String)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS", "iphoneos"),
        ("MACOSX_DEPLOYMENT_TARGET", "macOS", "macosx"),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchOS", "watchos"),
        ("TVOS_DEPLOYMENT_TARGET", "tvOS", "appletvos"),
        ("XROS_DEPLOYMENT_TARGET", "visionOS", "xros"),
    ]

    /// The platform a setting names, nil when it is not a deployment-target setting.
    package static func platform(ofSetting key: String) -> String? {
        platforms.first { $0.setting == plainKey(key) }?.platform
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` → `IPHONEOS_DEPLOYMENT_TARGET`.
    package static func plainKey(_ key: String) -> String {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        guard let bracket = trimmed.firstIndex(of: "[") else { return trimmed }
        return String(trimmed[..<bracket]).trimmingCharacters(in: .whitespaces)
    }

    /// A concrete version: not empty and not built from variables (`$(inherited)`, `${X}`), which
    /// are left unresolved rather than guessed.
    package static func isConcrete(_ value: String) -> Bool {
        !value.isEmpty && !value.contains("$") && value.first?.isNumber == true
    }
}
