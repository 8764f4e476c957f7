import Model

/// IA708: a `CLKComplicationWidgetMigrator` configuration whose kind no widget of the tree builds, or
/// whose intent is not the one the widget of that kind is configured with.
///
/// A migration whose kind the audit cannot resolve gets no finding; a widget whose kind or intent it
/// cannot resolve makes the finding a "cannot tell" note.
package struct ComplicationMigrationMismatch: Rule {
    package let id = RuleID.complicationMigrationMismatch
    package let title = "Widget migrator's kind or intent does not match the new widget"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.mechanical
    package let explanation = """
        A `CLKComplicationWidgetMigrator` tells watchOS which WidgetKit widget a placed ClockKit complication \
        becomes: `CLKComplicationStaticWidgetMigrationConfiguration(kind:…)` or, for a configured complication, \
        `CLKComplicationIntentWidgetMigrationConfiguration(kind:…, intent:…)` (an `INIntent`), or from watchOS 10 \
        `CLKComplicationAppIntentWidgetMigrationConfiguration(kind:…, intent:…)` (a `WidgetConfigurationIntent`). \
        The system finds the widget by \
        that kind and hands it that intent; a kind no widget builds leaves the face slot empty, and an intent \
        the widget is not configured with (neither its `IntentConfiguration` intent nor the legacy class its \
        App Intent carries) loses the complication's setting.
        """
    package let fix = "Use the new widget's kind string and, for an intent migration, the intent it is configured with."

    package func check(_ context: RuleContext) -> [Finding] {
        context.inventory.complicationMigrations.compactMap { migration -> Finding? in
            guard let kind = migration.kind, context.deployment.isBuilt(migration.location) else { return nil }
            let widgets = context.inventory.widgets.filter { context.deployment.isBuilt($0.location) }
            let owner = migration.migratorType.map { "\($0)'s " } ?? ""
            var proof = [
                ProofStep(
                    "\(owner)\(migration.configuration) maps a complication to kind \"\(kind)\""
                        + (migration.intentType.map { " with a \($0)" } ?? ""), at: migration.location)
            ]
            let matching = widgets.filter { $0.kind == kind }
            guard !matching.isEmpty else {
                proof += widgets.filter { $0.kind == nil }.map {
                    .cannotTell(
                        "the kind of \($0.widgetType)'s \($0.configuration) is `\($0.kindExpression)`, which the audit "
                            + "cannot resolve", at: $0.location)
                }
                let known = Set(widgets.compactMap(\.kind)).sorted().map { "\"\($0)\"" }
                proof.append(
                    ProofStep(
                        known.isEmpty
                            ? "no widget of the tree has a known kind"
                            : "the widgets' kinds are " + known.joined(separator: ", ")))
                return finding(
                    intent: migration.intentType, key: "kind|\(kind)|\(migration.location.line)",
                    at: migration.location,
                    "\(owner)widget migration names kind \"\(kind)\", which no widget builds: the complication's face "
                        + "slot is left empty", proof: proof)
            }
            guard let intent = migration.intentType else { return nil }
            if matching.contains(where: { Self.carries(intent, $0, context) == true }) { return nil }
            for widget in matching {
                if Self.carries(intent, widget, context) == nil {
                    proof.append(
                        .cannotTell(
                            "\(widget.widgetType)'s \(widget.configuration) is configured by an intent the audit "
                                + "cannot resolve", at: widget.location))
                } else {
                    proof.append(
                        ProofStep(
                            "\(widget.widgetType)'s \(widget.configuration) of kind \"\(kind)\" is configured by "
                                + (widget.intentType ?? "no intent"), at: widget.location))
                }
            }
            proof.append(
                ProofStep("the system hands the widget the migrated intent: a different one loses its setting"))
            let widget = matching[0]
            return finding(
                intent: intent, key: "intent|\(kind)|\(migration.location.line)", at: migration.location,
                "\(owner)widget migration hands \(intent) to kind \"\(kind)\", but \(widget.widgetType) is configured by "
                    + "\(widget.intentType ?? "no intent"): the complication's setting is lost",
                proof: proof)
        }
    }

    /// Whether the widget is configured with the legacy intent: by it (`IntentConfiguration`), or by an
    /// App Intent whose `intentClassName` is it. Nil when the widget's intent is unknown.
    static func carries(_ intent: String, _ widget: WidgetConfiguration, _ context: RuleContext) -> Bool? {
        if widget.configuration == "StaticConfiguration" { return false }
        guard let configured = widget.intentType else { return nil }
        if configured == intent { return true }
        return context.declarations[configured]?.intentClassName == intent
    }
}

extension RuleID {
    package static let complicationMigrationMismatch: RuleID = "IA708"
}
