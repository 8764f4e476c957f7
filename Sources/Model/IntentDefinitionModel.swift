/// One `.intentdefinition` file: what Xcode generates SiriKit code from.
public struct DefinitionFile: Codable, Hashable, Sendable {
    public var path: String
    public var modelVersion: String?
    public var namespace: String?
    public var toolsVersion: String?
    public var toolsBuildVersion: String?
    public var systemVersion: String?
    public var intents: [IntentDefinition] = []
    public var enums: [IntentEnum] = []
    public var types: [IntentCustomType] = []
    /// Translations found as `<lang>.lproj/<BaseName>.strings` beside the definition's `.lproj`.
    public var localizations: [Localization] = []
    /// Every localization ID the definition uses (the `…ID` keys), sorted.
    public var localizationIDs: [String] = []
    /// Keys the parser did not recognise, recorded rather than dropped (sorted, unique).
    public var unknownKeys: [String] = []

    package init(
        path: String,
        modelVersion: String? = nil,
        namespace: String? = nil,
        toolsVersion: String? = nil,
        toolsBuildVersion: String? = nil,
        systemVersion: String? = nil,
        intents: [IntentDefinition] = [],
        enums: [IntentEnum] = [],
        types: [IntentCustomType] = [],
        localizations: [Localization] = [],
        localizationIDs: [String] = [],
        unknownKeys: [String] = []
    ) {
        self.path = path
        self.modelVersion = modelVersion
        self.namespace = namespace
        self.toolsVersion = toolsVersion
        self.toolsBuildVersion = toolsBuildVersion
        self.systemVersion = systemVersion
        self.intents = intents
        self.enums = enums
        self.types = types
        self.localizations = localizations
        self.localizationIDs = localizationIDs
        self.unknownKeys = unknownKeys
    }
}

/// A SiriKit intent as declared in a definition file.
public struct IntentDefinition: Codable, Hashable, Sendable {
    /// `INIntentName`, e.g. `OrderSoup`.
    public var name: String
    /// The generated class name (format doc §10), e.g. `OrderSoupIntent`, `SJChapterIntent`.
    public var className: String
    /// Where `className` came from: `explicit` (`INIntentClassName`), `prefix` (`INIntentClassPrefix`),
    /// `project-prefix` (`CLASSPREFIX` in project.pbxproj) or `name`.
    public var classNameSource: String
    public var classPrefix: String?
    /// `custom` or `system` (a customized Apple intent such as `INPlayMediaIntent`).
    public var kind: String
    public var category: String?
    public var verb: String?
    public var title: String?
    public var titleID: String?
    public var description: String?
    public var descriptionID: String?
    /// `INIntentSuggestedInvocationPhrase`: the phrase Siri suggested for the intent.
    public var suggestedPhrase: String? = nil
    /// The title and description in the definition's translations (`fr.lproj/Intents.strings`).
    public var translatedTexts: [String] = []
    public var isConfigurable: Bool = false
    public var isEligibleForWidgets: Bool = false
    /// The inverse of `INIntentIneligibleForSuggestions`.
    public var isEligibleForSuggestions: Bool = true
    public var userConfirmationRequired: Bool = false
    public var keyParameter: String?
    public var inputParameter: String?
    public var parameters: [IntentParameter] = []
    public var parameterCombinations: [ParameterCombination] = []
    public var managedParameterCombinations: [ParameterCombination] = []
    public var response: IntentResponse?
    public var location: SourceLocation
    /// `INIntentLastParameterTag`: the highest parameter tag ever issued (tags are never reused).
    public var lastParameterTag: Int? = nil
    /// `INIntentRestrictions` (old model-1.0 files; meaning unverified).
    public var restrictions: Int? = nil
    /// `INIntentDefaultImageName`: the asset shown for the intent.
    public var defaultImageName: String? = nil
    /// `INIntentDomain` of a customized system intent (e.g. `Workouts`).
    public var domain: String? = nil
    /// `INIntentCustomizable` (customized system intents).
    public var isCustomizable: Bool = false

