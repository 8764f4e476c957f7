/// The lowest deployment target per platform, and whether it still needs the SiriKit path.
///
/// The relevant targets of an intent are the build targets whose name is a folder on the path of its
/// definition, handlers, widgets or counterpart. When none matches (target membership of a definition
/// is not recorded anywhere we read), every target of the tree counts, so the lowest target of each
/// platform present decides. A platform in `AuditConfiguration.deploymentTargets` overrides the files.
struct DeploymentPolicy: Sendable {
    /// App Intents for Siri and Shortcuts (`CustomIntentMigratedAppIntent`): iOS 16, macOS 13, watchOS 9.
    static let appIntents: [String: String] = ["iOS": "16.0", "macOS": "13.0", "watchOS": "9.0", "tvOS": "16.0"]
    /// Widget configuration through App Intents (`AppIntentConfiguration`): iOS 17, macOS 14, watchOS 10.
    static let widgetAppIntents: [String: String] = ["iOS": "17.0", "macOS": "14.0", "watchOS": "10.0"]

    var targets: [DeploymentTarget]
    var overrides: [String: String]

    init(inventory: Inventory, configuration: AuditConfiguration) {
        targets = inventory.deploymentTargets
        overrides = configuration.deploymentTargets
    }

    /// Platform → lowest version for code at these locations.
    func lowest(for locations: [SourceLocation]) -> [String: String] {
        let folders = Set(locations.flatMap { $0.path.split(separator: "/").dropLast().map(String.init) })
        let relevant = targets.filter { $0.target.map(folders.contains) ?? false }
        var result: [String: String] = [:]
        for target in relevant.isEmpty ? targets : relevant {
            if let current = result[target.platform], !Self.isLower(target.version, than: current) { continue }
            result[target.platform] = target.version
        }
        for (platform, version) in overrides { result[platform] = version }
        return result
    }

    /// The platforms whose lowest target is below the threshold (`iOS 15.0`), sorted; all threshold
    /// platforms when nothing is known (then the legacy path is assumed needed).
    func platformsNeedingLegacy(for locations: [SourceLocation], widget: Bool) -> [String] {
        let thresholds = widget ? Self.widgetAppIntents : Self.appIntents
        let lowest = lowest(for: locations)
        return lowest.keys.sorted().compactMap { platform in
            guard let threshold = thresholds[platform], let version = lowest[platform],
                  Self.isLower(version, than: threshold) else { return nil }
            return "\(platform) \(version)"
        }
    }

    /// Whether no deployment target is known at all.
    var isUnknown: Bool { targets.isEmpty && overrides.isEmpty }

    static func isLower(_ a: String, than b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(x.count, y.count) {
            let left = index < x.count ? x[index] : 0, right = index < y.count ? y[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
