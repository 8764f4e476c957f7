import Model

/// IA710: the counterpart's widget has a new kind and sits beside the legacy widget, which a bundle
/// still lists: nothing is lost while both are listed, everything placed when the legacy one goes.
package struct NewKindBesideLegacyWidget: Rule {
    package let id = RuleID.newKindBesideLegacyWidget
    package let title = "New widget kind beside the legacy widget"
    package let severity = Severity.warning
    package let step = 7
    package let effort = EffortScale.mechanical
    package let explanation = """
        A "version 2" widget with a new kind, listed beside the legacy widget, loses nothing today: the widgets \
        users placed are the legacy kind, and the bundle still lists it, with its SiriKit configuration. The loss \
        comes with the release that drops the legacy widget: every widget placed with its kind vanishes, and its \
        configuration with it, because the system carries a configuration over only to an AppIntentConfiguration \
        of the same kind. Build the AppIntentConfiguration in the legacy widget, with its kind, behind \
        `#available`, and let CustomIntentMigratedAppIntent carry the configuration; or keep the legacy widget \
        listed for as long as users may have it placed. (When the legacy widget is listed only in the `else` of \
        an `if #available` that lists the new one, the loss is today's: IA701.)
        """
    package let fix = "Give the AppIntentConfiguration the legacy kind, in the legacy widget behind `#available`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.flatMap { link -> [Finding] in
            let legacyKinds = link.legacyKindLabels
            guard !legacyKinds.isEmpty, !link.appWidgets.contains(where: { legacyKinds.contains($0.kindLabel) })
            else { return [] }
            return link.appWidgets.compactMap { widget -> Finding? in
                guard context.widgetJob.anotherWidget([widget], besides: link.legacyWidgets) != nil,
                    let bundle = context.widgetJob.listedTogether(link.legacyWidgets, [widget])
                else { return nil }
                let legacyTypes = Set(link.legacyWidgets.map(\.widgetType)).sorted().joined(separator: ", ")
                let legacyLabels = legacyKinds.sorted().joined(separator: ", ")
                return finding(
                    intent: link.className, key: widget.widgetType, at: widget.location,
                    "\(widget.widgetType)'s AppIntentConfiguration uses kind \(widget.kindLabel) beside "
                        + "\(legacyTypes) (kind \(legacyLabels)), which \(bundle) still lists: placed widgets keep "
                        + "working while it is listed and vanish when it is removed",
                    fix: "Build the AppIntentConfiguration in \(legacyTypes) with kind \(legacyLabels) behind "
                        + "`#available`, or keep \(legacyTypes) listed while users may have it placed.",
                    proof: ProofSteps.kinds(link.legacyWidgets, comparedWith: widget.kindLabel)
                        + [ProofSteps.kind(widget, comparedWith: legacyLabels)]
                        + [
                            ProofStep(
                                "\(bundle) lists \(legacyTypes) and \(widget.widgetType), "
                                    + "\(legacyTypes) not only in the `else` of an `if #available`")
                        ])
            }
        }
    }
}

extension RuleID {
    package static let newKindBesideLegacyWidget: RuleID = "IA710"
}