    /// A stable id that survives moving the file: `intent:<className>`.
    public var id: String { "intent:\(className)" }

    package init(
        name: String,
        className: String,
        classNameSource: String,
        classPrefix: String? = nil,
        kind: String,
        category: String? = nil,
        verb: String? = nil,
        title: String? = nil,
        titleID: String? = nil,
        description: String? = nil,
        descriptionID: String? = nil,
        isConfigurable: Bool = false,
        isEligibleForWidgets: Bool = false,
        isEligibleForSuggestions: Bool = true,
        userConfirmationRequired: Bool = false,
        keyParameter: String? = nil,
        inputParameter: String? = nil,
        parameters: [IntentParameter] = [],
        parameterCombinations: [ParameterCombination] = [],
        managedParameterCombinations: [ParameterCombination] = [],
        response: IntentResponse? = nil,
        location: SourceLocation,
        lastParameterTag: Int? = nil,
        restrictions: Int? = nil,
        defaultImageName: String? = nil,
        domain: String? = nil,
        isCustomizable: Bool = false
    ) {
        self.name = name
        self.className = className
        self.classNameSource = classNameSource
        self.classPrefix = classPrefix
        self.kind = kind
        self.category = category
        self.verb = verb
        self.title = title
        self.titleID = titleID
        self.description = description
        self.descriptionID = descriptionID
        self.isConfigurable = isConfigurable
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isEligibleForSuggestions = isEligibleForSuggestions
        self.userConfirmationRequired = userConfirmationRequired
        self.keyParameter = keyParameter
        self.inputParameter = inputParameter
        self.parameters = parameters
        self.parameterCombinations = parameterCombinations
        self.managedParameterCombinations = managedParameterCombinations
        self.response = response
        self.location = location
        self.lastParameterTag = lastParameterTag
        self.restrictions = restrictions
        self.defaultImageName = defaultImageName
        self.domain = domain
        self.isCustomizable = isCustomizable
    }
}

/// A parameter of a SiriKit intent.
public struct IntentParameter: Codable, Hashable, Sendable {
    public var name: String
    public var displayName: String?
    public var tag: Int?
    /// The plist type string verbatim (`String`, `Integer`, `Object`, `Placemark`, …).
    public var type: String
    /// The Swift type Xcode generates for the property (format doc §9), e.g. `NSNumber?`,
    /// `[IntentTrail]?`, `Difficulty` (enums are non-optional). Unknown types are recorded as the plist string.
    public var swiftType: String
    public var isArray: Bool = false
    /// `INIntentParameterEnumType` when the parameter is an enum.
    public var enumType: String?
    public var enumTypeNamespace: String?
    /// `INIntentParameterObjectType` when the parameter is a custom type or a system object.
    public var objectType: String?
    public var objectTypeNamespace: String?
    public var isConfigurable: Bool = false
    public var supportsResolution: Bool = false
    /// `INIntentParameterSupportsDynamicEnumeration`: options come from `provide…OptionsCollection`.
    public var dynamicOptions: Bool = false
    public var defaultValue: String?
    public var relationship: ParameterRelationship?
    public var location: SourceLocation

    /// `param:<intentClassName>.<name>` — set by the scanner from the owning intent.
    public var id: String
    /// `INIntentParameterDisplayPriority`: the order in the editor (1-based).
    public var displayPriority: Int? = nil
    /// `INIntentParameterCustomDisambiguation`.
    public var customDisambiguation: Bool = false
    /// `INIntentParameterArraySizes`: the most items per widget family (→ `@Parameter(size:)`).
    public var arraySizes: [ParameterArraySize] = []
    /// The codes of `INIntentParameterUnsupportedReasons` (`required`, `greaterThanMaximumValue`, …).
    public var unsupportedReasons: [String] = []

