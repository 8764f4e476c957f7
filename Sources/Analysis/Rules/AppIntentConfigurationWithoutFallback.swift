import Model

/// IA703: `AppIntentConfiguration` below iOS 17 / macOS 14 / watchOS 10 behind an `#available`
/// whose other branch keeps no `IntentConfiguration`.
///
/// Without any gate the audit can see, such code does not build: that case is IA706's "cannot
/// tell" note, not a loss proven here.
/// The deployment target compared with is that of the targets that build the widget's file; a
/// file no target builds is deployed nowhere and gets no finding. Behind a gate, older systems
/// lose something only when a legacy widget of that kind is proven (a widget-eligible definition
/// whose migrated App Intent the configuration uses: placed widgets are mapped by kind, so the
/// legacy one had this kind) and no `IntentConfiguration` of that widget, kind or intent ships.
/// An `EmptyWidgetConfiguration` or `StaticConfiguration` on the older systems keeps none of them.
package struct AppIntentConfigurationWithoutFallback: Rule {
    package let id = RuleID.appIntentConfigurationWithoutFallback
    package let title = "AppIntentConfiguration without an #available fallback"
    package let severity = Severity.error
    package let step = 7
    package let effort = EffortScale.smallType
    package let explanation = """
        AppIntentConfiguration exists from iOS 17 / macOS 14 / watchOS 10. When the deployment target of the \
        widget's target is lower, the widget returns it under `if #available(iOS 17.0, macOS 14.0, watchOS \
        10.0, *)` and must keep the IntentConfiguration (same kind) otherwise; an EmptyWidgetConfiguration or a \
        StaticConfiguration there keeps no placed widget, so users on older systems lose the legacy widget.
        """
    package let fix =
        "Build the configuration in a factory: under `if #available(iOS 17, *)` return the AppIntentConfiguration, else the IntentConfiguration."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = context.links.flatMap { link in link.appWidgets.map { ($0, link) } }
        return context.inventory.widgets.filter { $0.configuration == "AppIntentConfiguration" }.compactMap { widget in
            guard context.deployment.isBuilt(widget.location), !context.deployment.isUnknown else { return nil }
            let link = owners.first { $0.0 == widget }?.1
            let needing = context.deployment.platformsNeedingLegacy(for: [widget.location], widget: true)
            guard !needing.isEmpty else { return nil }
            guard widget.availability != nil, replacesLegacy(widget, link),
                !Self.hasFallback(widget, link, context)
            else { return nil }
            let older = context.inventory.widgets.first {
                $0.widgetType == widget.widgetType && $0.configuration == "StaticConfiguration"
            }
            let problem =
                older == nil
                ? "has no IntentConfiguration fallback"
                : "falls back to a StaticConfiguration, not an IntentConfiguration,"
            let deployment = Self.deployment(needing, context.deployment, widget)
            var proof: [ProofStep] = [
                ProofStep(
                    "\(widget.widgetType) returns an AppIntentConfiguration behind #available(\(widget.availability ?? ""))",
                    at: widget.location),
                ProofStep(deployment.prefix(1).uppercased() + deployment.dropFirst()),
            ]
            if let link, let counterpart = link.counterpart {
                proof += ProofSteps.legacyIntent(link, context)
                proof.append(ProofSteps.carriesClassName(link, counterpart))
                proof.append(
                    ProofStep(
                        "\(link.className) is eligible for widgets and \(counterpart.name) configures this widget: "
                            + "the legacy widget had this kind"))
            }
            proof.append(
                ProofStep("no IntentConfiguration of \(widget.widgetType), of its kind or of its intent ships"))
            proof += Self.possibleTwins(of: widget, context).map { twin in
                twin.kind == nil
                    ? ProofSteps.kind(twin, comparedWith: widget.kindLabel)
                    : .cannotTell(
                        "\(twin.widgetType)'s IntentConfiguration (kind \(twin.kindLabel)) is compiled only under "
                            + "#if \(twin.conditions.joined(separator: " && ")), which the audit cannot evaluate for "
                            + "this target; if it is built there it may be the fallback", at: twin.location)
            }
            return finding(
                intent: link?.className ?? widget.intentType, key: widget.widgetType, at: widget.location,
                "\(widget.widgetType)'s AppIntentConfiguration \(problem) while \(deployment): users there lose the widget",
                proof: proof)
        }
    }

    /// The IntentConfigurations built with the widget (same target, or anywhere when no project file
    /// tells) that could be its fallback without the audit seeing it: a kind it cannot resolve, or a
    /// compilation condition it cannot evaluate. Each is a "cannot tell", never a proven loss.
    static func possibleTwins(of widget: WidgetConfiguration, _ context: RuleContext) -> [WidgetConfiguration] {
        let owners = Set(context.deployment.targets(containing: [widget.location]).map(\.target))
        return context.inventory.widgets.filter { candidate in
            guard candidate.configuration == "IntentConfiguration", context.deployment.isBuilt(candidate.location)
            else { return false }
            if !owners.isEmpty {
                let builders = Set(context.deployment.targets(containing: [candidate.location]).map(\.target))
                if !builders.isEmpty && builders.isDisjoint(with: owners) { return false }
            }
            if candidate.kind == nil { return true }
            return candidate.kind == widget.kind && !candidate.conditions.isEmpty
        }
    }

    /// A shipping IntentConfiguration of the same widget, kind or intent keeps the legacy widget on
    /// older systems (a changed kind is IA701's business).
    static func hasFallback(_ widget: WidgetConfiguration, _ link: IntentLink?, _ context: RuleContext) -> Bool {
        !(link?.legacyWidgets.isEmpty ?? true)
            || context.inventory.widgets.contains {
                $0.configuration == "IntentConfiguration"
                    && ($0.widgetType == widget.widgetType || $0.kindLabel == widget.kindLabel)
            }
    }

    /// Whether a legacy widget of this configuration's kind is proven: the configuration's intent
    /// migrates a widget-eligible legacy intent, whose placed widgets it maps by kind.
    private func replacesLegacy(_ widget: WidgetConfiguration, _ link: IntentLink?) -> Bool {
        guard let link, link.definitionShips, link.definition?.isEligibleForWidgets == true,
            let counterpart = link.counterpart, widget.intentType == counterpart.name
        else { return false }
        return counterpart.roles.contains("custom-intent-migrated") && counterpart.intentClassName == link.className
    }

    /// "the deployment target of StepsWidgets is iOS 16.0", saying where the target came from.
    static func deployment(
        _ needing: [String], _ policy: DeploymentPolicy, _ widget: WidgetConfiguration
    ) -> String {
        let versions = needing.joined(separator: ", ")
        let file = widget.location.path.split(separator: "/").last.map(String.init) ?? widget.location.path
        let configured = needing.allSatisfy { policy.overrides[String($0.prefix { $0 != " " })] != nil }
        if configured { return "the configured deployment target is \(versions)" }
        switch policy.basis(for: [[widget.location]]) {
        case .members(let names):
            // Only the member targets that are below the threshold, with their own versions.
            let low = policy.targets(containing: [widget.location]).filter { names.contains($0.target) }.filter {
                policy.deploymentTargets(of: $0).contains { needing.contains("\($0.platform) \($0.version)") }
            }
            let named = low.isEmpty ? names : Array(Set(low.map(\.target))).sorted()
            return "the deployment target of \(named.joined(separator: ", ")) (which builds \(file)) is \(versions)"
        case .folders(let names):
            return "the deployment target of \(names.joined(separator: ", ")) (named like a folder of \(file); "
                + "no project file lists it) is \(versions)"
        case .everyTarget:
            return "the lowest deployment target of the tree is \(versions) (no project file says which target "
                + "builds \(file))"
        }
    }
}

extension RuleID {
    package static let appIntentConfigurationWithoutFallback: RuleID = "IA703"
}
