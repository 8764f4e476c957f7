import Model

/// An intent's availability matrix: for each platform the targets that build it deploy to, the OS
/// version ranges and which path serves the user in each — the legacy SiriKit intent, the App Intent,
/// both, or none.
///
/// The legacy path serves every version while any of it still ships (`IntentLink.legacyStillWired`).
/// The App Intent serves from the version App Intents arrive (iOS 16 / macOS 13 / watchOS 9 / tvOS 16;
/// for a widget's configuration intent iOS 17 / macOS 14 / watchOS 10) or its own `@available`, whichever
/// is later, when some target builds it.
package enum ServingMatrix {
    package static func ranges(_ link: IntentLink, deployment: DeploymentPolicy) -> [ServingRange] {
        guard !deployment.isUnknown else { return [] }
        let floors = deployment.lowest(for: link.deploymentGroups)
        let legacy = link.legacyStillWired
        let appIntent = link.counterpart.map { deployment.isBuilt($0.location) } ?? false
        let thresholds = link.isWidgetIntent ? DeploymentPolicy.widgetAppIntents : DeploymentPolicy.appIntents
        return floors.keys.sorted().flatMap { platform -> [ServingRange] in
            guard let floor = floors[platform] else { return [] }
            var arrives = thresholds[platform] ?? floor
            if let gated = AvailabilityGate.versions(link.counterpart?.availability)[platform],
                DeploymentPolicy.isLower(arrives, than: gated)
            {
                arrives = gated
            }
            let later = path(legacy: legacy, appIntent: appIntent)
            guard DeploymentPolicy.isLower(floor, than: arrives) else {
                return [ServingRange(platform: platform, from: floor, below: nil, path: later)]
            }
            let earlier: ServingRange.Path = legacy ? .legacy : .none
            // The same path on both sides of the version App Intents arrive is one range.
            guard earlier != later else {
                return [ServingRange(platform: platform, from: floor, below: nil, path: later)]
            }
            return [
                ServingRange(platform: platform, from: floor, below: arrives, path: earlier),
                ServingRange(platform: platform, from: arrives, below: nil, path: later),
            ]
        }
    }

    private static func path(legacy: Bool, appIntent: Bool) -> ServingRange.Path {
        switch (legacy, appIntent) {
        case (true, true): .both
        case (true, false): .legacy
        case (false, true): .appIntent
        case (false, false): .none
        }
    }
}
