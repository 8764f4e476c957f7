import Model

/// IA701: the widget's `AppIntentConfiguration` uses another kind than its `IntentConfiguration`.
package struct WidgetKindChanged: Rule {
    package let id = RuleID.widgetKindChanged
    package let title = "Widget kind changed in the migration"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.mechanical
    package let explanation = """
        A placed widget is identified by its kind. The system maps a placed widget's SiriKit configuration onto \
        the AppIntentConfiguration with the same kind; a new kind is a different widget, so every widget users \
        already placed vanishes or turns into a dead placeholder. Advice to "use a new kind" for the App Intents \
        version avoids the mapping problem only by throwing away every placed widget and its configuration — \
        keep the kind and let CustomIntentMigratedAppIntent carry the configuration over. A widget of another kind \
        that sits beside the legacy widget, which is still listed (not only in the `else` of an `if #available` \
        listing the new one) or built by another target, is another widget: nothing vanishes, and no finding.
        """
    package let fix =
        "Use the legacy kind string for the AppIntentConfiguration (behind `#available`, in the same widget)."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.flatMap { link -> [Finding] in
            let legacyKinds = link.legacyKindLabels
            guard !legacyKinds.isEmpty else { return [] }
            let keepsKind = link.appWidgets.contains { legacyKinds.contains($0.kindLabel) }
            let sameWidget = Set(link.legacyWidgets.map(\.widgetType))
            // A widget of another kind beside a legacy widget that is still there (listed beside it, or built
            // by another target) is another widget: the placed ones keep theirs.
            return link.appWidgets.filter { widget in
                !legacyKinds.contains(widget.kindLabel) && (sameWidget.contains(widget.widgetType) || !keepsKind)
                    && context.widgetJob.anotherWidget([widget], besides: link.legacyWidgets) == nil
            }.map { widget in
                // The kinds are compared as strings only when every one is known: a kind written as an
                // expression the audit cannot resolve (a computed property, a function) may well be
                // the same string at run time.
                let legacyLabels = legacyKinds.sorted().joined(separator: ", ")
                return finding(
                    intent: link.className, key: widget.widgetType, at: widget.location,
                    "\(widget.widgetType)'s AppIntentConfiguration uses kind \(widget.kindLabel) but the "
                        + "IntentConfiguration for \(link.className) uses \(legacyLabels): "
                        + "placed widgets vanish",
                    fix: "Use kind \(legacyKinds.sorted()[0]) for the AppIntentConfiguration.",
                    proof: ProofSteps.kinds(link.legacyWidgets, comparedWith: widget.kindLabel)
                        + [ProofSteps.kind(widget, comparedWith: legacyLabels)]
                        + [
                            ProofSteps.builtBy(
                                link.legacyWidgets.map(\.location), what: "the IntentConfiguration", context),
                            ProofStep(
                                "placed widgets are identified by their kind: a widget placed with the legacy kind "
                                    + "finds no configuration of it in this release"),
                        ])
            }
        }
    }

}

extension RuleID {
    package static let widgetKindChanged: RuleID = "IA701"
}
