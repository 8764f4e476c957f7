import Model

/// The one order of intents by how soon they need attention: the index of intents, the ship list
/// and every report that lists intents "most urgent first" use the rank it gives.
///
/// Statuses in the order they need attention (losing users' data first, finished work last), then
/// more error findings first (on the intent or its counterpart), then more effort left, then name.
package enum Urgency {
    package static let statusOrder = CoexistenceStatus.attentionOrder

    /// `intents` with `urgency` set: 1 for the most urgent.
    package static func ranked(_ intents: [IntentAssessment], findings: [Finding]) -> [IntentAssessment] {
        var errors: [String: Int] = [:]
        for finding in findings where finding.severity == .error {
            if let name = finding.intent { errors[name, default: 0] += 1 }
        }
        func key(_ intent: IntentAssessment) -> (Int, Int, Int, String) {
            let count = (errors[intent.name] ?? 0) + (intent.counterpart.map { errors[$0.name] ?? 0 } ?? 0)
            let left = intent.steps.flatMap(\.tasks).filter { !$0.done }.map(\.effort).reduce(0, +)
            return (statusOrder.firstIndex(of: intent.status) ?? statusOrder.count, -count, -left, intent.name)
        }
        let order = intents.indices.sorted { key(intents[$0]) < key(intents[$1]) }
        var ranked = intents
        for (rank, index) in order.enumerated() { ranked[index].urgency = rank + 1 }
        return ranked
    }
}
