import Model

/// IA702: an `AppIntentConfiguration` keeps the legacy kind but its intent is not the migrated one.
package struct WidgetConfigurationNotMigrated: Rule {
    package let id = RuleID.widgetConfigurationNotMigrated
    package let title = "Same widget kind without a migrated intent"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.mechanical
    package let explanation = """
        With the same kind, the system tries to convert each placed widget's SiriKit configuration: it reads \
        the stored intent class name and looks for the CustomIntentMigratedAppIntent with that intentClassName. \
        When the configuration's intent is not that type, the configuration cannot be mapped and placed widgets \
        reset to defaults or freeze.
        """
    package let fix =
        "Make the AppIntentConfiguration's intent adopt CustomIntentMigratedAppIntent with the legacy class name."

    package func check(_ context: RuleContext) -> [Finding] {
        context.links.flatMap { link -> [Finding] in
            let legacyKinds = link.legacyKindLabels
            return link.appWidgets.filter { legacyKinds.contains($0.kindLabel) }.compactMap { widget in
                let intent = widget.intentType.flatMap { context.declarations[$0] }
                if let intent, intent.roles.contains("custom-intent-migrated"), intent.intentClassName == link.className
                {
                    return nil
                }
                let name = widget.intentType ?? "its intent"
                let legacy = link.legacyWidgets.filter { $0.kindLabel == widget.kindLabel }
                var proof = ProofSteps.kinds(legacy) + [ProofSteps.kind(widget)]
                if let intent {
                    proof.append(
                        ProofStep(
                            "\(widget.widgetType)'s AppIntentConfiguration is configured by \(intent.name)",
                            at: widget.location))
                    proof.append(ProofSteps.carriesClassName(link, intent))
                } else if widget.intentType == nil {
                    proof.append(
                        .cannotTell(
                            "the intent of \(widget.widgetType)'s AppIntentConfiguration is not written where the "
                                + "audit can read it; if it is a CustomIntentMigratedAppIntent for \(link.className), "
                                + "nothing is lost", at: widget.location))
                } else {
                    proof.append(
                        .cannotTell(
                            "\(name) is not declared in the audited tree (another module?); if it adopts "
                                + "CustomIntentMigratedAppIntent for \(link.className), nothing is lost",
                            at: widget.location))
                }
                return finding(
                    intent: link.className, key: widget.kindLabel, at: widget.location,
                    "\(widget.widgetType) keeps kind \(widget.kindLabel) but \(name) is not a "
                        + "CustomIntentMigratedAppIntent for \(link.className): placed widgets cannot be mapped",
                    fix:
                        "Give \(name) `CustomIntentMigratedAppIntent` and `static let intentClassName = \"\(link.className)\"`.",
                    proof: proof)
            }
        }
    }
}

extension RuleID {
    package static let widgetConfigurationNotMigrated: RuleID = "IA702"
}
