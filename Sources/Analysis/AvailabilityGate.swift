import Model

/// Reads the platforms an `@available`/`#available` gate guarantees (`iOS 18.0, macOS 26.0`,
/// `iOSApplicationExtension 18.0`) and the versions the APIs IA910 checks need.
package enum AvailabilityGate {
    /// What each API needs, platform → first version, as Apple's pages give them. Controls
    /// (`ControlWidget`, `StaticControlConfiguration`, `AppIntentControlConfiguration`): iOS 18,
    /// macOS 26, watchOS 26 (Mac Catalyst builds against the iOS deployment target); `supportedModes`:
    /// the 26 releases. Adopting a newer protocol (`ControlConfigurationIntent`,
    /// `WidgetConfigurationIntent`) is not among them: Swift accepts it in an inheritance clause below
    /// the protocol's version and checks the uses of the conformance instead (the configuration that
    /// takes the intent, itself one of these APIs or IA703's).
    package static let requirements: [String: [String: String]] = [
        "control": ["iOS": "18.0", "macOS": "26.0", "watchOS": "26.0"],
        "supportedModes": ["iOS": "26.0", "macOS": "26.0", "watchOS": "26.0", "tvOS": "26.0", "visionOS": "26.0"],
    ]

    /// Spellings of a platform in `@available` → the platform the deployment targets name.
    private static let aliases = [
        "iOSApplicationExtension": "iOS", "macOSApplicationExtension": "macOS", "OSX": "macOS",
        "OSXApplicationExtension": "macOS", "watchOSApplicationExtension": "watchOS",
        "tvOSApplicationExtension": "tvOS", "visionOSApplicationExtension": "visionOS", "xrOS": "visionOS",
    ]

    /// Platform → version, for the platforms the gate names with a version.
    package static func versions(_ written: String?) -> [String: String] {
        var result: [String: String] = [:]
        for part in (written ?? "").split(separator: ",") {
            let words = part.split(separator: " ").map(String.init)
            guard words.count == 2, words[1].first?.isNumber == true else { continue }
            let platform = aliases[words[0]] ?? words[0]
            if let known = result[platform], !DeploymentPolicy.isLower(known, than: words[1]) { continue }
            result[platform] = words[1]
        }
        return result
    }

    /// Whether the gate guarantees at least `version` on `platform`.
    package static func covers(_ written: String?, platform: String, version: String) -> Bool {
        guard let gated = versions(written)[platform] else { return false }
        return !DeploymentPolicy.isLower(gated, than: version)
    }
}
