import Model

/// Where a continuity finding is shown when its subject is gone from today's tree (an intent
/// deleted with its file, a widget removed): the xcode and github lines and SARIF must point at a
/// file that exists now, not into a file of the earlier state. A file exists today when the audit
/// read something in it; else the finding goes to the declaration of the target that built the
/// subject in today's project file, else to a project file, else to the audited folder itself.
package struct ContinuityPlace: Sendable {
    /// Files of today's tree the audit holds facts of.
    private var paths: Set<String> = []
    /// Each target's declaration in today's project file or manifest.
    private var targets: [String: SourceLocation] = [:]
    /// The first project file or manifest today, nil without one.
    private var project: SourceLocation?

    package init(_ inventory: Inventory, identity: IdentityModel) {
        var paths = Set(inventory.definitionFiles.map(\.path))
        let locations: [[SourceLocation]] = [
            inventory.appIntents.map(\.location), inventory.widgets.map(\.location),
            inventory.controls.map(\.location), inventory.providers.map(\.location),
            inventory.handlers.map(\.location), inventory.donations.map(\.location),
            inventory.dispatches.map(\.location), inventory.intentTypeMentions.map(\.location),
            inventory.targetMemberships.map(\.location), inventory.projects.compactMap(\.location),
            identity.intents.map(\.location), identity.enums.map(\.location), identity.entities.map(\.location),
            identity.widgets.map(\.location), identity.shortcuts.map(\.location),
        ]
        for list in locations { paths.formUnion(list.map(\.path).filter { !$0.isEmpty }) }
        self.paths = paths
        for membership in inventory.targetMemberships where targets[membership.target] == nil {
            targets[membership.target] = membership.location
        }
        project =
            inventory.projects.compactMap(\.location).min() ?? inventory.targetMemberships.map(\.location).min()
    }

    /// Whether the file of `location` is in today's tree.
    package func exists(_ location: SourceLocation) -> Bool {
        !location.path.isEmpty && paths.contains(location.path)
    }

    /// `then` when its file is in today's tree; else the first of `builtBy` declared in today's
    /// project file, else a project file, else the audited folder (an empty path).
    package func today(_ then: SourceLocation, builtBy: [String]) -> SourceLocation {
        if exists(then) { return then }
        if let target = builtBy.sorted().lazy.compactMap({ targets[$0] }).first { return target }
        return project ?? SourceLocation(path: "")
    }
}
