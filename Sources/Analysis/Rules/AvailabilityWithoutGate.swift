import Model

/// IA910: an API used below the first system that has it, with no `@available`/`#available` gate, in a
/// target that compiles it: controls below iOS 18 / macOS 26 / watchOS 26, `supportedModes` below the
/// 26 releases. Adopting `ControlConfigurationIntent` or `WidgetConfigurationIntent` is not such a use:
/// Swift accepts a newer protocol in an inheritance clause.
///
/// The versions compared with are the deployment targets of each target whose membership holds the
/// file, platform by platform: a target that builds for iOS and macOS is checked against both, and code
/// under `#if os(iOS)` only against iOS. A target whose deployment target the project files do not give,
/// or an `#if` the audit cannot evaluate for that target, is a "cannot tell" note. A tree with no project
/// file or manifest, or a file no target builds, gets no finding.
package struct AvailabilityWithoutGate: Rule {
    package let id = RuleID.availabilityWithoutGate
    package let title = "API used below its availability without a gate"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.smallType
    package let explanation = """
        Controls (`ControlWidget`, `AppIntentControlConfiguration`, `StaticControlConfiguration`) exist from iOS 18, \
        macOS 26 and watchOS 26, `supportedModes` (its type `IntentModes`) from the 26 releases. A target whose \
        deployment target is lower compiles them only behind `@available` on the declaration (or `#available` \
        around the use): without one the target — often the widget extension that also serves older systems — \
        does not build, and adding a control to it breaks every widget it ships. Adopting a newer protocol is \
        not such a use: `struct Lamp: ControlConfigurationIntent` (or `WidgetConfigurationIntent`) builds below \
        its version, because Swift accepts a protocol in an inheritance clause before it is introduced and \
        checks each use of the conformance instead. An iOS target that also builds through Mac \
        Catalyst compiles code under `#if targetEnvironment(macCatalyst)` in that build, against the same iOS \
        deployment target (Mac Catalyst versions follow iOS's). The Swift compiler itself rejects the use (an \
        API newer than the deployment target without `@available`/`#available` is a compile error, as Swift's \
        availability documentation says): the target does not build, so no release ships it and no user loses \
        anything — a warning, never an error.
        """
    package let fix =
        "Mark the declaration @available from the version the API needs (iOS 18, macOS 26, watchOS 26 for a control, naming each platform the target builds for) and list a control in the widget bundle under #available."

    /// One use to check: what it is, in words, where its gate was read, and the `#if` conditions it sits
    /// under (a bundle's listing: the bundle's and those around the entry inside its body). A bundle's
    /// listing of a control counts only in targets that also compile the control (`requires`): a target
    /// that compiles the listing without it skips the listing under some `#if`, or fails for another
    /// reason than availability.
    struct Use {
        var name: String
        var api: String
        var words: String
        var availability: String?
        var location: SourceLocation
        var conditions: CompilationConditions = []
        var requires: SourceLocation? = nil
    }

    /// One target that compiles the use for one platform below the version it needs.
    private struct Failure {
        var target: String
        var platform: String
        var deployed: String
        var needed: String
        var steps: [ProofStep]
        var resolved: Bool { steps.allSatisfy(\.resolved) }
    }

    package func check(_ context: RuleContext) -> [Finding] {
        guard !context.deployment.memberships.isEmpty else { return [] }
        var uses = context.inventory.appIntents.flatMap { declaration in
            declaration.gatedUses.map { use in
                Use(
                    name: declaration.name, api: use.api,
                    words: "\(declaration.name) declares \(use.api)",
                    availability: use.availability, location: use.location, conditions: declaration.conditions)
            }
        }
        uses += context.inventory.controls.map { control in
            Use(
                name: control.controlType, api: "control",
                words: "\(control.controlType) builds a \(control.configuration)", availability: control.availability,
                location: control.location, conditions: control.conditions)
        }
        // A control marked available from iOS 18 must also be listed under #available in its bundle (an
        // ungated control is reported once, where it is built).
        let controls = Dictionary(
            context.inventory.controls.filter { $0.availability != nil }.map { ($0.controlType, $0.location) },
            uniquingKeysWith: { first, _ in first })
        for bundle in context.inventory.widgetBundles {
            for name in bundle.widgets {
                guard let control = controls[name] else { continue }
                uses.append(
                    Use(
                        name: bundle.typeName + "." + name, api: "control",
                        words: "\(bundle.typeName) lists the control \(name)", availability: bundle.gates[name],
                        location: bundle.location, conditions: bundle.conditions + (bundle.entryConditions[name] ?? []),
                        requires: control))
            }
        }
        return uses.compactMap { check($0, context) }
    }

    private func check(_ use: Use, _ context: RuleContext) -> Finding? {
        guard let needs = AvailabilityGate.requirements[use.api], context.deployment.isBuilt(use.location) else {
            return nil
        }
        let members = context.deployment.targets(containing: [use.location]).filter { member in
            use.requires.map { member.contains($0.path) } ?? true
        }.sorted { $0.target < $1.target }
        var failures: [Failure] = []
        var unknown: [ProofStep] = []
        for member in members {
            // The platforms the project file or the target's xcconfig files say it builds for.
            let builds = context.deployment.conditions.platforms(of: member)
            let deployments = context.deployment.deploymentTargets(of: member).filter {
                needs[$0.platform] != nil && (builds.isEmpty || builds.contains($0.platform))
            }
            if deployments.isEmpty {
                let platforms = builds.isEmpty ? Array(needs.keys) : builds
                let open = platforms.filter { platform in
                    guard let needed = needs[platform],
                        !AvailabilityGate.covers(use.availability, platform: platform, version: needed)
                    else { return false }
                    return context.deployment.conditions.isLive(use.conditions, in: member, for: platform) != false
                }
                if !open.isEmpty {
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
                let live = context.deployment.conditions.isLive(use.conditions, in: member, for: deployment.platform)
                if live == false { continue }
                var steps = [
                    ProofStep("\(member.target) compiles \(use.location.path)", at: member.location),
                    ProofStep(
                        "\(member.target) deploys to \(deployment.platform) \(deployment.version)",
                        at: deployment.location),
                ]
                // A target whose own settings name no deployment target and no platform was given the
                // tree's: whether it builds for this platform at all is not known.
                if member.deploymentTargets.isEmpty, !builds.contains(deployment.platform) {
                    steps.append(
                        .cannotTell(
                            "the project files do not say whether \(member.target) builds for "
                                + "\(deployment.platform) (\(deployment.platform) \(deployment.version) is another "
                                + "target's or the project's)", at: member.location))
                }
                if live == nil {
                    steps.append(
                        .cannotTell(
                            "whether \(member.target) compiles it for \(deployment.platform): it sits under #if "
                                + use.conditions.joined(separator: " && "), at: use.location))
                }
                failures.append(
                    Failure(
                        target: member.target, platform: deployment.platform, deployed: deployment.version,
                        needed: needed, steps: steps))
            }
        }
        // A proven failure makes the error; the unproven ones are left out of its proof, not the reverse.
        let proven = failures.filter(\.resolved)
        let shown = proven.isEmpty ? Array(failures.prefix(1)) : proven
        guard let first = shown.first else {
            guard !unknown.isEmpty else { return nil }
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
        let platforms = Self.gate(for: shown, keeping: use.availability)
        return finding(
            intent: nil, key: "\(use.api)|\(use.name)|\(use.location.line)", at: use.location,
            "\(use.words), which needs \(first.platform) \(first.needed), but \(first.target) deploys to "
                + "\(first.platform) \(first.deployed) and "
                + (use.availability.map {
                    AvailabilityGate.versions($0)[first.platform] == nil
                        ? "its gate (\($0)) names no \(first.platform) version" : "its gate (\($0)) is lower"
                } ?? "nothing gates it")
                + ": \(first.target) does not build",
            fix: "Gate it with @available(\(platforms), *) on the declaration (or raise "
                + "\(first.target)'s deployment target to \(first.platform) \(first.needed)).",
            proof: [ProofStep("\(use.words): it exists from \(Self.words(needs))", at: use.location)]
                + shown.flatMap(\.steps) + [gate])
    }

    /// The platforms a gate must name: each failing one at the version it needs, with the ones the
    /// existing gate already covers kept (`iOS 18.0, macOS 26.0`).
    private static func gate(for failures: [Failure], keeping written: String?) -> String {
        var versions = AvailabilityGate.versions(written)
        for failure in failures { versions[failure.platform] = failure.needed }
        return versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    private static func words(_ needs: [String: String]) -> String {
        needs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

extension RuleID {
    package static let availabilityWithoutGate: RuleID = "IA910"
}
