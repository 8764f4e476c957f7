@testable import Analysis
@testable import Commands
@testable import Model

/// The rule scenarios of the continuity rules (IA8xx): the inventory of release v1.0 and today's.
/// `RuleScenarios.scenario(for:)` gives today's; `RuleScenarios.assess` compares it with v1.0.
package enum ContinuityScenarios {
    static let timer = Make.appIntent("StartTimerIntent", [Make.appParameter("minutes", "Int", optional: false)])

    /// v1.0 and today, for each continuity rule.
    package static func releases(for rule: String) -> (before: Inventory, today: Inventory)? {
        switch rule {
        case "IA801":
            var renamed = timer
            renamed.name = "BeginTimerIntent"
            return (Make.inventory(appIntents: [timer]), Make.inventory(appIntents: [renamed]))
        case "IA802":
            let renamed = Make.appIntent("StartTimerIntent", [Make.appParameter("length", "Int", optional: false)])
            return (Make.inventory(appIntents: [timer]), Make.inventory(appIntents: [renamed]))
        case "IA803":
            return (
                Make.inventory(appIntents: [Make.appEnum("SizeAppEnum", ["small", "large"])]),
                Make.inventory(appIntents: [Make.appEnum("SizeAppEnum", ["small"])])
            )
        case "IA804":
            return (
                Make.inventory(appIntents: [Make.entity("TrailEntity", idType: "Int")]),
                Make.inventory(appIntents: [Make.entity("TrailEntity", idType: "UUID")])
            )
        case "IA805":
            let widget = { (kind: String) in
                Make.widget("StepsWidget", "IntentConfiguration", kind: kind, intent: "StepsIntent", line: 12)
            }
            return (Make.inventory(widgets: [widget("Steps")]), Make.inventory(widgets: [widget("StepsV2")]))
        case "IA806":
            let moved = Make.appIntent(
                "StartTimerIntent", [Make.appParameter("minutes", "Int", optional: false)], path: "Widgets/Timer.swift")
            return (targeted(Make.inventory(appIntents: [timer])), targeted(Make.inventory(appIntents: [moved])))
        case "IA807":
            let carried = Make.appIntent("OrderSoupAppIntent", migrates: "OrderSoupIntent")
            var hidden = carried
            hidden.isDiscoverable = false
            return (Make.inventory(appIntents: [carried]), Make.inventory(appIntents: [hidden]))
        case "IA808":
            // IA707's watch app: v1.0's ClockKit data source, with no widgetMigrator, is gone today and
            // its WidgetKit widget serves the face.
            guard let watch = ShortcutScenarios.scenario(for: "IA707") else { return nil }
            var before = Make.inventory()
            before.complications = watch.complications
            var today = watch
            today.complications = []
            return (before, today)
        default:
            return nil
        }
    }

    /// The earlier state of `rule`'s scenario, as `--since v1.0` would give it.
    package static func earlier(for rule: String) -> [EarlierState] {
        guard let before = releases(for: rule)?.before else { return [] }
        let deployment = DeploymentPolicy(inventory: before, configuration: AuditConfiguration())
        return [
            EarlierState(
                label: "v1.0", source: "git tag", identity: IdentityModelBuilder.build(before, deployment: deployment))
        ]
    }

    /// `App/` and `Widgets/` as two package targets.
    static func targeted(_ inventory: Inventory) -> Inventory {
        var inventory = inventory
        inventory.targetMemberships = ["App", "Widgets"].map { name in
            var membership = TargetMembership(
                target: name, source: "Package.swift", location: Make.at("Package.swift", 1))
            membership.folders = [name]
            return membership
        }
        return inventory
    }
}

extension RuleScenarios {
    /// The audit of `rule`'s scenario (or `inventory`), compared with the scenario's earlier state
    /// when the rule is a continuity rule.
    package static func assess(
        _ rule: String, _ configuration: AuditConfiguration = AuditConfiguration(), inventory: Inventory? = nil
    ) -> AuditResult {
        Audit.assess(
            inventory ?? self.inventory(for: rule), configuration: configuration, context: Make.context,
            earlier: ContinuityScenarios.earlier(for: rule))
    }
}
