/// A type that adopts App Intents protocols: an intent, an entity, an enum, a query, a provider.
/// Conformances added in extensions are merged in.
public struct AppIntentDeclaration: Codable, Hashable, Sendable {
    public var name: String
    /// `struct`, `class`, `enum`, `actor`.
    public var declarationKind: String
    /// Every App Intents (and related) protocol it adopts, as written, sorted.
    public var conformances: [String]
    /// What the conformances make it (derived, sorted): `app-intent`, `widget-configuration-intent`,
    /// `custom-intent-migrated`, `app-entity`, `transient-app-entity`, `app-enum`, `entity-query`,
    /// `entity-string-query`, `dynamic-options-provider`, `app-shortcuts-provider`, `deprecated-app-intent`,
    /// `control-configuration-intent`. A refining protocol also gives its parent's role (`TransientAppEntity`
    /// → `app-entity`, `EntityStringQuery` → `entity-query`, any intent protocol → `app-intent`); other
    /// protocols give their name in kebab case (`open-intent`, `indexed-entity`, `enumerable-entity-query`).
    public var roles: [String]
    /// `static let intentClassName = "…"` of a `CustomIntentMigratedAppIntent`.
    public var intentClassName: String?
    public var parameters: [AppIntentParameter] = []
    /// The `parameterSummary`, when the type declares one.
    public var parameterSummary: ParameterSummaryInfo?
    /// `AppEnum` cases.
    public var cases: [String] = []
    /// Each case's raw value in `cases`' order: the string literal, else the case name.
    public var rawValues: [String] = []
    /// `static var persistentIdentifier` when declared as a string literal.
    public var persistentIdentifier: String? = nil
    /// The type `static var deprecation = IntentDeprecation(replacedBy: X.self)` names.
    public var replacedBy: String? = nil
    /// For entities: the query type (`static var defaultQuery = X()`), and the `id` type.
    public var queryType: String?
    public var idType: String?
    /// For queries: whether `defaultResult()` is implemented; the entity type it returns.
    public var hasDefaultResult: Bool = false
    public var entityType: String?
    /// For `AppShortcutsProvider`: the intent types listed in `appShortcuts`.
    public var shortcutIntents: [String] = []
    /// For an `AppShortcutsProvider`: each `AppShortcut`'s phrases as "Intent\tphrase", the
    /// interpolations (`\(.applicationName)`, parameters) left out.
    public var shortcutPhrases: [String] = []
    /// For an `AppShortcutsProvider`: each `AppShortcut` of `appShortcuts`, in source order.
    public var appShortcuts: [AppShortcutEntry] = []
    /// `static var title` / `description` written as something the metadata extraction cannot read
    /// as a constant.
    public var nonLiteralTexts: [NonLiteralText] = []
    /// For an `AppIntentsPackage`: the package types its `includedPackages` lists (`X.self`).
    public var includedPackages: [String] = []
    /// `static var isDiscoverable = false` → false; nil when not declared.
    public var isDiscoverable: Bool?
    /// Whether `perform()` only returns `.result()` (the converter's placeholder) or still throws the
    /// scaffold's `NotPortedError`.
    public var performIsPlaceholder: Bool = false
    /// Whether `perform()` still calls `NotPortedError.raise(…)`, the scaffold's not-ported placeholder:
    /// the intent is not ported, whatever else its body does.
    public var performIsNotPorted: Bool = false
    public var location: SourceLocation
    public var conditions: CompilationConditions = []
    /// `static var title` and `static var description` when written as literals (to match renamed intents).
    public var title: String? = nil
    /// The key the title is looked up by in the string tables, when it is a literal (the literal).
    public var titleKey: String? = nil
    public var summaryText: String? = nil
    /// Types and functions `perform()` calls (`RoutineRunner.run`), to match a handler doing the same work.
    public var performCalls: [String] = []
    /// Uses of APIs newer than App Intents themselves (`ControlConfigurationIntent`, `WidgetConfigurationIntent`,
    /// `supportedModes`), each with its gate, in source order.
    public var gatedUses: [GatedUse] = []
    /// The `@available` platforms of the type's declaration (`iOS 17.0`), nil when none.
    public var availability: String? = nil

    package init(
        name: String,
        declarationKind: String,
        conformances: [String],
        roles: [String],
        intentClassName: String? = nil,
        parameters: [AppIntentParameter] = [],
        parameterSummary: ParameterSummaryInfo? = nil,
        cases: [String] = [],
        queryType: String? = nil,
        idType: String? = nil,
        hasDefaultResult: Bool = false,
        entityType: String? = nil,
        shortcutIntents: [String] = [],
        isDiscoverable: Bool? = nil,
        performIsPlaceholder: Bool = false,
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.name = name
        self.declarationKind = declarationKind
        self.conformances = conformances
        self.roles = roles
        self.intentClassName = intentClassName
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.cases = cases
        self.queryType = queryType
        self.idType = idType
        self.hasDefaultResult = hasDefaultResult
        self.entityType = entityType
        self.shortcutIntents = shortcutIntents
        self.isDiscoverable = isDiscoverable
        self.performIsPlaceholder = performIsPlaceholder
        self.location = location
        self.conditions = conditions
    }
}

/// An `@Parameter` property.
public struct AppIntentParameter: Codable, Hashable, Sendable {
    public var name: String
    /// The type as written without the optional mark (`TrailEntity`, `[String]`, `Measurement<UnitMass>`).
    public var type: String
    public var isOptional: Bool
    public var isArray: Bool
    /// The `default:` argument as written, when present.
    public var defaultValue: String?
    /// The title as a reader sees it: a literal, or a `LocalizedStringResource`'s `defaultValue:`
    /// (its key when it has none); other expressions as written.
    public var title: String?
    /// The key App Intents looks the title up by in the string tables: the literal itself, or the
    /// `LocalizedStringResource`'s key; nil when the expression does not tell (a constant).
    public var titleKey: String?
    /// The `optionsProvider:` argument's type (`CompanionOptionsProvider`), when present.
    public var optionsProvider: String? = nil
    public var location: SourceLocation

    package init(
        name: String,
        type: String,
        isOptional: Bool,
        isArray: Bool,
        defaultValue: String? = nil,
        title: String? = nil,
        titleKey: String? = nil,
        optionsProvider: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.isArray = isArray
        self.defaultValue = defaultValue
        self.title = title
        self.titleKey = titleKey
        self.optionsProvider = optionsProvider
        self.location = location
    }
}

/// The shape of a `parameterSummary`: the parameters it shows and its `When`/`Switch` branches.
public struct ParameterSummaryInfo: Codable, Hashable, Sendable {
    /// Parameters named anywhere in the summary (`\.$trail`), sorted.
    public var parameters: [String]
    /// Each `When(\.$x, …)` / `Switch(\.$x)` condition, as `x` plus the compared values.
    public var branches: [SummaryBranch] = []
    public var location: SourceLocation

    package init(
        parameters: [String],
        branches: [SummaryBranch] = [],
        location: SourceLocation
    ) {
        self.parameters = parameters
        self.branches = branches
        self.location = location
    }
}

public struct SummaryBranch: Codable, Hashable, Sendable {
    public var parameter: String
    /// `equalTo`, `oneOf`, `hasAnyValue`, `case`, … as written.
    public var comparison: String?
    public var values: [String] = []

    package init(
        parameter: String,
        comparison: String? = nil,
        values: [String] = []
    ) {
        self.parameter = parameter
        self.comparison = comparison
        self.values = values
    }
}
