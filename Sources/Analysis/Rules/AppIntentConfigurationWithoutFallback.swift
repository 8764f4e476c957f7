import Model

/// IA703: `AppIntentConfiguration` below iOS 17 / macOS 14 / watchOS 10 without an `#available`
/// fallback to `IntentConfiguration`.
package struct AppIntentConfigurationWithoutFallback: Rule {
    package let id = RuleID.appIntentConfigurationWithoutFallback
    package let title = "AppIntentConfiguration without an #available fallback"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.smallType
    package let explanation = """
        AppIntentConfiguration exists from iOS 17 / macOS 14 / watchOS 10. When the deployment target is lower, \
        the widget must return it under `if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *)` and keep the \
        IntentConfiguration (same kind) otherwise; without that, users on older systems lose the widget.
        """
    package let fix =
        "Build the configuration in a factory: `if #available(iOS 17, …) { AppIntentConfiguration } else { IntentConfiguration }`."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = context.links.flatMap { link in link.appWidgets.map { ($0, link) } }
        return context.inventory.widgets.filter { $0.configuration == "AppIntentConfiguration" }.compactMap { widget in
            let link = owners.first { $0.0 == widget }?.1
            let needing = context.deployment.platformsNeedingLegacy(for: [widget.location], widget: true)
            guard !needing.isEmpty, !context.deployment.isUnknown else { return nil }
            let kind = widget.kindLabel
            let fallback = context.inventory.widgets.contains {
                $0.configuration == "IntentConfiguration"
                    && ($0.widgetType == widget.widgetType || $0.kindLabel == kind)
            }
            let replacesLegacy = !(link?.legacyWidgets.isEmpty ?? true)
            guard widget.availability == nil || (replacesLegacy && !fallback) else { return nil }
            let problem =
                widget.availability == nil ? "is not behind #available" : "has no IntentConfiguration fallback"
            return finding(
                intent: link?.className ?? widget.intentType, key: widget.widgetType, at: widget.location,
                "\(widget.widgetType)'s AppIntentConfiguration \(problem) while the deployment target is "
                    + needing.joined(separator: ", ") + ": users there lose the widget")
        }
    }
}

extension RuleID {
    package static let appIntentConfigurationWithoutFallback: RuleID = "IA703"
}
