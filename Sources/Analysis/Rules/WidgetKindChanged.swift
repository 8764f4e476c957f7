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
        keep the kind and let CustomIntentMigratedAppIntent carry the configuration over.
        """
    package let fix =
        "Use the legacy kind string for the AppIntentConfiguration (behind `#available`, in the same widget)."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.flatMap { link -> [Finding] in
            let legacyKinds = Set(link.legacyWidgets.map(\.kindLabel))
            guard !legacyKinds.isEmpty else { return [] }
            let keepsKind = link.appWidgets.contains { legacyKinds.contains($0.kindLabel) }
            let sameWidget = Set(link.legacyWidgets.map(\.widgetType))
            return link.appWidgets.filter { widget in
                !legacyKinds.contains(widget.kindLabel) && (sameWidget.contains(widget.widgetType) || !keepsKind)
            }.map { widget in
                finding(
                    intent: link.className, key: widget.widgetType, at: widget.location,
                    "\(widget.widgetType)'s AppIntentConfiguration uses kind \(widget.kindLabel) but the "
                        + "IntentConfiguration for \(link.className) uses \(legacyKinds.sorted().joined(separator: ", ")): "
                        + "placed widgets vanish",
                    fix: "Use kind \(legacyKinds.sorted()[0]) for the AppIntentConfiguration.")
            }
        }
    }

}

extension RuleID {
    package static let widgetKindChanged: RuleID = "IA701"
}
