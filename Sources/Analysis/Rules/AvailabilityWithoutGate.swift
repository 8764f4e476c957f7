import Model

/// IA910: an API used below the first system that has it, with no `@available`/`#available` gate, in a
/// target that compiles it: controls and `ControlConfigurationIntent` below iOS 18, `supportedModes`
/// below the 26 releases, `WidgetConfigurationIntent` below iOS 17 / macOS 14 / watchOS 10.
///
/// The versions compared with are the deployment targets of each target whose membership holds the
/// file; a target whose deployment target the project files do not give is a "cannot tell" note. A
/// tree with no project file or manifest, or a file no target builds, gets no finding.
package struct AvailabilityWithoutGate: Rule {
    package let id = RuleID.availabilityWithoutGate
    package let title = "API used below its availability without a gate"
    package let severity = Severity.error
    package let step = 9
    package let effort = EffortScale.smallType
    package let explanation = """
        Controls (`ControlWidget`, `AppIntentControlConfiguration`, `StaticControlConfiguration`) and \
        `ControlConfigurationIntent` exist from iOS 18, `supportedModes` from the 26 releases, \
        `WidgetConfigurationIntent` from iOS 17 / macOS 14 / watchOS 10. A target whose deployment target is \
        lower compiles them only behind `@available` on the declaration (or `#available` around the use): \
        without one the target — often the widget extension that also serves older systems — does not build, \
        and adding a control to it breaks every widget it ships.
        """
    package let fix =
        "Mark the declaration @available from the version the API needs (iOS 18 for a control) and list a control in the widget bundle under #available."

    /// One use to check: what it is, in words, and where its gate was read.
    struct Use {
        var name: String
        var api: String
        var words: String
        var availability: String?
        var location: SourceLocation
    }

    package func check(_ context: RuleContext) -> [Finding] {
        guard !context.deployment.memberships.isEmpty else { return [] }
        var uses = context.inventory.appIntents.flatMap { declaration in
            declaration.gatedUses.map { use in
                Use(
                    name: declaration.name, api: use.api,
                    words: use.api == "supportedModes"
                        ? "\(declaration.name) declares supportedModes" : "\(declaration.name) adopts \(use.api)",
                    availability: use.availability, location: use.location)
            }
        }
        uses += context.inventory.controls.map { control in
            Use(
                name: control.controlType, api: "control",
                words: "\(control.controlType) builds a \(control.configuration)", availability: control.availability,
                location: control.location)
        }
        // A control marked available from iOS 18 must also be listed under #available in its bundle (an
        // ungated control is reported once, where it is built).
        let controls = Set(context.inventory.controls.filter { $0.availability != nil }.map(\.controlType))
        for bundle in context.inventory.widgetBundles {
            for name in bundle.widgets where controls.contains(name) {
                uses.append(
                    Use(
                        name: bundle.typeName + "." + name, api: "control",
                        words: "\(bundle.typeName) lists the control \(name)", availability: bundle.gates[name],
                        location: bundle.location))
            }
        }
        return uses.compactMap { check($0, context) }
    }

    private func check(_ use: Use, _ context: RuleContext) -> Finding? {
        guard let needs = AvailabilityGate.requirements[use.api], context.deployment.isBuilt(use.location) else {
            return nil
        }
        let members = context.deployment.targets(containing: [use.location]).sorted { $0.target < $1.target }
        var failing: [ProofStep] = []
        var first: (target: String, platform: String, deployed: String, needed: String)?
        var unknown: [ProofStep] = []
        for member in members {
            let deployments = context.deployment.deploymentTargets(of: member).filter { needs[$0.platform] != nil }
            if deployments.isEmpty {
                if member.platforms.isEmpty || member.platforms.contains(where: { needs[$0] != nil }) {
                    unknown.append(
                        .cannotTell(
                            "the project files give no deployment target of \(member.target), which compiles "
                                + use.location.path, at: member.location))
                }
                continue
            }
            for deployment in deployments {
                guard let needed = needs[deployment.platform],
                    DeploymentPolicy.isLower(deployment.version, than: needed),
                    !AvailabilityGate.covers(use.availability, platform: deployment.platform, version: needed)
                else { continue }
                if first == nil { first = (member.target, deployment.platform, deployment.version, needed) }
                failing.append(ProofStep("\(member.target) compiles \(use.location.path)", at: member.location))
                failing.append(
                    ProofStep(
                        "\(member.target) deploys to \(deployment.platform) \(deployment.version)",
                        at: deployment.location))
            }
        }
        guard let first else {
            guard !unknown.isEmpty, !use.isGatedEverywhere(needs) else { return nil }
            return finding(
                intent: nil, key: "\(use.api)|\(use.name)|\(use.location.line)", at: use.location,
                "\(use.words), which needs \(Self.words(needs)), with no gate",
                proof: [ProofStep(use.words, at: use.location)] + unknown)
        }
        let gate =
            use.availability.map {
                ProofStep("its gate, \($0), does not reach \(first.platform) \(first.needed)", at: use.location)
            }
            ?? ProofStep(
                "no @available or #available gate is around it (the declaration, its member, its type, or the "
                    + "path from a widget's body)")
        return finding(
            intent: nil, key: "\(use.api)|\(use.name)|\(use.location.line)", at: use.location,
            "\(use.words), which needs \(first.platform) \(first.needed), but \(first.target) deploys to "
                + "\(first.platform) \(first.deployed) and "
                + (use.availability.map { "its gate (\($0)) is lower" } ?? "nothing gates it")
                + ": \(first.target) does not build",
            fix: "Gate it with @available(\(first.platform) \(first.needed), *) on the declaration (or raise "
                + "\(first.target)'s deployment target to \(first.platform) \(first.needed)).",
            proof: [ProofStep("\(use.words): it exists from \(Self.words(needs))", at: use.location)] + failing
                + [gate])
    }

    private static func words(_ needs: [String: String]) -> String {
        needs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

extension AvailabilityWithoutGate.Use {
    /// Whether the gate already covers every platform the API needs (nothing left to tell).
    fileprivate func isGatedEverywhere(_ needs: [String: String]) -> Bool {
        needs.allSatisfy { AvailabilityGate.covers(availability, platform: $0.key, version: $0.value) }
    }
}

extension RuleID {
    package static let availabilityWithoutGate: RuleID = "IA910"
}
