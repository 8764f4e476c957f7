import History
import Model

/// `report.json`: the document's content as JSON, with the stable keys of the design's contract
/// (`schemaVersion`, `tool`, `release`, `root`, `summary`, `intents`, `appIntents`, `handlers`,
/// `donations`, `widgets`, `findings`, `diagnostics`). Extra keys sit beside them; none is renamed.
/// Absent values are an explicit `null`; lines are 1-based (`null` when unknown).
public enum JSONReport {
    public static func render(_ result: AuditResult, baseline comparison: BaselineComparison? = nil) -> String {
        let order = ReportOrder(result)
        let summary = ReportSummary(result)
        let context = result.context
        return JSONValue.object([
            ("schemaVersion", .int(ReportDocument.schemaVersion)),
            ("tool", .object([("name", .string(context.toolName)), ("version", .string(context.toolVersion))])),
            ("release", .optional(context.release)),
            ("root", .string(context.root)),
            ("generated", .string(XMLValue.iso8601(context.generatedAt))),
            ("title", .optional(context.title)),
            (
                "summary",
                .object([
                    ("intents", .int(summary.intents)),
                    ("byStatus", .object(summary.byStatus.map { ($0.status.rawValue, .int($0.count)) })),
                    ("findings", .object(summary.bySeverity.map { ($0.severity.rawValue, .int($0.count)) })),
                    ("effort", .int(summary.totalEffort)),
                    ("remainingEffort", .int(summary.remainingEffort)),
                    ("appIntentOnly", .int(summary.appIntentOnly)),
                    (
                        "minimumDeploymentTargets",
                        .object(summary.minimumTargets.map { ($0.platform, .string($0.version)) })
                    ),
                ])
            ),
            ("baseline", comparison.map(baseline) ?? .null),
            ("continuity", continuity(result.continuity)),
            ("nextRelease", .strings(result.nextRelease.map(\.text))),
            ("intents", .array(order.intents.map(intent))),
            ("appIntentOnly", .strings(result.appIntentOnly.sorted())),
            ("appIntents", .array(result.inventory.appIntents.inventoryOrdered().map(appIntent))),
            ("visibility", visibility(result)),
            ("handlers", .array(result.inventory.handlers.inventoryOrdered().map(handler))),
            ("donations", .array(result.inventory.donations.inventoryOrdered().map(donation))),
            ("widgets", .array(result.inventory.widgets.inventoryOrdered().map(widget))),
            ("providers", .array(result.inventory.providers.inventoryOrdered().map(provider))),
            ("controls", .array(result.inventory.controls.inventoryOrdered().map(control))),
            ("complications", .array(result.inventory.complications.inventoryOrdered().map(complication))),
            (
                "complicationMigrations",
                .array(result.inventory.complicationMigrations.inventoryOrdered().map(migration))
            ),
            ("findings", .array(order.findings.map(finding))),
            ("identity", identity(result.identity)),
            (
                "diagnostics",
                .array(
                    order.diagnostics.map {
                        .object([
                            ("path", .string($0.location.path)), ("line", .line($0.location.line)),
                            ("message", .string($0.message)),
                        ])
                    })
            ),
        ]).serialized()
    }

    package static func place(_ location: SourceLocation?) -> [(String, JSONValue)] {
        [("path", .optional(location?.path)), ("line", location.map { .line($0.line) } ?? .null)]
    }

    /// A counterpart (or possible counterpart) with how it was matched, how sure, and why.
    package static func counterpart(_ counterpart: Counterpart) -> JSONValue {
        .object(
            [
                ("name", .string(counterpart.name)), ("matchedBy", .string(counterpart.matchedBy.rawValue)),
                ("confidence", .string(counterpart.confidence.rawValue)), ("evidence", .string(counterpart.evidence)),
            ] + place(counterpart.location))
    }

