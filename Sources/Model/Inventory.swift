/// Everything the scanners found: facts only, each with its location. Arrays are sorted by location.
public struct Inventory: Codable, Hashable, Sendable {
    public var definitionFiles: [DefinitionFile] = []
    public var handlers: [IntentHandler] = []
    public var dispatches: [HandlerDispatch] = []
    public var donations: [Donation] = []
    public var widgets: [WidgetConfiguration] = []
    public var providers: [WidgetProvider] = []
    public var widgetBundles: [WidgetBundleInfo] = []
    /// Controls (`ControlWidget`s' configurations).
    public var controls: [ControlConfiguration] = []
    /// ClockKit complication data sources, and the WidgetKit configurations their migrator maps to.
    public var complications: [ComplicationDataSource] = []
    public var complicationMigrations: [ComplicationMigration] = []
    /// Info.plists that name a ClockKit data source or its families.
    public var complicationPlists: [ComplicationPlist] = []
    public var appIntents: [AppIntentDeclaration] = []
    public var extensions: [ExtensionInfo] = []
    public var deploymentTargets: [DeploymentTarget] = []
    public var projects: [ProjectSettings] = []
    /// Which files each build target compiles or copies (project.pbxproj, Package.swift).
    public var targetMemberships: [TargetMembership] = []
    /// The `#if` settings of every `.xcconfig` file, for the targets based on them.
    public var xcconfigConditions: [XcconfigConditions] = []
    /// Inline suppressions: `// intent-audit:disable:next RULE` comments, by file and the line they cover.
    public var suppressions: [Suppression] = []
    /// The app's `Localizable`/`AppIntents` string tables: the languages App Intents titles have.
    public var appStringTables: [AppStringTable] = []
    /// Swift types the scanned files declare (not only extend), sorted: a type missing here comes
    /// from another module, and what it adopts cannot be told from the tree.
    public var declaredTypes: [String] = []
    /// Where Swift names a type ending in `Intent` as a type or constructs one
    /// (`let configuration: ConfigurationIntent = ConfigurationIntent()`): code that stops compiling
    /// when that intent leaves its definition, whether or not anything handles or donates it.
    public var intentTypeMentions: [TypeMention] = []
    public var diagnostics: [Diagnostic] = []
    /// Swift factories and initializers of `NSUserActivity` set up for prediction that Objective-C can
    /// call (`@objc`), by selector: each Objective-C call of one is a prediction donation.
    public var activityFactories: [ActivityFactory] = []
    /// How many files of each kind were read (`swift`, `objc`, `intentdefinition`, …).
    public var filesScanned: [String: Int] = [:]

    public init() {}

    /// Every intent declared in every definition file, in file order.
    public var intentDefinitions: [IntentDefinition] { definitionFiles.flatMap(\.intents) }
}

/// A type named in Swift source (see `Inventory.intentTypeMentions`).
public struct TypeMention: Codable, Hashable, Sendable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// `// intent-audit:disable:next RULE-ID` silences that rule on the next line of code.
public struct Suppression: Codable, Hashable, Sendable {
    public var rule: String
    /// The line the suppression applies to (the line after the comment).
    public var location: SourceLocation

    package init(rule: String, location: SourceLocation) {
        self.rule = rule
        self.location = location
    }
}
