@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Builds small `AuditResult`s for the history tests: one release of an app, written in a few lines.
package struct ReleaseBuilder {
    package var result: AuditResult

    package init(release: String?, generatedAt: Int) {
        result = AuditResult(
            context: AuditContext(
                toolVersion: "1.0.0", root: "App", release: release,
                generatedAt: generatedAt),
            inventory: Inventory())
    }

    /// Adds a legacy intent with one step per `(step, taskKey, effort, done)` task.
    package mutating func intent(
        _ name: String, _ status: CoexistenceStatus, definedIn path: String = "Shared/Intents.intentdefinition",
        tasks: [(step: Int, key: String, effort: Int, done: Bool)] = []
    ) {
        let steps = tasks.map { task in
            PlanStep(
                number: task.step, title: "Step \(task.step)", status: task.done ? .done : .todo,
                effort: task.effort,
                tasks: [
                    PlanTask(
                        id: "\(name)/\(task.step)/\(task.key)", what: task.key, location: nil,
                        why: "because", effort: task.effort, done: task.done)
                ])
        }
        result.intents.append(
            IntentAssessment(
                name: name, definedIn: SourceLocation(path: path, line: 10), status: status, statusReason: "test",
                isSystemDomain: status == .systemDomain, isWidgetIntent: false, counterpart: nil, steps: steps))
    }

    /// Adds a donation of `intent` through `api` at `path:line` (found by the scanner, named by its
    /// intent), tied to the intent as planning ties it (add the intent first).
    package mutating func donation(_ intent: String, api: String = "INInteraction.donate", at path: String, line: Int) {
        let donation = Donation(
            api: api, intent: intent, intentEvidence: "initializer",
            activityType: nil, language: "swift",
            location: SourceLocation(path: path, line: line))
        result.inventory.donations.append(donation)
        for index in result.intents.indices where result.intents[index].name == intent {
            result.intents[index].donations.append(FactLink(donation))
        }
    }

    /// Adds a SiriKit handler type for `intent`, tied to it as planning ties it (add the intent first).
    package mutating func handler(_ type: String, for intent: String, at path: String, line: Int = 3) {
        let handler = IntentHandler(
            typeName: type, language: "swift", intents: [intent],
            location: SourceLocation(path: path, line: line))
        result.inventory.handlers.append(handler)
        for index in result.intents.indices where result.intents[index].name == intent {
            result.intents[index].handlers.append(FactLink(handler))
        }
    }

    /// Adds a finding; its fingerprint is rule|intent|key, as the analysis computes it.
    package mutating func finding(
        _ rule: String, _ severity: Severity, intent: String, key: String,
        at path: String, line: Int, message: String? = nil
    ) {
        result.findings.append(
            Finding(
                rule: rule, severity: severity, location: SourceLocation(path: path, line: line),
                intent: intent, step: 2, message: message ?? "\(rule) on \(intent)",
                fix: "fix it", fingerprint: "\(rule)|\(intent)|\(key)"))
    }

    package var snapshot: Snapshot { Snapshot(result) }
}
