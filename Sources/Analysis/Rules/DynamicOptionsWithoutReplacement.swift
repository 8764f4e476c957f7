import Model

/// IA401: dynamic options or a dynamic default of a legacy parameter have no App Intents replacement.
package struct DynamicOptionsWithoutReplacement: Rule {
    package let id = RuleID.dynamicOptionsWithoutReplacement
    package let title = "Dynamic options or default without a replacement"
    package let severity = Severity.warning
    package let step = 4
    package let effort = EffortScale.entityAndQuery
    /// No task of its own: step 4 turns each dynamic-options method into its own task.
    package let addsPlanTask = false
    package let explanation = """
        `provide…OptionsCollection` and `default…(for:)` run in the Intents extension and stop being called \
        once the App Intent takes over. Without a DynamicOptionsProvider, an entity query or \
        `@Parameter(default:)`, the widget editor and Shortcuts show an empty picker and no default.
        """
    package let fix =
        "Add an optionsProvider (DynamicOptionsProvider), an EntityQuery (suggestedEntities/defaultResult) or `default:`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, counterpart -> [Finding] in
            let methods = link.handlers.flatMap(\.methods)
            return link.parameters.flatMap { match -> [Finding] in
                guard let legacy = match.legacy, let new = match.new else { return [] }
                let options = methods.first {
                    [.provideOptions, .provideOptionsCollection].contains($0.kind) && $0.parameter == legacy.name
                }
                let defaults = methods.first { $0.kind == .defaultValue && $0.parameter == legacy.name }
                let declaration = context.declaration(ofType: new.type, in: counterpart.name)
                let query = declaration.flatMap(context.query(for:))
                let isEnum = declaration?.roles.contains("app-enum") ?? false
                var found: [Finding] = []
                if (legacy.dynamicOptions || options != nil) && new.optionsProvider == nil && query == nil && !isEnum {
                    found.append(
                        finding(
                            intent: link.className, key: "options:" + legacy.name,
                            at: options?.location ?? new.location,
                            "\(link.className).\(legacy.name) has dynamic options but \(counterpart.name).\(new.name) has no "
                                + "optionsProvider or entity query",
                            fix:
                                "Add `optionsProvider:` to `\(new.name)` (a DynamicOptionsProvider) or make it an entity with a query."
                        ))
                }
                if let defaults, new.defaultValue == nil, query?.hasDefaultResult != true {
                    found.append(
                        finding(
                            intent: link.className, key: "default:" + legacy.name, at: defaults.location,
                            "\(defaults.name) supplies a default for \(link.className).\(legacy.name), but \(counterpart.name)."
                                + "\(new.name) has no `default:` or defaultResult()",
                            fix:
                                "Write `@Parameter(default:)` for `\(new.name)` or implement defaultResult() in its query."
                        ))
                }
                return found
            }
        }
    }
}

extension RuleID {
    package static let dynamicOptionsWithoutReplacement: RuleID = "IA401"
}
