import Model

/// Links legacy intents to counterparts, runs the rules and gives each intent its status.
/// The plan is built from its answer by the Planning stage.
package enum Analyzer {
    package static func assess(
        _ inventory: Inventory, configuration: AuditConfiguration, earlier: [EarlierState] = []
    ) -> Assessment {
        let links = IntentLinker(inventory: inventory, configuration: configuration).link()
        var ruleContext = RuleContext(inventory: inventory, configuration: configuration, links: links)
        ruleContext.earlier = earlier
        let filter = FindingFilter(configuration: configuration, suppressions: inventory.suppressions)
        let rules = RuleRegistry.all.filter { !configuration.disabledRules.contains($0.id.rawValue) }

        let held = { (found: [Finding]) in UnreleasedEvidence.hold(found, earlier: earlier) }
        var findings = filter.apply(held(rules.filter { !$0.needsStatuses }.flatMap { $0.check(ruleContext) }))
        let assigner = StatusAssigner(deployment: ruleContext.deployment, configuration: configuration)
        var statuses: [String: StatusDecision] = [:]
        let errorsByIntent = Dictionary(grouping: findings.filter { $0.severity == .error && $0.intent != nil }) {
            $0.intent!
        }
        for link in links {
            let errors = FindingFilter.sorted(errorsByIntent[link.className] ?? [])
            let (status, reason) = assigner.status(of: link, errors: errors)
            statuses[link.className] = StatusDecision(status: status, reason: reason)
        }
        ruleContext.statuses = statuses.mapValues(\.status)
        findings += filter.apply(held(rules.filter(\.needsStatuses).flatMap { $0.check(ruleContext) }))

        let counterparts = Set(links.compactMap { $0.counterpart?.name })
        let appIntentOnly = Set(
            inventory.appIntents.filter {
                IntentLinker.isIntent($0) && !counterparts.contains($0.name)
            }.map(\.name)
        ).sorted()
        // Two earlier states (`--since` and the automatic lookup) may show one break: it is said once.
        var seenBreaks = Set<String>()
        findings = findings.filter { !$0.rule.hasPrefix("IA8") || seenBreaks.insert($0.rule + $0.fingerprint).inserted }
        return Assessment(
            links: links, findings: FindingFilter.sorted(findings), statuses: statuses, context: ruleContext,
            appIntentOnly: appIntentOnly,
            diagnostics: unknownConfiguredCounterparts(configuration, inventory: inventory))
    }

    /// A configured mapping that names no App Intent is a typo in the configuration file: say so.
    package static func unknownConfiguredCounterparts(
        _ configuration: AuditConfiguration, inventory: Inventory
    ) -> [Diagnostic] {
        let intents = Set(inventory.appIntents.filter(IntentLinker.isIntent).map(\.name))
        return configuration.counterparts.sorted { $0.key < $1.key }.compactMap { legacy, name in
            intents.contains(name) || name == CounterpartMatcher.noReplacement
                ? nil
                : Diagnostic(
                    SourceLocation(path: ".intent-audit.yml"),
                    "counterparts: \(legacy) → \(name): no App Intent named \(name) was found")
        }
    }
}

/// Analysis's answer: every legacy intent linked, the findings, and each intent's status.
package struct Assessment: Sendable {
    package var links: [IntentLink]
    /// Sorted findings of every rule, after suppressions and configured severities.
    package var findings: [Finding]
    /// Status and the reason for it, by legacy class name.
    package var statuses: [String: StatusDecision]
    /// What the rules saw (inventory, links, deployment, statuses); planning reads the same.
    package var context: RuleContext
    /// App Intents with no legacy twin, by type name.
    package var appIntentOnly: [String]
    /// Problems with the configuration that analysis noticed.
    package var diagnostics: [Diagnostic]
}

/// One intent's coexistence status and the sentence that explains it.
package struct StatusDecision: Sendable, Hashable {
    package var status: CoexistenceStatus
    package var reason: String
}
