/// A ClockKit complication data source (`CLKComplicationDataSource`), the complications it describes and
/// whether it hands faces over to WidgetKit through `widgetMigrator`.
public struct ComplicationDataSource: Codable, Hashable, Sendable {
    public var typeName: String
    /// The `CLKComplicationDescriptor`s it builds, in source order.
    public var descriptors: [ComplicationDescriptor] = []
    /// Where `var widgetMigrator` is declared, nil when the data source has none.
    public var widgetMigrator: SourceLocation?
    /// Where `getComplicationDescriptors(handler:)` (or its async `complicationDescriptors()`) is
    /// declared, nil when the data source has neither: then its complications are the families its
    /// Info.plist lists (`CLKComplicationSupportedFamilies`), ClockKit's style before watchOS 7.
    public var descriptorMethod: SourceLocation?
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        typeName: String, descriptors: [ComplicationDescriptor] = [], widgetMigrator: SourceLocation? = nil,
        descriptorMethod: SourceLocation? = nil, location: SourceLocation, conditions: CompilationConditions = []
    ) {
        self.typeName = typeName
        self.descriptors = descriptors
        self.widgetMigrator = widgetMigrator
        self.descriptorMethod = descriptorMethod
        self.location = location
        self.conditions = conditions
    }
}

/// What an Info.plist says about ClockKit: the data source class (`CLKComplicationPrincipalClass`,
/// with its `$(PRODUCT_MODULE_NAME).` or module prefix dropped) and the families
/// `CLKComplicationSupportedFamilies` lists (`CLKComplicationFamilyModularSmall`): the complications
/// a data source without descriptors offers.
public struct ComplicationPlist: Codable, Hashable, Sendable {
    public var path: String
    public var principalClass: String?
    public var families: [String] = []
    /// The line of `CLKComplicationSupportedFamilies`, else of `CLKComplicationPrincipalClass`.
    public var location: SourceLocation

    package init(path: String, principalClass: String?, families: [String] = [], location: SourceLocation) {
        self.path = path
        self.principalClass = principalClass
        self.families = families
        self.location = location
    }
}

/// A `CLKComplicationDescriptor(identifier:displayName:supportedFamilies:)`.
public struct ComplicationDescriptor: Codable, Hashable, Sendable {
    /// The identifier when it is a literal or a constant in the tree; nil otherwise.
    public var identifier: String?
    public var identifierExpression: String
    public var displayName: String?
    /// The `CLKComplicationFamily` cases listed (`graphicCircular`), as written.
    public var families: [String] = []
    public var location: SourceLocation

    package init(
        identifier: String?, identifierExpression: String, displayName: String? = nil, families: [String] = [],
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.identifierExpression = identifierExpression
        self.displayName = displayName
        self.families = families
        self.location = location
    }
}

/// A migration configuration a `CLKComplicationWidgetMigrator` returns: the WidgetKit widget a placed
/// ClockKit complication becomes.
public struct ComplicationMigration: Codable, Hashable, Sendable {
    /// The type whose method builds it (the migrator).
    public var migratorType: String?
    /// `CLKComplicationStaticWidgetMigrationConfiguration`, `CLKComplicationIntentWidgetMigrationConfiguration`
    /// or `CLKComplicationAppIntentWidgetMigrationConfiguration`.
    public var configuration: String
    /// The widget kind when it is a literal or a constant in the tree; nil otherwise.
    public var kind: String?
    public var kindExpression: String
    /// For an intent migration: the `INIntent` type it constructs (`intent: RingsIntent()`); for an App Intent
    /// migration, the `WidgetConfigurationIntent`.
    public var intentType: String?
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        migratorType: String?, configuration: String, kind: String?, kindExpression: String,
        intentType: String? = nil, location: SourceLocation, conditions: CompilationConditions = []
    ) {
        self.migratorType = migratorType
        self.configuration = configuration
        self.kind = kind
        self.kindExpression = kindExpression
        self.intentType = intentType
        self.location = location
        self.conditions = conditions
    }
}
