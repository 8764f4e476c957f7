import Model

/// IA704: a non-optional entity parameter of a widget configuration intent whose query has no `defaultResult()`.
/// Only intents a widget uses (a configuration, a provider, or a legacy widget intent's counterpart)
/// count: an intent that merely adopts `WidgetConfigurationIntent` shows no widget (openhab-ios).
package struct EntityQueryWithoutDefaultResult: Rule {
    package let id = RuleID.entityQueryWithoutDefaultResult
    package let title = "Widget entity parameter without defaultResult()"
    package let severity = Severity.warning
    package let step = 7
    package let effort = EffortScale.smallType
    package let explanation = """
        A newly added widget, and a migrated one whose value did not carry over, takes a non-optional entity \
        parameter's value from EntityQuery.defaultResult(). Without it the widget has no value and shows \
        "Select …" until the user edits it.
        """
    package let fix = "Implement `func defaultResult() async -> Entity?` in the entity's query."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = Dictionary(
            context.linksWithCounterpart.map { ($1.name, $0.className) }, uniquingKeysWith: { a, _ in a })
        let widgetIntents = Set(
            context.inventory.widgets.compactMap(\.intentType)
                + context.inventory.providers.compactMap(\.intentType)
                + context.linksWithCounterpart.filter { $0.0.isWidgetIntent }.map(\.1.name))
        return context.inventory.appIntents.filter {
            $0.roles.contains("widget-configuration-intent") && widgetIntents.contains($0.name)
        }.flatMap { intent in
            intent.parameters.compactMap { parameter -> Finding? in
                guard !parameter.isOptional, parameter.defaultValue == nil,
                    let entity = context.declaration(ofType: parameter.type, in: intent.name),
                    entity.roles.contains("app-entity"), let query = context.query(for: entity),
                    !query.hasDefaultResult
                else { return nil }
                return finding(
                    intent: owners[intent.name] ?? intent.name, key: intent.name + "." + parameter.name,
                    at: parameter.location,
                    "\(intent.name).\(parameter.name) is a non-optional \(entity.name) but \(query.name) has no "
                        + "defaultResult(): widgets show \"Select\"",
                    fix: "Implement defaultResult() in \(query.name), or make `\(parameter.name)` optional.")
            }
        }
    }
}

extension RuleID {
    package static let entityQueryWithoutDefaultResult: RuleID = "IA704"
}
