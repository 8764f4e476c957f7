extension Inventory {
    /// Adds another scanner's facts.
    public mutating func merge(_ other: Inventory) {
        definitionFiles += other.definitionFiles
        handlers += other.handlers
        dispatches += other.dispatches
        donations += other.donations
        widgets += other.widgets
        providers += other.providers
        widgetBundles += other.widgetBundles
        controls += other.controls
        complications += other.complications
        complicationMigrations += other.complicationMigrations
        complicationPlists += other.complicationPlists
        appIntents += other.appIntents
        extensions += other.extensions
        deploymentTargets += other.deploymentTargets
        projects += other.projects
        targetMemberships += other.targetMemberships
        xcconfigConditions += other.xcconfigConditions
        suppressions += other.suppressions
        appStringTables += other.appStringTables
        declaredTypes += other.declaredTypes
        intentTypeMentions += other.intentTypeMentions
        diagnostics += other.diagnostics
        activityFactories += other.activityFactories
        filesScanned.merge(other.filesScanned, uniquingKeysWith: +)
    }

    /// Sorts every list by location (then name), so the same tree always gives the same order.
    public mutating func sortAll() {
        definitionFiles.sort { $0.path < $1.path }
        handlers.sort { ($0.location, $0.typeName) < ($1.location, $1.typeName) }
        dispatches.sort { ($0.location, $0.intent ?? "") < ($1.location, $1.intent ?? "") }
        donations.sort { ($0.location, $0.api) < ($1.location, $1.api) }
        widgets.sort { ($0.location, $0.configuration) < ($1.location, $1.configuration) }
        providers.sort { ($0.location, $0.typeName) < ($1.location, $1.typeName) }
        widgetBundles.sort { ($0.location, $0.typeName) < ($1.location, $1.typeName) }
        controls.sort { ($0.location, $0.configuration) < ($1.location, $1.configuration) }
        complications.sort { ($0.location, $0.typeName) < ($1.location, $1.typeName) }
        complicationMigrations.sort { ($0.location, $0.configuration) < ($1.location, $1.configuration) }
        complicationPlists.sort { $0.location < $1.location }
        appIntents.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        extensions.sort { $0.location < $1.location }
        appStringTables.sort { $0.path < $1.path }
        deploymentTargets.sort {
            ($0.location, $0.platform, $0.target ?? "") < ($1.location, $1.platform, $1.target ?? "")
        }
        projects.sort { ($0.location?.path ?? "") < ($1.location?.path ?? "") }
        targetMemberships.sort { ($0.location, $0.target) < ($1.location, $1.target) }
        xcconfigConditions.sort { $0.path < $1.path }
        suppressions.sort { ($0.location, $0.rule) < ($1.location, $1.rule) }
        declaredTypes = Array(Set(declaredTypes)).sorted()
        intentTypeMentions.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        diagnostics.sort()
        activityFactories.sort { ($0.selector, $0.location) < ($1.selector, $1.location) }
    }
}
