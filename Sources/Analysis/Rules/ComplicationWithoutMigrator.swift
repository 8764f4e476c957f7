import Model

/// IA707: a ClockKit complication data source whose complications WidgetKit widgets now serve on the
/// watch face, with no `widgetMigrator` to hand placed complications over.
///
/// "Replaced" means a widget with an `accessory…` family built by a target that builds for watchOS
/// (`accessoryCorner` exists only there); when no project file says a widget's platforms, the step is
/// a "cannot tell" note. The complications faces hold are the data source's descriptors, or, for one
/// written before watchOS 7 (no `getComplicationDescriptors`), the families `CLKComplicationSupportedFamilies`
/// lists in the Info.plist whose `CLKComplicationPrincipalClass` it is.
package struct ComplicationWithoutMigrator: Rule {
    package let id = RuleID.complicationWithoutMigrator
    package let title = "ClockKit complication replaced without a widget migrator"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.smallType
    package let explanation = """
        From watchOS 9 a watch face keeps a ClockKit complication only if the app's data source hands it over \
        to the WidgetKit widget that replaces it: `CLKComplicationDataSource.widgetMigrator` returns a \
        `CLKComplicationWidgetMigrator` whose configurations name the new widget's kind (and, for a configured \
        complication, its intent). When the app ships WidgetKit complications and the data source has no \
        migrator, every face with the old complication loses it on update: users must find and place the new \
        widget themselves.
        """
    package let fix =
        "Add `var widgetMigrator: CLKComplicationWidgetMigrator { self }` to the data source and return a migration configuration with the new widget's kind for each descriptor."

    package func check(_ context: RuleContext) -> [Finding] {
        let replacing = context.inventory.widgets.filter(\.servesAccessories)
        guard !replacing.isEmpty else { return [] }
        return context.inventory.complications.compactMap { source -> Finding? in
            guard source.widgetMigrator == nil, context.deployment.isBuilt(source.location),
                let offered = Self.offered(source, context)
            else { return nil }
            let watch = replacing.compactMap { widget in Self.onWatch(widget, context).map { (widget, $0) } }
            guard let (widget, builder) = watch.first(where: { $0.1.resolved }) ?? watch.first else { return nil }
            let proof = [
                offered,
                ProofStep(
                    "\(widget.widgetType) serves the watch face (\(widget.families.joined(separator: ", ")))",
                    at: widget.location),
                builder,
                ProofStep("\(source.typeName) declares no widgetMigrator"),
                ProofStep("a face keeps a ClockKit complication after the move only through the migrator"),
            ]
            return finding(
                intent: nil, key: source.typeName, at: source.location,
                "\(source.typeName)'s complications are replaced by WidgetKit widgets (\(widget.widgetType)) but it "
                    + "has no widgetMigrator: faces with them lose the complication on update",
                proof: proof)
        }
    }

    /// Why the data source offers complications a face can hold: the `CLKComplicationDescriptor`s it
    /// builds; without any (ClockKit before watchOS 7), the families its Info.plist lists for it. A
    /// "cannot tell" step when it builds descriptors the audit cannot read, when no Info.plist names it, or
    /// when the one that names it lists no family (nothing is offered today, but faces may hold what an
    /// earlier release offered: a data source kept only to migrate looks like this).
    package static func offered(_ source: ComplicationDataSource, _ context: RuleContext) -> ProofStep? {
        if !source.descriptors.isEmpty {
            let identifiers = source.descriptors.map { $0.identifier.map { "\"\($0)\"" } ?? $0.identifierExpression }
            return ProofStep(
                "\(source.typeName) is a ClockKit data source describing " + identifiers.joined(separator: ", "),
                at: source.location)
        }
        if let method = source.descriptorMethod {
            return .cannotTell(
                "\(source.typeName) gives its complication descriptors without a CLKComplicationDescriptor call the "
                    + "audit can read in it: which complications faces hold is not known (descriptors built in the "
                    + "data source would settle it)", at: method)
        }
        let plists = context.inventory.complicationPlists.filter {
            $0.principalClass == source.typeName && context.deployment.shipped.shipsWithFolder($0.path)
        }
        if let listing = plists.first(where: { !$0.families.isEmpty }) {
            return ProofStep(
                "\(source.typeName) builds no descriptors, so its complications are the families \(listing.path) "
                    + "lists for it (CLKComplicationSupportedFamilies: \(listing.families.joined(separator: ", ")))",
                at: listing.location)
        }
        guard plists.isEmpty else {
            // Nothing offered today; faces may still hold what an earlier release offered.
            return .cannotTell(
                "\(source.typeName) offers no complication today (no CLKComplicationDescriptor, no family in "
                    + "\(plists[0].path)): whether faces still hold one an earlier release offered is not known (that "
                    + "release's data source or Info.plist would settle it)", at: plists[0].location)
        }
        return .cannotTell(
            "\(source.typeName) builds no CLKComplicationDescriptor and no Info.plist of the tree names it as "
                + "CLKComplicationPrincipalClass with CLKComplicationSupportedFamilies: whether faces hold its "
                + "complications is not known (the watch app's Info.plist would settle it)", at: source.location)
    }

    /// Why the widget counts as a watch complication: its target builds for watchOS, or its families
    /// exist only there; a "cannot tell" step when neither the families nor the project files say.
    package static func onWatch(_ widget: WidgetConfiguration, _ context: RuleContext) -> ProofStep? {
        if widget.families.contains("accessoryCorner") {
            return ProofStep("accessoryCorner exists only on watchOS", at: widget.location)
        }
        let builders = context.deployment.targets(containing: [widget.location])
        if let watch = builders.first(where: { $0.platforms.contains("watchOS") }) {
            return ProofStep("\(watch.target) builds \(widget.location.path) for watchOS", at: watch.location)
        }
        if builders.contains(where: { !$0.platforms.isEmpty }) { return nil }
        return .cannotTell(
            "no project file says whether \(widget.widgetType) is built for watchOS (its families also serve the "
                + "iPhone Lock Screen)", at: widget.location)
    }
}

extension RuleID {
    package static let complicationWithoutMigrator: RuleID = "IA707"
}
