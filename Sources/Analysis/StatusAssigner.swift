import Model

/// Gives each legacy intent exactly one coexistence status, with the reason in words.
///
/// Precedence: `system-domain`; then `at-risk` (any error-level finding on the intent); then
/// `legacy-only` (no counterpart); `coexisting` while the counterpart's `perform()` still throws the
/// scaffold's `NotPortedError`; `migrated` (nothing of the legacy path left); `ready-to-retire`
/// (the deployment targets are all at or above the App Intents minimum: iOS 16 / macOS 13 /
/// watchOS 9, or iOS 17 / macOS 14 / watchOS 10 for widget intents); otherwise `coexisting`.
/// With no deployment target known anywhere the legacy path is assumed needed. Legacy files no
/// build target compiles do not count as shipping (`IntentLink.deadFiles`); without an Xcode
/// project every file is taken to ship, and a `ready-to-retire` reason says so.
package struct StatusAssigner {
    package var deployment: DeploymentPolicy
    package var configuration = AuditConfiguration()

    package func status(of link: IntentLink, errors: [Finding]) -> (CoexistenceStatus, String) {
        if link.isSystemDomain {
            return (
                .systemDomain,
                "\(link.className) is a system SiriKit domain intent; only custom intents migrate "
                    + "through CustomIntentMigratedAppIntent"
            )
        }
        if !errors.isEmpty {
            let rules = Set(errors.map(\.rule)).sorted().joined(separator: ", ")
            return (
                .atRisk, "\(errors.count) error finding\(errors.count == 1 ? "" : "s") (\(rules)): \(errors[0].message)"
            )
        }
        guard let counterpart = link.counterpart else {
            if configuration.counterparts[link.className] == CounterpartMatcher.noReplacement {
                return (.legacyOnly, "the configuration says \(link.className) has no replacement (counterparts: none)")
            }
            let possible = link.possibleCounterpart.map {
                "; possible replacement: \($0.name) (\(link.possibleEvidence)), confirm with `counterparts:` in "
                    + ".intent-audit.yml"
            }
            return (
                .legacyOnly,
                "no App Intent has intentClassName \"\(link.className)\", is mapped to it in the "
                    + "configuration, or is named like \(NameConvention.candidates(for: link.className, classPrefix: link.definition?.classPrefix)[0])"
                    + (possible ?? "")
                    + link.ruledOut.map { "; not a replacement: \($0)" }.joined()
            )
        }
        if counterpart.performIsNotPorted {
            return (
                .coexisting,
                "\(counterpart.name) carries \(link.className) but its perform() still throws the scaffold's "
                    + "NotPortedError (\(counterpart.location)): until the handler is ported, the legacy path must stay"
            )
        }
        if !link.legacyStillWired {
            // "carries" only when it does (CustomIntentMigratedAppIntent with the class name); otherwise
            // the reason says what replaced the intent and that nothing is carried over (IA201 says
            // whether a user loses anything).
            let carries =
                ProofSteps.carries(link, counterpart)
                ? "\(counterpart.name) carries \(link.className)"
                : "\(counterpart.name) replaces \(link.className) but does not carry it (no "
                    + "CustomIntentMigratedAppIntent with its class name: shortcuts saved with it are not carried over)"
            let stale = Set(link.staleListings.map(\.path)).sorted()
            let listed =
                stale.isEmpty
                ? "" : "; \(stale.joined(separator: ", ")) still list\(stale.count == 1 ? "s" : "") it: a stale entry"
            if !link.deadFiles.isEmpty {
                return (
                    .migrated,
                    carries + "; its legacy files are still on disk but no "
                        + "build target compiles them (\(link.deadFiles.joined(separator: ", ")))" + listed
                )
            }
            if !stale.isEmpty {
                return (
                    .migrated,
                    carries + " and no definition, handler, widget or donation "
                        + "of it remains" + listed
                )
            }
            return (
                .migrated,
                carries + " and no definition, handler, widget, "
                    + "donation or Info.plist entry of it remains"
            )
        }
        if deployment.isUnknown {
            return (
                .coexisting,
                "\(counterpart.name) exists and no deployment target was found, so older systems "
                    + "are assumed to still need the SiriKit path"
            )
        }
        let needing = Self.needing(link, deployment)
        if needing.isEmpty {
            // Only the platforms deployed to, at their App Intents minimum.
            let minimum = deployment.appIntentsFloors(for: link.deploymentGroups, widget: link.isWidgetIntent)
                .joined(separator: " / ")
            let unknown =
                link.membershipKnown
                ? "" : " (no project file says which files are built, so every legacy file on disk is taken to ship)"
            return (
                .readyToRetire,
                "\(counterpart.name) covers every supported system (all targets at or above "
                    + "\(minimum)) but the legacy \(link.className) path still ships" + unknown
            )
        }
        return (
            .coexisting,
            "\(counterpart.name) exists; \(needing.joined(separator: ", ")) still needs the "
                + "legacy \(link.className) path"
        )
    }

    /// The systems that still need the legacy path, with the targets that bring them there: Siri and
    /// Shortcuts where the definition and handlers are built (App Intents from iOS 16); for a widget
    /// intent also where its widgets are built (App Intents widgets from iOS 17), so a widget
    /// extension's own deployment target is named, not the app's.
    static func needing(_ link: IntentLink, _ deployment: DeploymentPolicy) -> [String] {
        let widgetLocations = (link.legacyWidgets + link.appWidgets).map(\.location)
        guard link.isWidgetIntent, !widgetLocations.isEmpty, !deployment.targets(containing: widgetLocations).isEmpty
        else { return deployment.needingLegacyWords(for: link.deploymentGroups, widget: link.isWidgetIntent) }
        var result = deployment.needingLegacyWords(for: [widgetLocations], widget: true)
        for words in deployment.needingLegacyWords(for: link.deploymentGroups, widget: false)
        where !result.contains(words) {
            result.append(words)
        }
        return result
    }
}