    package init(
        name: String,
        displayName: String? = nil,
        tag: Int? = nil,
        type: String,
        swiftType: String,
        isArray: Bool = false,
        enumType: String? = nil,
        enumTypeNamespace: String? = nil,
        objectType: String? = nil,
        objectTypeNamespace: String? = nil,
        isConfigurable: Bool = false,
        supportsResolution: Bool = false,
        dynamicOptions: Bool = false,
        defaultValue: String? = nil,
        relationship: ParameterRelationship? = nil,
        location: SourceLocation,
        id: String,
        displayPriority: Int? = nil,
        customDisambiguation: Bool = false,
        arraySizes: [ParameterArraySize] = [],
        unsupportedReasons: [String] = []
    ) {
        self.name = name
        self.displayName = displayName
        self.tag = tag
        self.type = type
        self.swiftType = swiftType
        self.isArray = isArray
        self.enumType = enumType
        self.enumTypeNamespace = enumTypeNamespace
        self.objectType = objectType
        self.objectTypeNamespace = objectTypeNamespace
        self.isConfigurable = isConfigurable
        self.supportsResolution = supportsResolution
        self.dynamicOptions = dynamicOptions
        self.defaultValue = defaultValue
        self.relationship = relationship
        self.location = location
        self.id = id
        self.displayPriority = displayPriority
        self.customDisambiguation = customDisambiguation
        self.arraySizes = arraySizes
        self.unsupportedReasons = unsupportedReasons
    }
}

/// One `INIntentParameterArraySizes` entry: a widget family and its item count.
public struct ParameterArraySize: Codable, Hashable, Sendable {
    /// `Small`, `Medium`, `Large`, `ExtraLarge`, `AccessoryInline`, …
    public var sizeClass: String
    public var size: Int

    package init(sizeClass: String, size: Int) {
        self.sizeClass = sizeClass
        self.size = size
    }
}

/// A parent-parameter relationship (`INIntentParameterRelationship`).
public struct ParameterRelationship: Codable, Hashable, Sendable {
    public var parentName: String
    /// `HasAnyValue`, `EnumHasExactValue`, …
    public var predicate: String
    /// The enum case name for `EnumHasExactValue`.
    public var value: String?

    package init(
        parentName: String,
        predicate: String,
        value: String? = nil
    ) {
        self.parentName = parentName
        self.predicate = predicate
        self.value = value
    }
}

/// A parameter combination: the comma-separated key split into names (`[]` for the empty key).
public struct ParameterCombination: Codable, Hashable, Sendable {
    public var parameters: [String]
    public var title: String?
    public var subtitle: String?
    public var isPrimary: Bool = false
    public var supportsBackgroundExecution: Bool = false

    package init(
        parameters: [String],
        title: String? = nil,
        subtitle: String? = nil,
        isPrimary: Bool = false,
        supportsBackgroundExecution: Bool = false
    ) {
        self.parameters = parameters
        self.title = title
        self.subtitle = subtitle
        self.isPrimary = isPrimary
        self.supportsBackgroundExecution = supportsBackgroundExecution
    }
}

/// An intent's response (`INIntentResponse`): codes, parameters and the Shortcuts output.
public struct IntentResponse: Codable, Hashable, Sendable {
    public var codes: [ResponseCode] = []
    public var parameters: [ResponseParameter] = []
    public var output: String?

    package init(
        codes: [ResponseCode] = [],
        parameters: [ResponseParameter] = [],
        output: String? = nil
    ) {
        self.codes = codes
        self.parameters = parameters
        self.output = output
    }
}

/// A response code (`INIntentResponseCodes[]`) and its dialogs.
public struct ResponseCode: Codable, Hashable, Sendable {
    public var name: String
    public var isSuccess: Bool = false
    public var formatString: String?
    public var conciseFormatString: String?

