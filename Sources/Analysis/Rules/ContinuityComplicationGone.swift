import Model

/// IA808: a ClockKit complication data source an earlier release shipped without a `widgetMigrator`,
/// and no ClockKit data source today.
///
/// Compared only when the earlier state knows its data sources (one read back from a report does
/// not), with today's tree. A data source of another name today may be the same one renamed (faces follow the
/// Info.plist's principal class): nothing is claimed then. A data source that built no descriptor the
/// audit could read leaves which complications faces hold unknown: a "cannot tell" note.
package struct ContinuityComplicationGone: Rule {
    package let id = RuleID.continuityComplicationGone
    package let title = "ClockKit complications removed since an earlier release, with no migrator"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.smallType
    package let explanation = """
        A watch face keeps a ClockKit complication through the app's complication data source. From watchOS 9 \
        the data source hands placed complications over to the WidgetKit widgets that replace them through its \
        `widgetMigrator`, when the user installs the release that has both. A release without the data source \
        cannot hand anything over: every face that still holds one of its complications loses it on update (an \
        empty slot), whether WidgetKit widgets replace it or not, and users must find and place the new widget \
        themselves. When the earlier release's data source declared a migrator, its users were handed over \
        then, and nothing is claimed.
        """
    package let fix =
        "Keep the data source for one more release with a `widgetMigrator` (`CLKComplicationWidgetMigrator`) that hands each descriptor to the new widget's kind."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match -> [Finding] in
            guard let then = match.earlier.identity.complications, context.inventory.complications.isEmpty else {
                return []
            }
            let replacing = context.inventory.widgets.filter(\.servesAccessories)
            return then.filter { !$0.hasMigrator }.map { source in
                let built = source.targets.isEmpty ? "" : ", built by \(source.targets.joined(separator: ", "))"
                var proof: [ProofStep] = []
                if source.descriptors.isEmpty {
                    proof.append(
                        .cannotTell(
                            "at \(match.label), \(source.typeName) is a ClockKit data source that builds no "
                                + "CLKComplicationDescriptor the audit can read: which complications faces hold is not "
                                + "known (its descriptors, or the families its Info.plist listed, would settle it)",
                            at: source.location))
                } else {
                    let described = source.descriptors.map { "\"\($0)\"" }.joined(separator: ", ")
                    proof.append(
                        match.then(
                            "\(source.typeName) is a ClockKit data source describing \(described)\(built)",
                            at: source.location))
                }
                proof.append(match.then("\(source.typeName) declares no widgetMigrator"))
                proof.append(ProofStep("no ClockKit data source is declared today"))
                if let widget = replacing.first {
                    proof.append(
                        ProofStep(
                            "\(widget.widgetType) serves the watch face today (\(widget.families.joined(separator: ", "))), "
                                + "but no data source is left to hand complications over to it",
                            at: widget.location))
                }
                proof.append(
                    ProofStep("a face keeps a ClockKit complication only through the data source or its migrator"))
                return finding(
                    intent: nil, key: source.typeName, at: match.today(source.location, builtBy: source.targets),
                    "ClockKit data source \(source.typeName) shipped at \(match.label) with no widgetMigrator is gone "
                        + "today: faces that hold its complications lose them on update",
                    proof: proof)
            }
        }
    }
}

extension RuleID {
    package static let continuityComplicationGone: RuleID = "IA808"
}
