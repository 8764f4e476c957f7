/// What the system keys saved state on, for every intent, enum, entity, widget and App Shortcut of
/// one release: the identity model. A saved shortcut, a placed widget or a setting made with one
/// release finds its intent, parameter, case or kind in the next release only through these values,
/// so comparing two releases' models (`--since`, `--baseline`, the automatic lookup) shows what an
/// update orphans. Built by Analysis from the inventory; carried in `report.xml` and the JSON.
public struct IdentityModel: Codable, Hashable, Sendable {
    /// Legacy intents (by class name) and App Intents (by type name), sorted by origin and name.
    public var intents: [IntentIdentity] = []
    /// Legacy enums (definitions) and `AppEnum`s, sorted by origin and name.
    public var enums: [EnumIdentity] = []
    /// `AppEntity` types and the type of their `id`.
    public var entities: [EntityIdentity] = []
    /// Widget and control configurations with their kind and the targets that build them.
    public var widgets: [WidgetIdentity] = []
    /// The intents each `AppShortcutsProvider` lists.
    public var shortcuts: [ShortcutIdentity] = []
    /// Every build target of the tree by name, with the bundle identifiers its configurations set
    /// (empty: not known). The system finds a placed widget again by its extension's bundle
    /// identifier and kind, so a renamed target that keeps its bundle identifier loses nothing.
    /// Nil when the model was read back from a report, which does not keep them.
    public var targetBundleIdentifiers: [String: [String]]? = nil
    /// The bundle identifiers the app targets (application product types) set, written out (no build
    /// setting left in them); nil when the project does not say, or the model was read back from a report.
    public var appBundleIdentifiers: [String]? = nil
    /// ClockKit complication data sources: faces hold their complications until a widget migrator hands
    /// them to WidgetKit. Nil when there are none, and when the model was read back from a report,
    /// which does not keep them.
    public var complications: [ComplicationIdentity]? = nil

    /// Whether `earlier` is another app than this one: both know their app targets' bundle
    /// identifiers and none of the earlier ones is kept. An app's bundle identifier cannot change once
    /// it is on the App Store, so no user of that state updates to this one, and nothing they had can
    /// be lost by it.
    public func isAnotherApp(than earlier: IdentityModel) -> Bool {
        guard let then = earlier.appBundleIdentifiers, let now = appBundleIdentifiers, !then.isEmpty, !now.isEmpty
        else { return false }
        return Set(then).isDisjoint(with: now)
    }

    public init(
        intents: [IntentIdentity] = [], enums: [EnumIdentity] = [], entities: [EntityIdentity] = [],
        widgets: [WidgetIdentity] = [], shortcuts: [ShortcutIdentity] = []
    ) {
        self.intents = intents
        self.enums = enums
        self.entities = entities
        self.widgets = widgets
        self.shortcuts = shortcuts
    }

    public var isEmpty: Bool {
        intents.isEmpty && enums.isEmpty && entities.isEmpty && widgets.isEmpty && shortcuts.isEmpty
            && (complications ?? []).isEmpty
    }
}

/// A ClockKit complication data source of one state: what watch faces hold from it.
public struct ComplicationIdentity: Codable, Hashable, Sendable {
    public var typeName: String
    /// Its descriptors' identifiers (the literal, else the expression as written); empty for a data
    /// source written before watchOS 7, whose complications are families.
    public var descriptors: [String] = []
    /// Whether it declares a `widgetMigrator`.
    public var hasMigrator: Bool
    public var targets: [String] = []
    public var location: SourceLocation

    public init(
        typeName: String, descriptors: [String], hasMigrator: Bool, targets: [String], location: SourceLocation
    ) {
        self.typeName = typeName
        self.descriptors = descriptors
        self.hasMigrator = hasMigrator
        self.targets = targets
        self.location = location
    }
}

/// Where an identity comes from: a `.intentdefinition` (SiriKit) or Swift (App Intents).
public enum IdentityOrigin: String, Codable, Hashable, Sendable, Comparable {
    case legacy
    case appIntents = "app-intents"

    public static func < (a: IdentityOrigin, b: IdentityOrigin) -> Bool { a.rawValue < b.rawValue }
}

/// One intent's identity.
public struct IntentIdentity: Codable, Hashable, Sendable {
    public var origin: IdentityOrigin
    /// The legacy class name, or the App Intent's Swift type name.
    public var typeName: String
    /// What saved shortcuts are keyed on: the legacy class name; an App Intent's declared
    /// `persistentIdentifier`, else its type name.
    public var persistentIdentifier: String
    /// A `CustomIntentMigratedAppIntent`'s `intentClassName`: the legacy class it carries.
    public var intentClassName: String?
    /// Parameters by name and type (the legacy plist type, or the Swift type as written).
    public var parameters: [IdentityParameter] = []
    /// The build targets whose files declare it, sorted; empty when no project file says.
    public var targets: [String] = []
    /// Whether it adopts `DeprecatedAppIntent`, and the type its `IntentDeprecation(replacedBy:)` names.
    public var deprecated: Bool = false
    public var replacedBy: String? = nil
    /// `static var isDiscoverable`, nil when not declared. For a legacy intent: false for a widget's
    /// configuration intent neither configurable in Shortcuts nor eligible for suggestions (no
    /// shortcut was ever made of it), nil otherwise.
    public var isDiscoverable: Bool? = nil
    public var location: SourceLocation