    package static func intent(_ intent: IntentAssessment) -> JSONValue {
        .object([
            ("id", .string("intent:\(intent.name)")),
            ("name", .string(intent.name)),
            ("definedIn", intent.definedIn.map { .object(place($0)) } ?? .null),
            ("status", .string(intent.status.rawValue)),
            ("statusReason", .string(intent.statusReason)),
            ("systemDomain", .bool(intent.isSystemDomain)),
            ("widget", .bool(intent.isWidgetIntent)),
            ("replacementAdvice", .optional(intent.replacementAdvice)),
            (
                "parameters",
                .array(
                    intent.legacyParameters.map { parameter in
                        .object(
                            [
                                ("id", .string(parameter.id)), ("name", .string(parameter.name)),
                                ("type", .string(parameter.type)),
                                ("swiftType", .string(parameter.swiftType)), ("isArray", .bool(parameter.isArray)),
                                ("parent", .optional(parameter.relationship?.parentName)),
                                ("dynamicOptions", .bool(parameter.dynamicOptions)),
                            ] + place(parameter.location))
                    })
            ),
            ("counterpart", intent.counterpart.map(counterpart) ?? .null),
            ("possibleCounterpart", intent.possibleCounterpart.map(counterpart) ?? .null),
            ("alsoReplacedBy", .array(intent.alsoReplacedBy.map(counterpart))),
            ("deadFiles", .array(intent.deadFiles.map(JSONValue.string))),
            (
                "serving",
                .array(
                    intent.serving.map { range in
                        .object([
                            ("platform", .string(range.platform)), ("from", .string(range.from)),
                            ("below", .optional(range.below)), ("path", .string(range.path.rawValue)),
                        ])
                    })
            ),
            (
                "parameterMappings",
                .array(
                    intent.parameterMappings.map { mapping in
                        .object([
                            ("verdict", .string(mapping.verdict)),
                            ("legacyName", .optional(mapping.legacyName)),
                            ("legacyType", .optional(mapping.legacyType)),
                            ("newName", .optional(mapping.newName)), ("newType", .optional(mapping.newType)),
                            ("reason", .string(mapping.reason)),
                        ])
                    })
            ),
            ("handlers", .array(intent.handlers.map(\.fact).map(handler))),
            ("donations", .array(intent.donations.map(\.fact).map(donation))),
            ("widgets", .array(intent.widgets.map(\.fact).map(widget))),
            ("steps", .array(intent.steps.sorted { $0.number < $1.number }.map(step))),
            ("urgency", .int(intent.urgency)),
            (
                "nextAction",
                intent.nextAction.map { action in
                    .object([
                        ("kind", .string(action.kind.rawValue)), ("step", action.step.map(JSONValue.int) ?? .null),
                        ("text", .string(action.text)), ("ships", .bool(action.ships)),
                    ])
                } ?? .null
            ),
        ])
    }

    package static func step(_ step: PlanStep) -> JSONValue {
        .object([
            ("number", .int(step.number)), ("title", .string(step.title)), ("status", .string(step.status.rawValue)),
            ("effort", .int(step.effort)), ("blockedBy", .array(step.blockedBy.sorted().map(JSONValue.int))),
            (
                "tasks",
                .array(
                    step.tasks.map { task in
                        .object(
                            [
                                ("id", .string(task.id)), ("what", .string(task.what)), ("why", .string(task.why)),
                                ("effort", .int(task.effort)), ("done", .bool(task.done)),
                                ("lane", .string(task.lane.rawValue)),
                            ] + place(task.location))
                    })
            ),
        ])
    }

    package static func handler(_ handler: IntentHandler) -> JSONValue {
        .object(
            [("type", .string(handler.typeName)), ("language", .string(handler.language))] + place(handler.location) + [
                ("intents", .strings(handler.intents.sorted())),
                (
                    "methods",
                    .array(
                        handler.methods.map { method in
                            .object(
                                [
                                    ("kind", .string(method.kind.rawValue)), ("name", .string(method.name)),
                                    ("parameter", .optional(method.parameter)), ("intent", .optional(method.intent)),
                                    ("style", .string(method.style)),
                                ] + place(method.location))
                        })
                ),
                ("conditions", .strings(handler.conditions)),
            ])
    }

    package static func donation(_ donation: Donation) -> JSONValue {
        .object(
            [("api", .string(donation.api))] + place(donation.location) + [
                ("intent", .optional(donation.intent)), ("language", .string(donation.language)),
                ("activityType", .optional(donation.activityType)), ("conditions", .strings(donation.conditions)),
                ("intentEvidence", .optional(donation.intentEvidence)),
                ("suggestedPhrase", .optional(donation.suggestedPhrase)),
                ("origin", donation.origin.map { .object(place($0)) } ?? .null),
            ])
    }

    package static func widget(_ widget: WidgetConfiguration) -> JSONValue {
        .object(
            [
                ("kind", .optional(widget.kind)), ("configuration", .string(widget.configuration)),
            ] + place(widget.location) + [
                ("gated", .bool(widget.availability != nil)), ("availability", .optional(widget.availability)),
                ("widgetType", .string(widget.widgetType)), ("kindExpression", .string(widget.kindExpression)),
                ("intentType", .optional(widget.intentType)), ("providerType", .optional(widget.providerType)),
                ("conditions", .strings(widget.conditions)), ("families", .strings(widget.families)),
            ])
    }

