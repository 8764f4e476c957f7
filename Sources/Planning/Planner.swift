import Analysis
import Model

/// Turns analysis's answer into the audit's result: each intent's plan, its status reconciled with
/// that plan, its next action and urgency, the effort and the ship list — all read off the same
/// plans, so the badge, the next action, the ship list and the effort cannot disagree.
package enum Planner {
    package static func plan(_ assessment: Assessment, context: AuditContext) -> AuditResult {
        let assessment = RetireCheck.reconciled(assessment)
        let inventory = assessment.context.inventory
        let links = assessment.links
        let planner = MigrationPlanner(context: assessment.context, findings: assessment.findings)
        var result = AuditResult(context: context, inventory: inventory)
        result.findings = assessment.findings
        let facts = FactLinks(inventory)
        var intents = links.map { link in
            var intent = assessed(link, assessment, facts)
            intent.steps = planner.steps(for: link)
            intent.nextAction = NextActions.action(
                link, intent, findings: planner.findings(of: link.className), context: assessment.context)
            return intent
        }
        intents = Urgency.ranked(intents, findings: assessment.findings)
        result.intents = intents
        result.appIntentOnly = assessment.appIntentOnly
        let only = Set(assessment.appIntentOnly)
        for declaration in inventory.appIntents where only.contains(declaration.name) {
            if result.appIntentOnlyLocations[declaration.name] == nil {
                result.appIntentOnlyLocations[declaration.name] = declaration.location
            }
        }
        result.visibility = assessment.context.visibility
        result.effort = EffortSummary(intents)
        result.inventory.diagnostics += assessment.diagnostics
        result.inventory.diagnostics.sort()
        result.nextRelease = NextActions.releaseItems(intents, findings: assessment.findings)
        result.identity = assessment.context.identity
        result.continuity = assessment.context.earlier.map { earlier in
            ContinuityComparison(
                label: earlier.label,
                source: assessment.context.identity.isAnotherApp(than: earlier.identity)
                    ? earlier.source + "; another app: none of its bundle identifiers is kept today, so no user of it "
                        + "updates to this build and nothing was compared"
                    : earlier.source,
                breaks: assessment.findings.filter { finding in
                    finding.severity != .note && finding.proof.contains { $0.release == earlier.label }
                }.count)
        }
        return result
    }

    /// An intent's assessment before its plan: status, counterpart, what it links to.
    private static func assessed(_ link: IntentLink, _ assessment: Assessment, _ facts: FactLinks) -> IntentAssessment {
        let decision = assessment.statuses[link.className]!
        var intent = IntentAssessment(
            name: link.className, definedIn: link.definition?.location, status: decision.status,
            statusReason: decision.reason,
            isSystemDomain: link.isSystemDomain, isWidgetIntent: link.isWidgetIntent,
            counterpart: link.counterpart.map {
                Counterpart(
                    name: $0.name, matchedBy: link.matchedBy!, location: $0.location,
                    confidence: link.confidence ?? .certain, evidence: link.evidence,
                    intentClassName: $0.intentClassName)
            },
            parameterMappings: link.parameters.map(\.mapping),
            handlers: facts.handlers(link), donations: facts.donations(link), widgets: facts.widgets(link))
        intent.definitionFile = link.definitionFile?.path
        intent.legacyParameters = link.definition?.parameters ?? []
        intent.possibleCounterpart = link.possibleCounterpart.map {
            Counterpart(
                name: $0.name, matchedBy: .similarity, location: $0.location, confidence: .possible,
                evidence: link.possibleEvidence)
        }
        intent.alsoReplacedBy = link.alsoReplacedBy
        intent.deadFiles = link.deadFiles
        intent.serving = ServingMatrix.ranges(link, deployment: assessment.context.deployment)
        if link.isSystemDomain { intent.replacementAdvice = SystemDomainAdvice.advice(for: link.className) }
        return intent
    }
}
