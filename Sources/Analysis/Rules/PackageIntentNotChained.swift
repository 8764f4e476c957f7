import Model

/// IA907: an App Intent compiled only into a framework or Swift package with no `AppIntentsPackage`
/// chain to the app.
package struct PackageIntentNotChained: Rule {
    package let id = RuleID.packageIntentNotChained
    package let title = "Framework or package App Intent without an AppIntentsPackage chain"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.smallType
    package let explanation = """
        App Intents compiled into a framework or a Swift package are extracted into that module's metadata, \
        which the system reads only through the app: Apple's AppIntentsPackage documentation has the module \
        declare a type adopting AppIntentsPackage and the app's own AppIntentsPackage list it in \
        includedPackages (iOS 17, macOS 14, watchOS 10). Without that chain the intents build and are never \
        listed in Shortcuts or Siri, and their entities cannot be resolved. The build does not reject it (the \
        documentation describes no build error), so this names a feature that is missing: a warning. It is an \
        error when the App Intent carries a legacy intent's users (it adopts CustomIntentMigratedAppIntent with \
        that intent's class as intentClassName, a release shipped the legacy intent, and nothing of the legacy \
        path ships any more), or configures an AppIntentConfiguration of a kind an earlier release built (users \
        placed those widgets). It is a note whenever a link cannot be told from the tree: no project file shows \
        the app; no app or extension of the tree links or embeds the framework (it may be embedded by a build \
        phase of another project, or the product assembled outside the tree); or the App Intent is compiled only \
        into Swift package targets — Apple's App Intents documentation also says intent code may be placed in a \
        Swift package imported into each target, so whether the app's metadata lists it without the chain is not \
        settled by the tree (the built app's Metadata.appintents settles it; declaring the chain settles it \
        either way). An App Intent declared `isDiscoverable = false` that carries no legacy users is not \
        flagged: it is not meant to be listed.
        """
    package let fix =
        "Declare `struct XPackage: AppIntentsPackage {}` in the module and list `XPackage.self` in the app's AppIntentsPackage's includedPackages."

    package func check(_ context: RuleContext) -> [Finding] {
        let embedding = FrameworkEmbedding(context.deployment.memberships, bundles: TargetBundles(context.inventory))
        return context.visibility.filter { $0.kind == "app-intent" }.compactMap { seen -> Finding? in
            let unchained = seen.verdict == .needsPackage
            let untold =
                seen.verdict == .unknown && seen.reason?.hasPrefix("no project file shows the app") == true
            guard unchained || untold else { return nil }
            let carried = CarriedUsers.chain(for: seen.name, context)
            let placed = CarriedUsers.placedWidgets(for: seen.name, context)
            guard carried != nil || placed != nil || context.declarations[seen.name]?.isDiscoverable != false else {
                return nil
            }
            let targets = seen.targets.map { "\($0.target) (\($0.bundle.rawValue))" }.joined(separator: ", ")
            let chain = seen.reason ?? "no AppIntentsPackage chain"
            let onlyPackages = !seen.targets.isEmpty && seen.targets.allSatisfy { $0.bundle == .package }
            let missing: ProofStep
            if unchained && !onlyPackages {
                missing = ProofStep(chain)
            } else if unchained {
                missing = .cannotTell(
                    "\(chain); Apple documents the chain for frameworks and also says intent code may be placed in "
                        + "a Swift package imported into each target, so whether the app's metadata lists "
                        + "\(seen.name) without it depends on how Xcode links and extracts the package — the built "
                        + "app's Metadata.appintents would settle it", at: seen.location)
            } else {
                missing = .cannotTell(chain)
            }
            var proof = [
                ProofStep("\(seen.name) is an App Intent", at: seen.location),
                ProofStep("only \(targets) compile\(seen.targets.count == 1 ? "s" : "") \(seen.location.path)"),
            ]
            proof += embedded(seen, context, embedding)
            proof += [
                missing,
                ProofStep(
                    "a framework's or package's App Intents reach the system only through an AppIntentsPackage "
                        + "the app includes"),
            ]
            let message = "\(seen.name) is compiled only into \(targets), and \(chain): the system never reads it"
            if carried == nil, let placed {
                return finding(
                    intent: nil, key: seen.name, at: seen.location,
                    message + ", and the widgets users placed that it configures cannot be configured",
                    proof: placed + proof, severity: .error)
            }
            guard let carried else {
                return finding(intent: nil, key: seen.name, at: seen.location, message, proof: proof)
            }
            return finding(
                intent: carried.link.className, key: seen.name, at: seen.location,
                message + ", and the shortcuts and widgets users saved with \(carried.link.className) have nothing "
                    + "left to run them", proof: carried.steps + proof, severity: .error)
        }
    }

    /// For each framework that compiles the App Intent, whether the tree shows the app or an extension
    /// linking or embedding it: a fact, or what could not be told.
    private func embedded(
        _ seen: DeclarationVisibility, _ context: RuleContext, _ embedding: FrameworkEmbedding
    ) -> [ProofStep] {
        let frameworks = seen.targets.filter { $0.bundle == .framework }.map(\.target)
        return context.deployment.memberships.filter { $0.source == "pbxproj" && frameworks.contains($0.target) }
            .sorted { $0.target < $1.target }.map { framework in
                let product = framework.product ?? framework.target
                if embedding.isEmbedded(framework) {
                    return ProofStep(
                        "an app or extension of the tree links or embeds \(product)", at: framework.location)
                }
                return .cannotTell(
                    "no app or extension of the project files links or embeds \(product): it may be embedded by a "
                        + "build phase of another project or assembled outside the tree, and whether its App "
                        + "Intents reach an app at all is not shown — the app target's frameworks and embed phases "
                        + "would settle it", at: framework.location)
            }
    }
}

extension RuleID {
    package static let packageIntentNotChained: RuleID = "IA907"
}
