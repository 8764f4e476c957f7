import Model

/// IA907: an App Intent compiled only into a framework or Swift package with no `AppIntentsPackage`
/// chain to the app.
package struct PackageIntentNotChained: Rule {
    package let id = RuleID.packageIntentNotChained
    package let title = "Framework or package App Intent without an AppIntentsPackage chain"
    package let severity = Severity.error
    package let step = 9
    package let effort = EffortScale.smallType
    package let explanation = """
        App Intents compiled into a framework or a Swift package are extracted into that module's metadata, \
        which the system reads only through the app: the module declares a type adopting AppIntentsPackage, and \
        the app's own AppIntentsPackage lists it in includedPackages (iOS 17, macOS 14, watchOS 10). Without that \
        chain the intents build and are never listed in Shortcuts or Siri, and their entities cannot be resolved. \
        When no project file shows the app, an unchained package is a note. So is an App Intent compiled only \
        into Swift package targets: Apple's App Intents documentation also says intent code may be placed in a \
        Swift package imported into each target, so whether the app's metadata lists it without the chain is not \
        settled by the tree (the built app's Metadata.appintents settles it; declaring the chain settles it either \
        way).
        """
    package let fix =
        "Declare `struct XPackage: AppIntentsPackage {}` in the module and list `XPackage.self` in the app's AppIntentsPackage's includedPackages."

    package func check(_ context: RuleContext) -> [Finding] {
        context.visibility.filter { $0.kind == "app-intent" }.compactMap { seen -> Finding? in
            let unchained = seen.verdict == .needsPackage
            let untold =
                seen.verdict == .unknown && seen.reason?.hasPrefix("no project file shows the app") == true
            guard unchained || untold else { return nil }
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
            return finding(
                intent: nil, key: seen.name, at: seen.location,
                "\(seen.name) is compiled only into \(targets), and \(chain): the system never reads it",
                proof: [
                    ProofStep("\(seen.name) is an App Intent", at: seen.location),
                    ProofStep("only \(targets) compile\(seen.targets.count == 1 ? "s" : "") \(seen.location.path)"),
                    missing,
                    ProofStep(
                        "a framework's or package's App Intents reach the system only through an AppIntentsPackage "
                            + "the app includes"),
                ])
        }
    }
}

extension RuleID {
    package static let packageIntentNotChained: RuleID = "IA907"
}
