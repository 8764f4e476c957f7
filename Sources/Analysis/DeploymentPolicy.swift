import Model

/// The lowest deployment target per platform, and whether it still needs the SiriKit path.
///
/// The relevant build targets of some code are the targets whose recorded membership
/// (`project.pbxproj` build phases, synchronized folders, `Package.swift` target folders) contains
/// its files: the first group of locations that any target contains decides (for an intent: its
/// definition, else its counterpart and handlers, else everything it touches). When no membership
/// names the files, the old guess applies: build targets whose name is a folder on the path; and
/// when none matches, every target of the tree counts, so the lowest target of each platform
/// present decides. A platform in `AuditConfiguration.deploymentTargets` overrides the files.
package struct DeploymentPolicy: Sendable {
    /// App Intents for Siri and Shortcuts (`CustomIntentMigratedAppIntent`): iOS 16, macOS 13, watchOS 9.
    package static let appIntents: [String: String] = [
        "iOS": "16.0", "macOS": "13.0", "watchOS": "9.0", "tvOS": "16.0",
    ]
    /// Widget configuration through App Intents (`AppIntentConfiguration`): iOS 17, macOS 14, watchOS 10.
    package static let widgetAppIntents: [String: String] = ["iOS": "17.0", "macOS": "14.0", "watchOS": "10.0"]

    package var targets: [DeploymentTarget]
    package var overrides: [String: String]
    package var memberships: [TargetMembership]
    /// Which files some target builds: code no target builds is deployed nowhere.
    package var shipped: ShippedFiles
    /// The `#if` conditions each target sets in its shipping configurations.
    package var conditions: BuildConditions

    /// How the deployment targets for some code were found, for sentences that name them.
    package enum Basis: Equatable, Sendable {
        /// The targets whose recorded membership holds the code.
        case members([String])
        /// No membership names the code: targets named like a folder on its path.
        case folders([String])
        /// Neither: the lowest of every target of the tree.
        case everyTarget
    }

    package init(inventory: Inventory, configuration: AuditConfiguration) {
        targets = inventory.deploymentTargets
        overrides = configuration.deploymentTargets
        memberships = inventory.targetMemberships
        conditions = BuildConditions(inventory: inventory)
        shipped = ShippedFiles(
            inventory.targetMemberships,
            unread: inventory.diagnostics.map(\.location.path).filter { $0.contains(".xcodeproj/") })
    }

    /// Whether some target builds the file (true when no project file speaks for it).
    package func isBuilt(_ location: SourceLocation) -> Bool {
        shipped.shipsSource(location.path)
    }

    /// The build targets whose membership contains any of these files.
    package func targets(containing locations: [SourceLocation]) -> [TargetMembership] {
        let paths = Set(locations.map(\.path))
        return memberships.filter { membership in paths.contains { membership.contains($0) } }
    }

    /// Platform → lowest version for code at these locations. Each group is tried in turn against
    /// the recorded membership; the folder-name guess over all of them is the last resort.
    package func lowest(for groups: [[SourceLocation]]) -> [String: String] {
        var result: [String: String] = [:]
        for target in chosen(for: groups).targets {
            if let current = result[target.platform], !Self.isLower(target.version, than: current) { continue }
            result[target.platform] = target.version
        }
        for (platform, version) in overrides { result[platform] = version }
        return result
    }

    /// The deployment targets that count for code at these locations, and how they were found.
    private func chosen(for groups: [[SourceLocation]]) -> (targets: [DeploymentTarget], basis: Basis) {
        for group in groups {
            let members = targets(containing: group).filter { !deploymentTargets(of: $0).isEmpty }
            if !members.isEmpty {
                return (members.flatMap(deploymentTargets(of:)), .members(Self.names(members.map(\.target))))
            }
        }
        let relevant = named(for: groups.flatMap { $0 })
        return relevant.isEmpty
            ? (targets, .everyTarget) : (relevant, .folders(Self.names(relevant.compactMap(\.target))))
    }

    /// How the deployment targets for code at these locations were found.
    package func basis(for groups: [[SourceLocation]]) -> Basis {
        chosen(for: groups).basis
    }

    private static func names(_ names: [String]) -> [String] {
        Array(Set(names)).sorted()
    }

    /// Platform → lowest version for code at these locations.
    package func lowest(for locations: [SourceLocation]) -> [String: String] {
        lowest(for: [locations])
    }

    /// A member target's own deployment targets; when it has none (set in an xcconfig file or
    /// through a variable), the tree's values for the platforms it builds for.
    package func deploymentTargets(of membership: TargetMembership) -> [DeploymentTarget] {
        if !membership.deploymentTargets.isEmpty { return membership.deploymentTargets }
        let platforms = Set(membership.platforms)
        let matching = targets.filter { platforms.isEmpty || platforms.contains($0.platform) }
        let projectWide = matching.filter { $0.target == nil }
        return projectWide.isEmpty ? matching : projectWide
    }

    /// Build targets named like a folder on the code's path.
    private func named(for locations: [SourceLocation]) -> [DeploymentTarget] {
        // Each file once (a split of every location's path was a fiftieth of a cold audit of a large tree).
        let folders = Set(Set(locations.map(\.path)).flatMap { PathComponents.of($0).dropLast() })
        return targets.filter { $0.target.map(folders.contains) ?? false }
    }

    /// The platforms whose lowest target is below the threshold (`iOS 15.0`), sorted; all threshold
    /// platforms when nothing is known (then the legacy path is assumed needed).
    package func platformsNeedingLegacy(for groups: [[SourceLocation]], widget: Bool) -> [String] {
        let thresholds = widget ? Self.widgetAppIntents : Self.appIntents
        let lowest = lowest(for: groups)
        return lowest.keys.sorted().compactMap { platform in
            guard let threshold = thresholds[platform], let version = lowest[platform],
                Self.isLower(version, than: threshold)
            else { return nil }
            return "\(platform) \(version)"
        }
    }

    /// `iOS 16.0 (TrailWidgets)`: each platform still needing the legacy path, with the build
    /// targets that bring it there when their membership is known (not the app's when the code is
    /// a widget extension's).
    package func needingLegacyWords(for groups: [[SourceLocation]], widget: Bool) -> [String] {
        let needing = platformsNeedingLegacy(for: groups, widget: widget)
        guard case .members = basis(for: groups),
            let group = groups.first(where: { !targets(containing: $0).isEmpty })
        else { return needing }
        let members = targets(containing: group)
        return needing.map { words in
            let names = members.filter { member in
                deploymentTargets(of: member).contains { "\($0.platform) \($0.version)" == words }
            }.map(\.target)
            return names.isEmpty ? words : "\(words) (\(Self.names(names).joined(separator: ", ")))"
        }
    }

    /// The platforms whose lowest target is below the threshold, for code at these locations.
    package func platformsNeedingLegacy(for locations: [SourceLocation], widget: Bool) -> [String] {
        platformsNeedingLegacy(for: [locations], widget: widget)
    }

    /// The App Intents minimum of each platform the code is deployed to, as words (`iOS 16.0`),
    /// sorted; when no deployment target names a platform App Intents has, iOS, macOS and watchOS.
    /// Sentences that name an OS version take them from here, never from a fixed list.
    package func appIntentsFloors(for groups: [[SourceLocation]], widget: Bool) -> [String] {
        let thresholds = widget ? Self.widgetAppIntents : Self.appIntents
        let found = lowest(for: groups).keys.filter { thresholds[$0] != nil }.sorted()
        return (found.isEmpty ? ["iOS", "macOS", "watchOS"] : found).compactMap { platform in
            thresholds[platform].map { "\(platform) \($0)" }
        }
    }

    /// Whether no deployment target is known at all.
    package var isUnknown: Bool { targets.isEmpty && overrides.isEmpty }

    package static func isLower(_ a: String, than b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(x.count, y.count) {
            let left = index < x.count ? x[index] : 0, right = index < y.count ? y[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