    public init(
        origin: IdentityOrigin, typeName: String, persistentIdentifier: String, intentClassName: String? = nil,
        location: SourceLocation
    ) {
        self.origin = origin
        self.typeName = typeName
        self.persistentIdentifier = persistentIdentifier
        self.intentClassName = intentClassName
        self.location = location
    }
}

/// A parameter's name and type: a saved value is found again only under both.
public struct IdentityParameter: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
    /// Whether the parameter has a default (or is optional): adding it loses nothing.
    public var hasDefault: Bool = false

    public init(name: String, type: String, hasDefault: Bool = false) {
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
    }
}

/// An enum's cases and the value each is saved as.
public struct EnumIdentity: Codable, Hashable, Sendable {
    public var origin: IdentityOrigin
    public var name: String
    public var cases: [IdentityCase] = []
    public var location: SourceLocation

    public init(origin: IdentityOrigin, name: String, cases: [IdentityCase], location: SourceLocation) {
        self.origin = origin
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// One case: its name and its raw value (what an `AppEnum` value is saved as; the name when the
/// case has no string raw value; for a legacy enum, the case name).
public struct IdentityCase: Codable, Hashable, Sendable {
    public var name: String
    public var rawValue: String

    public init(name: String, rawValue: String) {
        self.name = name
        self.rawValue = rawValue
    }
}

/// An entity and the type its saved values are identified by.
public struct EntityIdentity: Codable, Hashable, Sendable {
    public var name: String
    public var idType: String?
    public var location: SourceLocation

    public init(name: String, idType: String?, location: SourceLocation) {
        self.name = name
        self.idType = idType
        self.location = location
    }
}

/// A widget configuration: a placed widget is found again only by its kind, in the target that built it.
public struct WidgetIdentity: Codable, Hashable, Sendable {
    /// The kind string; nil when the audit could not resolve it.
    public var kind: String?
    public var kindExpression: String
    public var widgetType: String
    /// `IntentConfiguration`, `AppIntentConfiguration`, `StaticConfiguration`; for a control,
    /// `AppIntentControlConfiguration` or `StaticControlConfiguration`.
    public var configuration: String
    public var intentType: String?
    public var targets: [String] = []
    public var location: SourceLocation

    /// A control's kind (placed in Control Center, on the Lock Screen, on the Action button), not a widget's.
    public var isControl: Bool { ControlConfiguration.configurationNames.contains(configuration) }

    public init(
        kind: String?, kindExpression: String, widgetType: String, configuration: String, intentType: String?,
        targets: [String], location: SourceLocation
    ) {
        self.kind = kind
        self.kindExpression = kindExpression
        self.widgetType = widgetType
        self.configuration = configuration
        self.intentType = intentType
        self.targets = targets
        self.location = location
    }
}

/// An App Shortcut: the provider and the intent type it lists.
public struct ShortcutIdentity: Codable, Hashable, Sendable {
    public var provider: String
    public var intent: String
    public var location: SourceLocation

    public init(provider: String, intent: String, location: SourceLocation) {
        self.provider = provider
        self.intent = intent
        self.location = location
    }
}

/// The earlier state the continuity rules compare with: its label and where it came from.
public struct EarlierState: Codable, Hashable, Sendable {
    /// `v4.2`, a commit, a snapshot's release, or the commit found by the automatic lookup.
    public var label: String
    /// `git tag`, `commit`, `snapshot`, `history` (the automatic lookup).
    public var source: String
    public var identity: IdentityModel

    /// The source of a state the history lookup found where an App Intent still carried a legacy
    /// class: a tag shipped it, or no tag did (a commit, maybe never released).
    public static let taggedRelease = "history: the last tag where an App Intent carried a legacy class"
    public static let unreleasedCommit =
        "history: the last commit where an App Intent carried a legacy class (no tag holds it)"

    /// The source of a state the history lookup found before a commit deleted a definition the tree
    /// no longer has: a tag shipped it, or no tag did.
    public static let deletedInRelease = "history: the last tag before its definition was deleted"
    public static let deletedUnreleased =
        "history: the last commit before its definition was deleted (no tag holds it)"

    /// Whether the state is a commit no tag holds: what it shows, users may never have had.
    public static let appIntentDeletedInRelease = "history: the last tag before its App Intent's file was deleted"
    public static let appIntentDeletedUnreleased =
        "history: the last commit before its App Intent's file was deleted (no tag holds it)"

    /// The source of a state before a ClockKit data source was deleted, with nothing else gone.
    public static let complicationDeletedInRelease = "history: the last tag before its ClockKit data source was deleted"
    public static let complicationDeletedUnreleased =
        "history: the last commit before its ClockKit data source was deleted (no tag holds it)"

    public var isUnreleasedCommit: Bool {
        source == Self.unreleasedCommit || source == Self.deletedUnreleased || source == Self.appIntentDeletedUnreleased
            || source == Self.complicationDeletedUnreleased
    }

    public init(label: String, source: String, identity: IdentityModel) {
        self.label = label
        self.source = source
        self.identity = identity
    }
}

/// What the audit compared with, for the reports and the CI summary.
public struct ContinuityComparison: Codable, Hashable, Sendable {
    public var label: String
    public var source: String
    /// How many continuity findings (errors and warnings) the comparison gave.
    public var breaks: Int

    public init(label: String, source: String, breaks: Int) {
        self.label = label
        self.source = source
        self.breaks = breaks
    }
}
