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
            let twins = Self.twins(of: widget, link, context)
            guard widget.availability != nil, replacesLegacy(widget, link), !twins.contains(where: { $0.live == true })
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
            proof += twins.map { twin in
                let condition = "#if " + twin.widget.conditions.joined(separator: " && ")
                if twin.live == false {
                    return ProofStep(
                        "\(twin.widget.widgetType)'s IntentConfiguration (kind \(twin.widget.kindLabel)) is compiled "
                            + "only under \(condition), which \(twin.builders) does not set in its shipping "
                            + "configurations (\(twin.configurations))", at: twin.widget.location)
                }
                return .cannotTell(
                    "\(twin.widget.widgetType)'s IntentConfiguration (kind \(twin.widget.kindLabel)) is compiled only "
                        + "under \(condition), which the audit cannot evaluate for \(twin.builders); if it is "
                        + "built there it is the fallback", at: twin.widget.location)
            }
            proof += Self.possibleTwins(of: widget, context).map { ProofSteps.kind($0, comparedWith: widget.kindLabel) }
            return finding(
                intent: link?.className ?? widget.intentType, key: widget.widgetType, at: widget.location,
                "\(widget.widgetType)'s AppIntentConfiguration \(problem) while \(deployment): users there lose the widget",
                proof: proof)
        }
    }

    /// The IntentConfigurations built with the widget (same target, or anywhere when no project file
    /// tells) whose kind the audit cannot resolve: each may be its fallback without the audit seeing
    /// it, a "cannot tell", never a proven loss.
    static func possibleTwins(of widget: WidgetConfiguration, _ context: RuleContext) -> [WidgetConfiguration] {
        context.inventory.widgets.filter { candidate in
            candidate.configuration == "IntentConfiguration" && candidate.kind == nil
                && context.deployment.isBuilt(candidate.location) && sameTarget(candidate, widget, context)
        }
    }

    /// A fallback candidate: an IntentConfiguration of the same widget, kind or legacy intent that a
    /// target building the widget builds too (any file, any folder; another target's widget is
    /// another widget), and whether its `#if` conditions are live in the shipping configurations
    /// of the targets that build the widget (nil: cannot tell).
    struct Twin {
        var widget: WidgetConfiguration
        var live: Bool?
        /// `TrailWidgets` / `the targets that build it`, for sentences.
        var builders: String
        var configurations: String
    }

    static func twins(of widget: WidgetConfiguration, _ link: IntentLink?, _ context: RuleContext) -> [Twin] {
        let legacy = Set((link?.legacyWidgets ?? []).map(\.location))
        let owners = context.deployment.targets(containing: [widget.location])
        let conditions = context.deployment.conditions
        return context.inventory.widgets.filter { candidate in
            candidate.configuration == "IntentConfiguration" && context.deployment.isBuilt(candidate.location)
                && (candidate.widgetType == widget.widgetType || legacy.contains(candidate.location)
                    || (candidate.kind != nil && candidate.kindLabel == widget.kindLabel))
                && sameTarget(candidate, widget, context)
        }.map { candidate in
            let builders = owners.filter { $0.contains(candidate.location.path) }
            let answers = Set(builders.map { conditions.isLive(candidate.conditions, in: $0) })
            let live: Bool? =
                candidate.conditions.isEmpty ? true : builders.isEmpty ? nil : answers.count == 1 ? answers.first! : nil
            let configurations = Set(builders.flatMap { conditions.shipping($0).map(\.configuration) }).sorted()
            return Twin(
                widget: candidate, live: live,
                builders: builders.isEmpty
                    ? "the targets that build it" : builders.map(\.target).sorted().joined(separator: ", "),
                configurations: configurations.joined(separator: ", "))
        }
    }

    /// Whether a target that builds the widget builds the candidate too (true when no project file says).
    private static func sameTarget(
        _ candidate: WidgetConfiguration, _ widget: WidgetConfiguration, _ context: RuleContext
    ) -> Bool {
        let owners = Set(context.deployment.targets(containing: [widget.location]).map(\.target))
        guard !owners.isEmpty else { return true }
        let builders = Set(context.deployment.targets(containing: [candidate.location]).map(\.target))
        return builders.isEmpty || !builders.isDisjoint(with: owners)
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
