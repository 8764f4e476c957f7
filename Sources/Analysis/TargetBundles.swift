import Model

/// What kind of bundle a target builds, as far as App Intents metadata goes: the system reads it
/// from the app, an App Intents extension and a widget extension; a framework or package reaches it
/// only through an `AppIntentsPackage` chain; tests and other extensions are never read.
package struct TargetBundles: Sendable {
    private var extensions: [ExtensionInfo]

    package init(_ inventory: Inventory) {
        extensions = inventory.extensions.filter { $0.extensionPoint != nil }
    }

    private static let apps: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp", "com.apple.product-type.application.messages",
        "com.apple.product-type.application.on-demand-install-capable",
        "com.apple.product-type.application.watchapp2-container",
        // A two-target watch app's code lives in its WatchKit extension, which the watch app runs.
        "com.apple.product-type.watchkit2-extension",
    ]
    private static let frameworks: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]
    private static let tests: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// The bundle a membership builds, and whether the system reads App Intents metadata from it.
    package func bundle(of membership: TargetMembership) -> SeenByTarget {
        let seen = { (bundle: SeenByTarget.Bundle, reads: Bool?) in
            SeenByTarget(target: membership.target, bundle: bundle, reads: reads)
        }
        guard membership.source == "pbxproj" else { return seen(.package, false) }
        let type = membership.productType ?? ""
        if Self.apps.contains(type) { return seen(.app, true) }
        if Self.frameworks.contains(type) { return seen(.framework, false) }
        if Self.tests.contains(type) { return seen(.tests, false) }
        guard type.hasPrefix("com.apple.product-type.") && type.contains("extension") else {
            return seen(.other, false)
        }
        switch extensionPoint(of: membership) {
        case "com.apple.widgetkit-extension"?: return seen(.widgetExtension, true)
        case "com.apple.appintents-extension"?: return seen(.appIntentsExtension, true)
        case nil: return seen(.unknownExtension, nil)
        default: return seen(.otherExtension, false)
        }
    }

    /// The extension point of the Info.plist the target builds with: the one its `INFOPLIST_FILE` names,
    /// else one it holds, else one in the folder of its files (an Info.plist is named by a build setting,
    /// not a build phase; a `Resources/Info.plist` beside the sources' folders is found only by the setting).
    private func extensionPoint(of membership: TargetMembership) -> String? {
        let named = Set(extensions.filter { membership.infoPlists.contains($0.path) }.compactMap(\.extensionPoint))
        if named.count == 1 { return named.first }
        if let held = extensions.first(where: { membership.contains($0.path) }) { return held.extensionPoint }
        let points = Set(
            extensions.filter { info in
                let folder = info.path.lastIndex(of: "/").map { String(info.path[..<$0]) + "/" } ?? ""
                return membership.files.contains { $0.hasPrefix(folder) }
                    || membership.folders.contains { $0 + "/" == folder || $0.hasPrefix(folder) }
            }.compactMap(\.extensionPoint))
        return points.count == 1 ? points.first : nil
    }
}
