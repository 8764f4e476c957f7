import Model

/// Works out, for every App Intents declaration and widget, which targets compile it and whether the
/// system will read it from them ("seen by"): the verdict rules IA906/IA907 and the reports use.
package enum VisibilityResolver {
    package static func resolve(_ inventory: Inventory, deployment: DeploymentPolicy) -> [DeclarationVisibility] {
        let bundles = TargetBundles(inventory)
        let chain = PackageChain(inventory, deployment: deployment, bundles: bundles)
        var result = inventory.appIntents.map { declaration in
            visibility(
                name: declaration.name, kind: kind(of: declaration), at: declaration.location,
                inventory, deployment, bundles, chain)
        }
        var widgets: Set<String> = []
        for widget in inventory.widgets.sorted(by: { $0.location < $1.location })
        where widgets.insert(widget.widgetType).inserted {
            let kind = isComplication(widget, deployment, bundles) ? "complication" : "widget"
            result.append(
                visibility(
                    name: widget.widgetType, kind: kind, at: widget.location, inventory, deployment, bundles, chain)
            )
        }
        var controls: Set<String> = []
        for control in inventory.controls.sorted(by: { $0.location < $1.location })
        where controls.insert(control.controlType).inserted {
            result.append(
                visibility(
                    name: control.controlType, kind: "control", at: control.location, inventory, deployment, bundles,
                    chain))
        }
        return result.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    /// For a widget or a control, whether WidgetKit loads it from the bundle (only from a widget
    /// extension; the app's App Intents metadata does not make a widget appear): `reads` says that,
    /// not whether App Intents metadata is read there. A framework or package compiles what a widget
    /// extension may list: cannot tell from the target alone.
    private static func widgetKitBundle(_ target: SeenByTarget) -> SeenByTarget {
        var served = target
        switch target.bundle {
        case .widgetExtension: served.reads = true
        case .unknownExtension, .framework, .package: served.reads = nil
        default: served.reads = false
        }
        return served
    }

    /// A WidgetKit widget is a complication when every widget extension that compiles it builds only for
    /// watchOS (its `SDKROOT`/`SUPPORTED_PLATFORMS`, or its deployment targets when those are all the
    /// files say): on the watch, a widget is placed on a face. Compiled also for another platform, or
    /// into no widget extension the files place, it stays a widget.
    private static func isComplication(
        _ widget: WidgetConfiguration, _ deployment: DeploymentPolicy, _ bundles: TargetBundles
    ) -> Bool {
        let extensions = deployment.targets(containing: [widget.location]).filter {
            bundles.bundle(of: $0).bundle == .widgetExtension
        }
        return !extensions.isEmpty
            && extensions.allSatisfy { target in
                let platforms = target.platforms.isEmpty ? target.deploymentTargets.map(\.platform) : target.platforms
                return !platforms.isEmpty && platforms.allSatisfy { $0 == "watchOS" }
            }
    }

    /// The declaration's main role.
    package static func kind(of declaration: AppIntentDeclaration) -> String {
        let order = [
            "app-intent", "app-entity", "app-enum", "entity-query", "dynamic-options-provider",
            "app-shortcuts-provider", "app-intents-package", "app-intents-extension",
        ]
        return order.first { declaration.roles.contains($0) } ?? declaration.roles.first ?? "app-intent"
    }

    private static func visibility(
        name: String, kind: String, at location: SourceLocation, _ inventory: Inventory,
        _ deployment: DeploymentPolicy, _ bundles: TargetBundles, _ chain: PackageChain
    ) -> DeclarationVisibility {
        let memberships = deployment.targets(containing: [location])
        let servedByWidgetKit = ["widget", "complication", "control"].contains(kind)
        let targets = memberships.map {
            servedByWidgetKit ? widgetKitBundle(bundles.bundle(of: $0)) : bundles.bundle(of: $0)
        }.sorted { $0.target < $1.target }
        let make = { (verdict: DeclarationVisibility.Verdict, reason: String?) in
            DeclarationVisibility(
                name: name, kind: kind, location: location, targets: targets, verdict: verdict, reason: reason)
        }
        if deployment.memberships.isEmpty {
            return make(.unknown, "no project file or package manifest lists the targets")
        }
        if targets.isEmpty {
            return deployment.isBuilt(location)
                ? make(.unknown, "no target the project files name compiles \(location.path)")
                : make(.notBuilt, nil)
        }
        if targets.contains(where: { $0.reads == true }) { return make(.seen, nil) }
        if servedByWidgetKit {
            if let unknown = memberships.sorted(by: { $0.target < $1.target }).first(where: {
                widgetKitBundle(bundles.bundle(of: $0)).reads == nil
            }) {
                let bundle = bundles.bundle(of: unknown).bundle
                return make(
                    .unknown,
                    bundle == .unknownExtension
                        ? bundles.kind(of: unknown).reason
                        : "\(unknown.target) is a \(bundle.rawValue): WidgetKit loads the \(kind) only if a widget "
                            + "extension links it and its widget bundle lists it")
            }
            return make(.notRead, "WidgetKit loads widgets and controls only from a widget extension")
        }
        if let unknown = memberships.sorted(by: { $0.target < $1.target }).first(where: {
            bundles.bundle(of: $0).reads == nil
        }) {
            return make(.unknown, bundles.kind(of: unknown).reason)
        }
        let linked = memberships.filter { [.framework, .package].contains(bundles.bundle(of: $0).bundle) }
        guard !linked.isEmpty else { return make(.notRead, nil) }
        return chain.verdict(for: linked, make)
    }
}
