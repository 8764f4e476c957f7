import Model

/// IA212: several App Intents, compiled under the same conditions, carry the same `intentClassName`.
package struct DuplicateIntentClassName: Rule {
    package let id = RuleID.duplicateIntentClassName
    package let title = "Several App Intents carry the same intentClassName"
    package let severity = Severity.warning
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        The system carries a SiriKit intent's shortcuts and widget configurations over to the one App Intent \
        whose intentClassName names it. When two App Intents built together both name the same class, which \
        one receives them is not said anywhere: saved shortcuts may open the wrong action. Types under \
        different #if conditions (one per platform) are not built together and are not reported.
        """
    package let fix =
        "Keep intentClassName on the App Intent that replaces the legacy intent; remove it from the others."

    package func check(_ context: RuleContext) -> [Finding] {
        var groups: [String: [AppIntentDeclaration]] = [:]
        for declaration in context.inventory.appIntents where IntentLinker.isIntent(declaration) {
            guard let className = declaration.intentClassName,
                declaration.roles.contains("custom-intent-migrated")
            else { continue }
            // Same class under the same #if conditions: built together, so both claim the shortcuts.
            let key = ([className] + declaration.conditions).joined(separator: "\u{0}")
            groups[key, default: []].append(declaration)
        }
        return groups.values.filter { $0.count > 1 }.compactMap { group -> Finding? in
            let sorted = group.sorted { $0.location < $1.location }
            guard let first = sorted.first, let className = first.intentClassName else { return nil }
            let names = sorted.map(\.name)
            let places = sorted.map { "\($0.name) (\($0.location.path):\($0.location.line))" }
            return finding(
                intent: className, key: names.joined(separator: "|"), at: first.location,
                "\(names.count) App Intents carry intentClassName \"\(className)\": "
                    + places.joined(separator: ", ")
                    + "; which one receives the saved shortcuts is undefined",
                fix: "Keep intentClassName \"\(className)\" on one of \(names.joined(separator: ", ")) only.")
        }.sorted { $0.location < $1.location }
    }
}

extension RuleID {
    package static let duplicateIntentClassName: RuleID = "IA212"
}