    package init(
        name: String,
        isSuccess: Bool = false,
        formatString: String? = nil,
        conciseFormatString: String? = nil
    ) {
        self.name = name
        self.isSuccess = isSuccess
        self.formatString = formatString
        self.conciseFormatString = conciseFormatString
    }
}

/// A response parameter (`INIntentResponseParameters[]`).
public struct ResponseParameter: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
    public var swiftType: String
    public var displayName: String?
    public var isArray: Bool = false
    public var enumType: String?
    public var objectType: String?

    package init(
        name: String,
        type: String,
        swiftType: String,
        displayName: String? = nil,
        isArray: Bool = false,
        enumType: String? = nil,
        objectType: String? = nil
    ) {
        self.name = name
        self.type = type
        self.swiftType = swiftType
        self.displayName = displayName
        self.isArray = isArray
        self.enumType = enumType
        self.objectType = objectType
    }
}

/// A custom enum (`INEnums[]`), generated as an `Int`-backed Swift enum.
public struct IntentEnum: Codable, Hashable, Sendable {
    public var name: String
    public var className: String
    public var displayName: String?
    public var cases: [EnumCase] = []
    public var location: SourceLocation

    package init(
        name: String,
        className: String,
        displayName: String? = nil,
        cases: [EnumCase] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.className = className
        self.displayName = displayName
        self.cases = cases
        self.location = location
    }
}

/// One case of a custom enum (`INEnumValues[]`).
public struct EnumCase: Codable, Hashable, Sendable {
    public var name: String
    public var displayName: String?
    /// The raw value (`INEnumValueIndex`; the first case without one is 0).
    public var rawValue: Int

    package init(
        name: String,
        displayName: String? = nil,
        rawValue: Int
    ) {
        self.name = name
        self.displayName = displayName
        self.rawValue = rawValue
    }
}

/// A custom type (`INTypes[]`), generated as an `INObject` subclass.
public struct IntentCustomType: Codable, Hashable, Sendable {
    public var name: String
    public var className: String
    public var displayName: String?
    /// The user-defined properties (the four built-in `INObject` properties are left out).
    public var properties: [TypeProperty] = []
    public var location: SourceLocation

    package init(
        name: String,
        className: String,
        displayName: String? = nil,
        properties: [TypeProperty] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.className = className
        self.displayName = displayName
        self.properties = properties
        self.location = location
    }
}

/// A user-defined property of a custom type (`INTypeProperties[]`).
public struct TypeProperty: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
    public var swiftType: String
    public var isArray: Bool = false
    /// `INTypePropertyTag` (user properties start at 100).
    public var tag: Int? = nil
    /// `INTypePropertyEnumType` when the property is an enum.
    public var enumType: String? = nil
    /// `INTypePropertyObjectType` when the property is a custom type or system object.
    public var objectType: String? = nil

    package init(
        name: String,
        type: String,
        swiftType: String,
        isArray: Bool = false,
        tag: Int? = nil,
        enumType: String? = nil,
        objectType: String? = nil
    ) {
        self.name = name
        self.type = type
        self.swiftType = swiftType
        self.isArray = isArray
        self.tag = tag
        self.enumType = enumType
        self.objectType = objectType
    }
}

/// One translation of a definition file.
public struct Localization: Codable, Hashable, Sendable {
    /// The `.lproj` name without extension (`de`, `pt-BR`).
    public var language: String
    public var path: String
    /// IDs the definition uses with text to translate that this translation lacks (sorted).
    public var missingKeys: [String] = []
    /// Keys in the translation that the definition no longer uses (sorted).
    public var staleKeys: [String] = []
    /// The source texts this translation really translates (a non-empty value that differs from the
    /// source text), sorted: what users of the language would lose.
    public var translatedTexts: [String] = []

    package init(
        language: String,
        path: String,
        missingKeys: [String] = [],
        staleKeys: [String] = []
    ) {
        self.language = language
        self.path = path
        self.missingKeys = missingKeys
        self.staleKeys = staleKeys
    }
}
