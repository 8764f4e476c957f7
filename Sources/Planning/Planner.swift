import Analysis
import Model

/// Turns analysis's answer into the audit's result: each intent's plan, the effort, the next release.
package enum Planner {
    package static func plan(_ assessment: Assessment, context: AuditContext) -> AuditResult {
        let inventory = assessment.context.inventory
        let links = assessment.links
        let planner = MigrationPlanner(context: assessment.context, findings: assessment.findings)
        var result = AuditResult(context: context, inventory: inventory)
        result.findings = assessment.findings
        result.intents = links.map { link in
            let decision = assessment.statuses[link.className]!
            var intent = IntentAssessment(
                name: link.className, definedIn: link.definition?.location, status: decision.status,
                statusReason: decision.reason,
                isSystemDomain: link.isSystemDomain, isWidgetIntent: link.isWidgetIntent,
                counterpart: link.counterpart.map {
                    Counterpart(
                        name: $0.name, matchedBy: link.matchedBy!, location: $0.location,
                        confidence: link.confidence ?? .certain, evidence: link.evidence)
                },
                parameterMappings: link.parameters.map(\.mapping),
                handlers: link.handlers.map(\.location).sorted(),
                donations: link.donations.map(\.location).sorted(),
                widgets: (link.legacyWidgets + link.appWidgets).map(\.location).sorted())
            intent.possibleCounterpart = link.possibleCounterpart.map {
                Counterpart(
                    name: $0.name, matchedBy: .similarity, location: $0.location, confidence: .possible,
                    evidence: link.possibleEvidence)
            }
            intent.alsoReplacedBy = link.alsoReplacedBy
            intent.deadFiles = link.deadFiles
            intent.steps = planner.steps(for: link)
            if link.isSystemDomain { intent.replacementAdvice = SystemDomainAdvice.advice(for: link.className) }
            return intent
        }
        result.appIntentOnly = assessment.appIntentOnly
        let tasks = result.intents.flatMap(\.steps).flatMap(\.tasks)
        result.effort = EffortSummary(
            total: tasks.map(\.effort).reduce(0, +),
            remaining: tasks.filter { !$0.done }.map(\.effort).reduce(0, +))
        result.inventory.diagnostics += assessment.diagnostics
        result.inventory.diagnostics.sort()
        result.nextRelease = NextRelease.items(
            intents: result.intents, links: links, findings: assessment.findings, context: assessment.context)
        return result
    }
}
