/// A use of an API that exists only from some OS version on, with the `@available`/`#available` gate the
/// code puts around it: what IA910 compares with the deployment targets of the targets compiling it.
public struct GatedUse: Codable, Hashable, Sendable {
    /// The API as the rules name it: `ControlConfigurationIntent`, `WidgetConfigurationIntent`, `supportedModes`.
    public var api: String
    /// The nearest gate's platforms (`iOS 18.0, macOS 26.0`), nil when nothing gates the use.
    public var availability: String?
    public var location: SourceLocation

    public init(api: String, availability: String?, location: SourceLocation) {
        self.api = api
        self.availability = availability
        self.location = location
    }
}

/// One row of an intent's availability matrix: on one platform, from one OS version (up to the next
/// row's), which path serves the user.
public struct ServingRange: Codable, Hashable, Sendable {
    public enum Path: String, Codable, Hashable, Sendable, CaseIterable {
        /// Only the SiriKit intent (its definition, handler, `IntentConfiguration`) ships.
        case legacy
        /// Only the App Intent ships (or only it exists on these systems).
        case appIntent = "app-intent"
        /// Both ship: the system picks (an App Intent carrying the legacy class wins where it exists).
        case both
        /// Neither: users on these systems lose the intent.
        case none
    }

    public var platform: String
    /// The first version of the range: the lowest deployment target, or the version App Intents arrive.
    public var from: String
    /// The first version after the range; nil for "and later".
    public var below: String?
    public var path: Path

    public init(platform: String, from: String, below: String?, path: Path) {
        self.platform = platform
        self.from = from
        self.below = below
        self.path = path
    }
}
