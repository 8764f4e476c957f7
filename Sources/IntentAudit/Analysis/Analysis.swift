/// Links legacy intents to counterparts, runs the rules, gives statuses and builds the plan.
package enum Analysis {
    package static func assess(_ inventory: Inventory, configuration: AuditConfiguration, context: AuditContext) -> AuditResult {
        let links = IntentLinker(inventory: inventory, configuration: configuration).link()
        var ruleContext = RuleContext(inventory: inventory, configuration: configuration, links: links)
        let filter = FindingFilter(configuration: configuration, suppressions: inventory.suppressions)
        let rules = RuleRegistry.all.filter { !configuration.disabledRules.contains($0.id) }

        var findings = filter.apply(rules.filter { !$0.needsStatuses }.flatMap { $0.check(ruleContext) })
        let assigner = StatusAssigner(deployment: ruleContext.deployment)
        var statuses: [String: (CoexistenceStatus, String)] = [:]
        for link in links {
            let errors = FindingFilter.sorted(findings.filter { $0.intent == link.className && $0.severity == .error })
            statuses[link.className] = assigner.status(of: link, errors: errors)
        }
        ruleContext.statuses = statuses.mapValues(\.0)
        findings += filter.apply(rules.filter(\.needsStatuses).flatMap { $0.check(ruleContext) })
        findings = FindingFilter.sorted(findings)

        let planner = MigrationPlanner(context: ruleContext, findings: findings)
        var result = AuditResult(context: context, inventory: inventory)
        result.findings = findings
        result.intents = links.map { link in
            let (status, reason) = statuses[link.className]!
            var assessment = IntentAssessment(
                name: link.className, definedIn: link.definition?.location, status: status, statusReason: reason,
                isSystemDomain: link.isSystemDomain, isWidgetIntent: link.isWidgetIntent,
                counterpart: link.counterpart.map { Counterpart(name: $0.name, matchedBy: link.matchedBy!, location: $0.location) },
                parameterMappings: link.parameters.map(\.mapping),
                handlers: link.handlers.map(\.location).sorted(),
                donations: link.donations.map(\.location).sorted(),
                widgets: (link.legacyWidgets + link.appWidgets).map(\.location).sorted())
            assessment.steps = planner.steps(for: link)
            if link.isSystemDomain { assessment.replacementAdvice = SystemDomainAdvice.advice(for: link.className) }
            return assessment
        }
        let counterparts = Set(links.compactMap { $0.counterpart?.name })
        result.appIntentOnly = Set(inventory.appIntents.filter {
            IntentLinker.isIntent($0) && !counterparts.contains($0.name)
        }.map(\.name)).sorted()
        let tasks = result.intents.flatMap(\.steps).flatMap(\.tasks)
        result.effort = EffortSummary(total: tasks.map(\.effort).reduce(0, +),
                                      remaining: tasks.filter { !$0.done }.map(\.effort).reduce(0, +))
        result.inventory.diagnostics += unknownConfiguredCounterparts(configuration, inventory: inventory)
        result.inventory.diagnostics.sort()
        result.nextRelease = NextRelease.items(links: links, statuses: ruleContext.statuses, findings: findings,
                                               context: ruleContext)
        return result
    }

    /// A configured mapping that names no App Intent is a typo in the configuration file: say so.
    package static func unknownConfiguredCounterparts(_ configuration: AuditConfiguration, inventory: Inventory) -> [Diagnostic] {
        let intents = Set(inventory.appIntents.filter(IntentLinker.isIntent).map(\.name))
        return configuration.counterparts.sorted { $0.key < $1.key }.compactMap { legacy, name in
            intents.contains(name) ? nil : Diagnostic(SourceLocation(path: ".intent-audit.yml"),
                "counterparts: \(legacy) → \(name): no App Intent named \(name) was found")
        }
    }
}
