import Model

/// What kind of bundle a target builds, as far as App Intents metadata goes: the system reads it
/// from the app, an App Intents extension and a widget extension; a framework or package reaches it
/// only through an `AppIntentsPackage` chain; tests and other extensions are never read.
package struct TargetBundles: Sendable {
    private var extensions: [ExtensionInfo]
    /// Where types adopting `AppIntentsExtension` are declared (an App Intents extension's `@main` type).
    private var extensionTypes: [SourceLocation]

    package init(_ inventory: Inventory) {
        extensions = inventory.extensions.filter {
            $0.extensionPoint != nil || $0.appExtensionPoint != nil || $0.extensionKitPoint != nil
        }
        extensionTypes = inventory.appIntents.filter { $0.roles.contains("app-intents-extension") }.map(\.location)
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
    static let appIntentsPoint = "com.apple.appintents-extension"

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
        switch kind(of: membership).point {
        case "com.apple.widgetkit-extension"?: return seen(.widgetExtension, true)
        case Self.appIntentsPoint?: return seen(.appIntentsExtension, true)
        case nil: return seen(.unknownExtension, nil)
        default: return seen(.otherExtension, false)
        }
    }

    /// An extension's point, read from all the evidence in this order, and why when it cannot be told:
    /// 1. the Info.plist block the product type is read by — `EXAppExtensionAttributes` for an ExtensionKit
    ///    extension (`com.apple.product-type.extensionkit-extension`; App Intents extensions are ExtensionKit
    ///    extensions), `NSExtension` for an app extension; a block of the other kind beside it is a leftover
    ///    the system does not read (a template's share-services block in an App Intents extension);
    /// 2. a type adopting `AppIntentsExtension` compiled into the target (only an App Intents extension has
    ///    one);
    /// 3. an Info.plist block of the other kind, or either block when the product type says neither.
    /// Evidence that names two different points (the block the product reads against the
    /// `AppIntentsExtension` type; two blocks and a product type that reads neither) is a conflict: the
    /// point is unknown, and the reason names both.
    package func kind(of membership: TargetMembership) -> (point: String?, reason: String?) {
        let type = membership.productType ?? ""
        let plist = infoPlist(of: membership)
        let extensionKit = type.hasPrefix("com.apple.product-type.extensionkit-extension")
        let appExtension =
            type.hasPrefix("com.apple.product-type.app-extension") || type == "com.apple.product-type.tv-app-extension"
        let adopts = extensionTypes.contains { membership.contains($0.path) }
        // An ExtensionInfo made with only `extensionPoint` (by an earlier reader) has no block of its own.
        let blockless = plist?.appExtensionPoint == nil && plist?.extensionKitPoint == nil
        let ex = blockless ? nil : plist?.extensionKitPoint
        let ns = blockless ? plist?.extensionPoint : plist?.appExtensionPoint
        let read = extensionKit ? ex : appExtension ? ns : nil
        let other = extensionKit ? ns : appExtension ? ex : nil
        var evidence: [(point: String, source: String)] = []
        if let read {
            evidence.append((read, extensionKit ? "its EXAppExtensionAttributes" : "its NSExtension block"))
        }
        if adopts { evidence.append((Self.appIntentsPoint, "a type adopting AppIntentsExtension it compiles")) }
        if read == nil && !adopts {
            if let other {
                evidence.append((other, extensionKit ? "its NSExtension block" : "its EXAppExtensionAttributes"))
            } else if !extensionKit && !appExtension {
                evidence += [ex.map { ($0, "its EXAppExtensionAttributes") }, ns.map { ($0, "its NSExtension block") }]
                    .compactMap { $0 }
            }
        }
        let points = Set(evidence.map(\.point))
        if points.count == 1 { return (points.first, nil) }
        if points.isEmpty {
            let what = extensionKit ? "an ExtensionKit extension" : "an extension"
            return (nil, "\(membership.target) is \(what) whose extension point the audit did not find")
        }
        let named = evidence.map { "\($0.source) says \($0.point)" }.joined(separator: ", ")
        return (nil, "\(membership.target) is an extension whose evidence disagrees: \(named)")
    }

    /// The Info.plist the target builds with: the one its `INFOPLIST_FILE` names, else one it holds, else
    /// one in the folder of its files (an Info.plist is named by a build setting, not a build phase; a
    /// `Resources/Info.plist` beside the sources' folders is found only by the setting).
    private func infoPlist(of membership: TargetMembership) -> ExtensionInfo? {
        let named = extensions.filter { membership.infoPlists.contains($0.path) }
        if !named.isEmpty { return Self.single(named) }
        if let held = extensions.first(where: { membership.contains($0.path) }) { return held }
        return Self.single(
            extensions.filter { info in
                let folder = info.path.lastIndex(of: "/").map { String(info.path[..<$0]) + "/" } ?? ""
                return membership.files.contains { $0.hasPrefix(folder) }
                    || membership.folders.contains { $0 + "/" == folder || $0.hasPrefix(folder) }
            })
    }

    /// The one Info.plist of `candidates` whose points are the same as every other's, else nil.
    private static func single(_ candidates: [ExtensionInfo]) -> ExtensionInfo? {
        let points = Set(candidates.map { [$0.extensionPoint, $0.appExtensionPoint, $0.extensionKitPoint] })
        return points.count == 1 ? candidates.first : nil
    }
}
