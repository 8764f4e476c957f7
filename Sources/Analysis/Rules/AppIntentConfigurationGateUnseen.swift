import Model

/// IA706: an `AppIntentConfiguration` the audit sees no `#available` around, in a target deployed
/// below iOS 17 / macOS 14 / watchOS 10.
///
/// Such code does not build (the type is iOS 17+), so the app that ships has a gate or a
/// deployment target the audit could not read (a gate in another module, a build setting from
/// outside the tree): whether older systems keep the legacy widget cannot be told here. Proven
/// losses behind a readable gate are IA703's.
package struct AppIntentConfigurationGateUnseen: Rule {
    package let id = RuleID.appIntentConfigurationGateUnseen
    package let title = "AppIntentConfiguration below iOS 17 without a gate the audit can see"
    package let severity = Severity.note
    package let step = 7
    package let effort = EffortScale.mechanical
    package let explanation = """
        AppIntentConfiguration exists from iOS 17 / macOS 14 / watchOS 10, and code that uses it in a target \
        deployed lower does not build without `if #available` or `@available`. The audit sees neither here, so \
        the gate (or the deployment target) is one it cannot read: check that older systems still get the \
        IntentConfiguration of the same kind, or users there lose the widget.
        """
    package let fix =
        "Make sure the configuration is built behind `if #available(iOS 17, *)` with the IntentConfiguration otherwise."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = context.links.flatMap { link in link.appWidgets.map { ($0, link) } }
        return context.inventory.widgets.filter {
            $0.configuration == "AppIntentConfiguration" && $0.availability == nil
        }.compactMap { widget in
            guard context.deployment.isBuilt(widget.location), !context.deployment.isUnknown else { return nil }
            let needing = context.deployment.platformsNeedingLegacy(for: [widget.location], widget: true)
            guard !needing.isEmpty else { return nil }
            let link = owners.first { $0.0 == widget }?.1
            // An IntentConfiguration of the same widget, kind or intent keeps the widget there anyway.
            guard
                !AppIntentConfigurationWithoutFallback.twins(of: widget, link, context).contains(where: {
                    $0.live != false
                })
            else { return nil }
            return finding(
                intent: link?.className ?? widget.intentType, key: widget.widgetType, at: widget.location,
                "\(widget.widgetType)'s AppIntentConfiguration is not behind an #available the audit can see while "
                    + AppIntentConfigurationWithoutFallback.deployment(needing, context.deployment, widget)
                    + ": such code does not build, so a gate or deployment target was not read; cannot tell "
                    + "whether users there keep the widget")
        }
    }
}

extension RuleID {
    package static let appIntentConfigurationGateUnseen: RuleID = "IA706"
}
