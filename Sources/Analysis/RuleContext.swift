import Model

/// What a rule sees: the inventory, the configuration, the linked intents, the deployment policy
/// and (for late rules) the coexistence statuses.
package struct RuleContext: Sendable {
    package var inventory: Inventory
    package var configuration: AuditConfiguration
    package var links: [IntentLink]
    package var deployment: DeploymentPolicy
    /// Class name → status; empty for rules that run before statuses are known.
    package var statuses: [String: CoexistenceStatus] = [:]

    /// What the system keys saved state on in this tree.
    package var identity: IdentityModel
    /// The earlier states the continuity rules compare with (`--since`, `--baseline`, the automatic lookup).
    package var earlier: [EarlierState] = []
    /// Whether a continuity finding whose subject is gone is placed in today's tree (`ContinuityPlace`);
    /// off for `trend`, which compares two snapshots without a tree.
    package var placesToday = true

    /// Every App Intents declaration by type name.
    package var declarations: [String: AppIntentDeclaration]
    /// The same, for finding the declaration a written type names.
    package var lookup: DeclarationLookup

    package init(inventory: Inventory, configuration: AuditConfiguration, links: [IntentLink]) {
        self.inventory = inventory
        self.configuration = configuration
        self.links = links
        deployment = DeploymentPolicy(inventory: inventory, configuration: configuration)
        shipped = ShippedFiles(inventory)
        declarations = Dictionary(inventory.appIntents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        lookup = DeclarationLookup(declarations)
        shortcutIntents = Set(inventory.appIntents.flatMap(\.shortcutIntents))
        mentionsByName = Dictionary(grouping: inventory.intentTypeMentions, by: \.name)
        identity = IdentityModelBuilder.build(inventory, deployment: deployment)
        visibility = VisibilityResolver.resolve(inventory, deployment: deployment)
        widgetJob = WidgetJob(
            widgets: inventory.widgets, memberships: inventory.targetMemberships, bundles: inventory.widgetBundles)
    }

    /// Tells another widget from a legacy widget's replacement.
    package var widgetJob: WidgetJob

    /// Which files the build targets build (every file, when no project file tells).
    package var shipped: ShippedFiles

    /// What the system sees of every App Intents declaration and widget ("seen by").
    package var visibility: [DeclarationVisibility]

    /// The declaration a parameter's written type names (`[ItemEntity]?`, a nested `Action`).
    package func declaration(ofType written: String, in owner: String?) -> AppIntentDeclaration? {
        lookup.find(TypeTable.elementType(written), in: owner)
    }

    /// Links that have a counterpart.
    package var linksWithCounterpart: [(IntentLink, AppIntentDeclaration)] {
        links.compactMap { link in link.counterpart.map { (link, $0) } }
    }

    /// Every class name a legacy intent is known under (definitions, system intents, migrated names).
    package var knownClassNames: Set<String> { Set(links.map(\.className)) }

    /// The query type that serves an entity: `defaultQuery`, or an `EntityQuery` whose entity type is it.
    package func query(for entity: AppIntentDeclaration) -> AppIntentDeclaration? {
        if let name = entity.queryType, let query = declarations[name] { return query }
        return inventory.appIntents.first {
            $0.entityType == entity.name && $0.roles.contains { $0.hasSuffix("query") }
        }
    }

    /// Intent types listed in any `AppShortcutsProvider` (worked out once: every plan asks).
    package var shortcutIntents: Set<String>

    /// The inventory's type mentions by name, in their order (worked out once: a rule and the plan
    /// ask for each intent's, and a scan of all of them per intent was quadratic).
    package var mentionsByName: [String: [TypeMention]]
}
