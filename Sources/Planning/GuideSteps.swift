import Analysis
import Model

/// Steps 1–3: identify the intent, create its App Intent, convert its types.
extension MigrationPlanner {
    package func identify(_ link: IntentLink) -> Draft {
        var draft = Draft(number: 1)
        if let definition = link.definition {
            let names = definition.parameters.map { "\($0.name): \(TypeTable.legacyDescription($0))" }
            draft.tasks.append(
                task(
                    link, 1, "definition",
                    "\(link.className) declared with \(names.count) parameter"
                        + (names.count == 1 ? "" : "s") + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"),
                    at: definition.location, why: "what the migration must preserve", effort: EffortScale.none,
                    done: true))
        }
        for handler in link.handlers {
            let methods = handler.methods.filter { $0.intent == nil || $0.intent == link.className }.map(\.name)
            draft.tasks.append(
                task(
                    link, 1, "handler-\(handler.typeName)",
                    "handled by \(handler.typeName) (\(handler.language))"
                        + (methods.isEmpty ? "" : ": " + methods.joined(separator: ", ")),
                    at: handler.location, why: "the logic to port", effort: EffortScale.none, done: true))
        }
        if !link.donations.isEmpty {
            draft.tasks.append(
                task(
                    link, 1, "donations",
                    "donated at \(link.donations.count) place"
                        + (link.donations.count == 1 ? "" : "s"), at: link.donations[0].location,
                    why: "donations to replace", effort: EffortScale.none, done: true))
        }
        for widget in link.legacyWidgets + link.appWidgets {
            draft.tasks.append(
                task(
                    link, 1, "widget-\(widget.widgetType)-\(widget.configuration)",
                    "\(widget.configuration) in \(widget.widgetType), kind \(widget.kindLabel)",
                    at: widget.location, why: "placed widgets to keep", effort: EffortScale.none, done: true))
        }
        return draft
    }

    package func create(_ link: IntentLink) -> Draft {
        var draft = Draft(number: 2)
        let name =
            link.counterpart?.name
            ?? NameConvention.candidates(for: link.className, classPrefix: link.definition?.classPrefix)[0]
        let protocols =
            (link.isWidgetIntent ? "WidgetConfigurationIntent" : "AppIntent") + ", CustomIntentMigratedAppIntent"
        let parameters = link.definition?.parameters.map(\.name) ?? []
        draft.tasks.append(
            task(
                link, 2, "struct",
                "create `struct \(name): \(protocols)` with `static let intentClassName = \"\(link.className)\"`"
                    + (parameters.isEmpty ? "" : " and parameters " + parameters.joined(separator: ", "))
                    + scaffoldHint(link),
                at: link.counterpart?.location ?? link.definition?.location,
                why:
                    "shortcuts and configured widgets carry over only to a CustomIntentMigratedAppIntent with the same "
                    + "parameter names and types", effort: EffortScale.smallType, done: link.counterpart != nil))
        return draft
    }

    /// For an intent without a counterpart: the file `intent-audit scaffold` would write for it.
    private func scaffoldHint(_ link: IntentLink) -> String {
        guard link.counterpart == nil, let definition = link.definition, definition.kind == "custom" else { return "" }
        return "; `intent-audit scaffold --intent \(link.className)` writes a starting point, "
            + ScaffoldNames.appIntentFile(definition.name)
    }

    package func convertTypes(_ link: IntentLink) -> Draft {
        var draft = Draft(number: 3)
        guard let definition = link.definition else { draft.applicable = false; return draft }
        // Only intents with a custom-type parameter look at the entities (most have none).
        lazy var entities = context.inventory.appIntents.filter {
            $0.roles.contains("app-entity") || $0.roles.contains("transient-app-entity")
        }
        var seen: Set<String> = []
        for parameter in definition.parameters {
            let match = link.parameters.first { $0.legacy?.name == parameter.name }
            if let object = parameter.objectType, parameter.objectTypeNamespace != "System", !seen.contains(object) {
                seen.insert(object)
                let type = link.definitionFile?.types.first { $0.name == object || $0.className == object }
                let names = type.map(\.entityCandidateNames) ?? [object, object + "Entity"]
                let done =
                    (match?.typeDeclaration.map { $0.roles.contains { $0.contains("entity") } } ?? false)
                    || entities.contains { names.contains($0.name) }
                draft.tasks.append(
                    task(
                        link, 3, "type-\(object)",
                        "convert custom type \(type?.className ?? object) to a TransientAppEntity (or AppEntity + EntityQuery keyed by the legacy identifier)",
                        at: type?.location ?? parameter.location,
                        why: "saved `\(parameter.name)` values are INObjects; only an entity can receive them",
                        effort: EffortScale.entityAndQuery, done: done))
            }
            if let enumType = parameter.enumType, parameter.enumTypeNamespace != "System", !seen.contains(enumType) {
                seen.insert(enumType)
                let legacy = link.definitionFile?.enums.first { $0.name == enumType || $0.className == enumType }
                let names = [enumType, enumType + "AppEnum", (legacy?.className ?? enumType) + "AppEnum"]
                let done =
                    (match?.typeDeclaration?.roles.contains("app-enum") ?? false)
                    || context.inventory.appIntents.contains {
                        $0.roles.contains("app-enum") && names.contains($0.name)
                    }
                let cases = legacy?.cases.map(\.name).filter { $0 != "unknown" } ?? []
                draft.tasks.append(
                    task(
                        link, 3, "enum-\(enumType)",
                        "convert enum \(legacy?.className ?? enumType) to `enum \(names[1]): String, AppEnum`"
                            + (cases.isEmpty ? "" : " with cases " + cases.joined(separator: ", ")),
                        at: legacy?.location ?? parameter.location,
                        why: "a saved enum value lands only on an AppEnum case with the legacy name",
                        effort: EffortScale.smallType, done: done))
            }
        }
        draft.applicable = !draft.tasks.isEmpty
        return draft
    }
}