    /// `providers`: `{type, protocol, intentType, recommendations, path, line, conditions}` — each timeline
    /// provider, and whether it declares `recommendations()` (what a watch complication is offered from).
    package static func provider(_ provider: WidgetProvider) -> JSONValue {
        .object(
            [
                ("type", .string(provider.typeName)), ("protocol", .string(provider.protocolName)),
                ("intentType", .optional(provider.intentType)), ("recommendations", .bool(provider.hasRecommendations)),
            ] + place(provider.location) + [("conditions", .strings(provider.conditions))])
    }

    /// `complications`: `{type, path, line, widgetMigrator, descriptors: [{identifier, identifierExpression,
    /// displayName, families, path, line}]}`.
    package static func complication(_ source: ComplicationDataSource) -> JSONValue {
        .object(
            [("type", .string(source.typeName))] + place(source.location) + [
                ("widgetMigrator", source.widgetMigrator.map { .object(place($0)) } ?? .null),
                (
                    "descriptors",
                    .array(
                        source.descriptors.map { descriptor in
                            .object(
                                [
                                    ("identifier", .optional(descriptor.identifier)),
                                    ("identifierExpression", .string(descriptor.identifierExpression)),
                                    ("displayName", .optional(descriptor.displayName)),
                                    ("families", .strings(descriptor.families)),
                                ] + place(descriptor.location))
                        })
                ),
            ])
    }

    /// `complicationMigrations`: `{migratorType, configuration, kind, kindExpression, intentType, path, line}`.
    package static func migration(_ migration: ComplicationMigration) -> JSONValue {
        .object(
            [
                ("migratorType", .optional(migration.migratorType)),
                ("configuration", .string(migration.configuration)),
                ("kind", .optional(migration.kind)), ("kindExpression", .string(migration.kindExpression)),
                ("intentType", .optional(migration.intentType)),
            ] + place(migration.location))
    }

    /// `controls`: `{kind, configuration, path, line, gated, availability, controlType, kindExpression,
    /// intentType, providerType, actionIntents, conditions}`.
    package static func control(_ control: ControlConfiguration) -> JSONValue {
        .object(
            [
                ("kind", .optional(control.kind)), ("configuration", .string(control.configuration)),
            ] + place(control.location) + [
                ("gated", .bool(control.availability != nil)), ("availability", .optional(control.availability)),
                ("controlType", .string(control.controlType)), ("kindExpression", .string(control.kindExpression)),
                ("intentType", .optional(control.intentType)), ("providerType", .optional(control.providerType)),
                ("actionIntents", .strings(control.actionIntents)), ("conditions", .strings(control.conditions)),
            ])
    }

    package static func appIntent(_ declaration: AppIntentDeclaration) -> JSONValue {
        .object(
            [("name", .string(declaration.name))] + place(declaration.location) + [
                ("conformances", .strings(declaration.conformances.sorted())),
                ("roles", .strings(declaration.roles.sorted())),
                ("intentClassName", .optional(declaration.intentClassName)),
                (
                    "parameters",
                    .array(
                        declaration.parameters.map { parameter in
                            .object(
                                [
                                    ("name", .string(parameter.name)), ("type", .string(parameter.type)),
                                    ("isOptional", .bool(parameter.isOptional)), ("isArray", .bool(parameter.isArray)),
                                    ("default", .optional(parameter.defaultValue)),
                                ] + place(parameter.location))
                        })
                ),
                ("parameterSummary", .strings(declaration.parameterSummary?.parameters.sorted() ?? [])),
            ])
    }

    package static func finding(_ finding: Finding) -> JSONValue {
        .object(
            [
                ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ] + place(finding.location) + [
                ("column", .line(finding.location.column)),
                ("intent", .optional(finding.intent)), ("step", .int(finding.step)),
                ("message", .string(finding.message)), ("fix", .string(finding.fix)),
                ("fingerprint", .string(finding.fingerprint)),
                (
                    "proof",
                    .array(
                        finding.proof.map { step in
                            .object(
                                [
                                    ("fact", .string(step.fact)), ("resolved", .bool(step.resolved)),
                                    ("release", .optional(step.release)),
                                ] + place(step.location))
                        })
                ),
            ])
    }
}
