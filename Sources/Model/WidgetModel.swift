/// A widget configuration: `IntentConfiguration`, `AppIntentConfiguration` or `StaticConfiguration`
/// inside a `Widget`'s `body` (or a helper it calls).
public struct WidgetConfiguration: Codable, Hashable, Sendable {
    /// The `Widget` type (or the function) the configuration is built in.
    public var widgetType: String
    /// `IntentConfiguration`, `AppIntentConfiguration` or `StaticConfiguration`.
    public var configuration: String
    /// The kind string when it is a literal or a constant in the tree; nil otherwise.
    public var kind: String?
    /// The kind as written (`"Steps"`, `Self.kind`, `WidgetKinds.steps`).
    public var kindExpression: String
    /// The intent type (`intent: X.self`, or the provider's `Intent` associated type).
    public var intentType: String?
    public var providerType: String?
    /// The provider's protocol: `IntentTimelineProvider`, `AppIntentTimelineProvider`, `TimelineProvider`.
    public var providerProtocol: String?
    /// The `#available`/`@available` condition guarding this configuration (`iOS 17.0`), nil when none.
    public var availability: String?
    /// The families `.supportedFamilies([…])` lists on it (`accessoryCircular`), as written; empty when not set.
    public var families: [String] = []
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    /// Whether it serves the watch face or the Lock Screen (an `accessory…` family): a complication.
    public var servesAccessories: Bool { families.contains { $0.hasPrefix("accessory") } }

    package init(
        widgetType: String,
        configuration: String,
        kind: String? = nil,
        kindExpression: String,
        intentType: String? = nil,
        providerType: String? = nil,
        providerProtocol: String? = nil,
        availability: String? = nil,
        families: [String] = [],
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.families = families
        self.widgetType = widgetType
        self.configuration = configuration
        self.kind = kind
        self.kindExpression = kindExpression
        self.intentType = intentType
        self.providerType = providerType
        self.providerProtocol = providerProtocol
        self.availability = availability
        self.location = location
        self.conditions = conditions
    }
}

/// A timeline provider, with the facts the rules need.
public struct WidgetProvider: Codable, Hashable, Sendable {
    public var typeName: String
    /// `IntentTimelineProvider`, `AppIntentTimelineProvider`, `TimelineProvider`.
    public var protocolName: String
    /// The intent type, from `typealias Intent = X` or the method signatures.
    public var intentType: String?
    public var hasRecommendations: Bool = false
    /// What `placeholder(in:)` does beyond building static values (calls that look like I/O or store
    /// access), as written; empty when it only builds data.
    public var placeholderWork: [String] = []
    public var placeholderLocation: SourceLocation?
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        typeName: String,
        protocolName: String,
        intentType: String? = nil,
        hasRecommendations: Bool = false,
        placeholderWork: [String] = [],
        placeholderLocation: SourceLocation? = nil,
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.typeName = typeName
        self.protocolName = protocolName
        self.intentType = intentType
        self.hasRecommendations = hasRecommendations
        self.placeholderWork = placeholderWork
        self.placeholderLocation = placeholderLocation
        self.location = location
        self.conditions = conditions
    }
}

/// A `WidgetBundle` and the widgets it lists.
public struct WidgetBundleInfo: Codable, Hashable, Sendable {
    public var typeName: String
    public var widgets: [String]
    public var location: SourceLocation
    /// The listed widgets and controls that sit under `if #available(…)`: name → the gate's platforms.
    public var gates: [String: String] = [:]
    /// The listed widgets and controls listed only in the `else` of an `if #available(…)` (only
    /// below its versions): name → the gate's platforms.
    public var fallbacks: [String: String] = [:]
    /// The `#if` conditions the bundle's declaration sits under (`os(iOS)`).
    public var conditions: CompilationConditions = []
    /// The listed widgets and controls that sit under an `#if` inside the body: name → those
    /// conditions (added to the bundle's own).
    public var entryConditions: [String: CompilationConditions] = [:]

    package init(
        typeName: String,
        widgets: [String],
        location: SourceLocation
    ) {
        self.typeName = typeName
        self.widgets = widgets
        self.location = location
    }
}

/// A control (iOS 18, macOS 26, watchOS 26): an `AppIntentControlConfiguration` or
/// `StaticControlConfiguration` inside a `ControlWidget`'s `body` (or a helper it calls).
public struct ControlConfiguration: Codable, Hashable, Sendable {
    /// The `ControlWidget` type (or the function) the configuration is built in.
    public var controlType: String
    /// `AppIntentControlConfiguration` or `StaticControlConfiguration`.
    public var configuration: String
    /// The kind string when it is a literal or a constant in the tree; nil otherwise.
    public var kind: String?
    /// The kind as written.
    public var kindExpression: String
    /// The `ControlConfigurationIntent` (`intent: X.self`, or the value provider's `Intent`).
    public var intentType: String?
    /// `provider: X()` → `X`.
    public var providerType: String?
    /// The intents the control runs (`ControlWidgetButton(action: X())`, `ControlWidgetToggle(…, action: X())`),
    /// sorted, without repeats.
    public var actionIntents: [String] = []
    /// The `#available`/`@available` condition guarding this configuration (`iOS 18.0`), nil when none.
    public var availability: String?
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        controlType: String, configuration: String, kind: String? = nil, kindExpression: String,
        intentType: String? = nil, providerType: String? = nil, actionIntents: [String] = [],
        availability: String? = nil, location: SourceLocation, conditions: CompilationConditions = []
    ) {
        self.controlType = controlType
        self.configuration = configuration
        self.kind = kind
        self.kindExpression = kindExpression
        self.intentType = intentType
        self.providerType = providerType
        self.actionIntents = actionIntents
        self.availability = availability
        self.location = location
        self.conditions = conditions
    }

    /// The configurations a `ControlWidget` builds.
    public static let configurationNames: Set<String> = ["AppIntentControlConfiguration", "StaticControlConfiguration"]
}
