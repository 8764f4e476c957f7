import Model

/// What one Swift file says, before names are resolved across files.
///
/// The visitor fills this per file (in parallel); `SwiftScanner` then merges the files'
/// facts, resolves typealiases, constants and helper return types across the tree and builds
/// the inventory.
package struct SwiftFileFacts: Sendable, Codable {
    package var path: String
    /// Type declarations and extensions, in file order. Global functions and properties sit in
    /// `globals` (a `TypeFacts` named "").
    package var types: [TypeFacts] = []
    package var globals = TypeFacts(name: "", declarationKind: "file", location: SourceLocation(path: ""))
    /// `typealias A = B` at file level: name → target as written.
    package var typealiases: [String: String] = [:]
    /// Protocols the file declares, with what they refine as written (`NotebookAppIntent: AppIntent`).
    package var protocols: [String: [String]] = [:]
    package var configurations: [ConfigurationFact] = []
    /// Initializers that configuration types gain in extensions, taking the kind as another type.
    package var kindForwarders: [KindForwarder] = []
    /// ClockKit descriptors and widget migration configurations.
    package var complicationCalls: [ComplicationCallFact] = []
    package var donations: [DonationFact] = []
    /// Calls of methods on intents (`OrderIntent().donate("id")`), matched later with methods that donate `self`.
    package var intentMethodCalls: [IntentMethodCall] = []
    /// Intents assigned to properties of types (`SiriHelper.quickConnectIntent = QuickConnectIntent()`).
    package var assignedIntents: [AssignedIntent] = []
    /// Initializers, functions and properties that hand out an `NSUserActivity`.
    package var activityBuilders: [ActivityBuilderFact] = []
    package var suppressions: [Suppression] = []
    /// `String` extension members that return a string a reader can follow (`legacyKindName`).
    package var stringTransforms: [StringTransform] = []
    /// Types ending in `Intent` written as a type or constructed (first `maximumMentions` per file).
    package var intentTypeMentions: [TypeMention] = []
    package var diagnostics: [Diagnostic] = []

    /// A generated file may name intents thousands of times; a few show where the code is.
    package static let maximumMentions = 200
}

/// A type declaration or an extension, with the members the scanner cares about.
package struct TypeFacts: Sendable, Codable {
    /// The qualified name (`Outer.Inner`); for an extension, the extended type as written.
    package var name: String
    /// `struct`, `class`, `enum`, `actor`, `protocol`, `extension` (or `file` for globals).
    package var declarationKind: String
    /// Inherited types and protocols as written, module prefix dropped (`Intents.X` → `X`).
    package var inherited: [String] = []
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
    /// The `@available` platforms of the declaration (`iOS 17.0`), nil when none.
    package var availability: String?
    /// `@available(*, unavailable)` (or a platform marked unavailable): its conformances do not count.
    package var isUnavailable = false
    package var functions: [FunctionFacts] = []
    package var properties: [PropertyFacts] = []
    /// Member typealiases: name → target as written.
    package var typealiases: [String: String] = [:]
    package var enumCases: [EnumCaseFact] = []
}

/// An enum case and its raw value, when it is a string literal.
package struct EnumCaseFact: Sendable, Codable {
    package var name: String
    package var rawString: String?
}

/// A function (or initializer-less method) and what its body says, for the members that matter.
package struct FunctionFacts: Sendable, Codable {
    package var name: String
    /// The argument labels (`_` for none), in order.
    package var labels: [String]
    /// The declared parameter types as written, in order.
    package var parameterTypes: [String]
    package var returnType: String?
    package var isAsync: Bool
    package var isStatic: Bool
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
    package var availability: String?
    /// For dispatch functions (`handler(for:)`, `application(_:handlerFor:)`, factories).
    package var dispatches: [DispatchFact] = []
    /// For `placeholder(in:)`: calls that look like I/O or store access, as written.
    package var placeholderWork: [String] = []
    /// For `perform()`: the body only returns `.result()`.
    package var performIsPlaceholder: Bool = false
    /// For `perform()`: a top-level statement is the scaffold's `try NotPortedError.raise(…)`.
    package var performIsNotPorted: Bool = false
    /// For `perform()` and `handle(intent:)`: the calls the body makes, as written (`BodyCalls`).
    package var bodyCalls: [String] = []
    /// For `confirm(intent:…)`: the body only answers `.ready`/`.success` (see `HandlerMethod.isTrivial`).
    package var confirmIsTrivial: Bool = false
    /// For `handle(intent:…)`: the body answers `.continueInApp` (see `HandlerMethod.answersContinueInApp`).
    package var answersContinueInApp: Bool = false
    /// When the declared return type is `INIntent`, `INInteraction` or `INShortcut`: the intents the body returns.
    package var builtIntents: [BuiltIntent] = []
    /// Members and functions the body refers to (only for members that may build a widget configuration).
    package var references: [MemberReference] = []
}

/// A stored or computed property and what it says.
///
/// A large app declares thousands of properties, nearly all of them plain (a name, a type, a
/// literal), and the facts of every scanned file stay in memory until the inventory is built. So
/// the fields only App Intents, App Shortcuts and widget members fill live in one shared box
/// (`PropertyDetails`), allocated only for the properties that have one: a plain property is a
/// third of the size it would be with every field inline.
@dynamicMemberLookup
package struct PropertyFacts: Sendable, Codable {
    package var name: String
    package var isStatic: Bool
    package var typeAnnotation: String?
    /// The initializer when it is a plain (dotted) name, as written (`= WidgetKinds.steps`).
    package var initializer: String?
    /// The callee type when the initializer is a call `X(…)`.
    package var initializerType: String?
    /// A string literal value (`= "x"`, or a getter that only returns one).
    package var stringValue: String?
    /// The string literal a call starts with (`IntentDescription("…")`, `LocalizedStringResource("…")`).
    package var textValue: String?
    /// A boolean literal value (`= false`, or a getter that only returns one).
    package var boolValue: Bool?
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
    package var availability: String?
    /// The rarer fields; nil while all of them are empty.
    private var details: DetailsBox?

    package init(
        name: String, isStatic: Bool, typeAnnotation: String?, initializer: String?, initializerType: String?,
        stringValue: String?, textValue: String?, boolValue: Bool?, location: SourceLocation,
        conditions: CompilationConditions = [], availability: String?
    ) {
        self.name = name
        self.isStatic = isStatic
        self.typeAnnotation = typeAnnotation
        self.initializer = initializer
        self.initializerType = initializerType
        self.stringValue = stringValue
        self.boolValue = boolValue
        self.location = location
        self.conditions = conditions
        self.availability = availability
        self.textValue = textValue
    }

    /// The rarer fields (`PropertyDetails`), read and set as if they were the property's own:
    /// `facts.parameter`, `facts.appShortcuts`.
    package subscript<Value>(dynamicMember field: WritableKeyPath<PropertyDetails, Value>) -> Value {
        get { (details?.value ?? PropertyDetails())[keyPath: field] }
        set { change { $0[keyPath: field] = newValue } }
    }

    /// Sets one of the rarer fields: the box is immutable and shared by copies, so a change makes
    /// a new one (or none, when every field is empty again).
    private mutating func change(_ body: (inout PropertyDetails) -> Void) {
        var value = details?.value ?? PropertyDetails()
        body(&value)
        details = value.isEmpty ? nil : DetailsBox(value)
    }

    /// The immutable heap box of `PropertyDetails`.
    private final class DetailsBox: Sendable, Codable {
        let value: PropertyDetails
        init(_ value: PropertyDetails) { self.value = value }
    }
}

/// The fields of `PropertyFacts` that only App Intents, App Shortcuts and widget members fill.
package struct PropertyDetails: Sendable, Codable, Equatable {
    /// For a static `title` or `description`: its one expression as written.
    package var writtenValue: String?
    package var parameter: AppIntentParameter?
    package var summary: ParameterSummaryInfo?
    /// `AppShortcut(intent: X(…))` intent types listed in the property's body, in order.
    package var shortcutIntents: [String] = []
    package var shortcutPhrases: [String] = []
    /// For `static var deprecation`: the type `IntentDeprecation(replacedBy: X.self)` names.
    package var replacedBy: String?
    /// The `AppShortcut` entries of an `appShortcuts` body.
    package var appShortcuts: [AppShortcutEntry] = []
    /// The `X.self` types an `includedPackages` body lists.
    package var includedPackages: [String] = []
    /// For an array of `WidgetFamily` cases (`static var families: [WidgetFamily] = [.accessoryCircular]`):
    /// the case names.
    package var families: [String] = []
    /// For a `body` (or another `some Widget` list): what it lists, for `WidgetBundle`s, each listing
    /// with its gate and `#if`s.
    package var bundleListings: [BundleListing] = []
    /// The text of a localized string constant (`NSLocalizedString(…, value: "Open Website", …)`), for phrases.
    package var localizedText: String?
    /// When the declared type is `INIntent`, `INInteraction` or `INShortcut`: the intents the getter returns.
    package var builtIntents: [BuiltIntent] = []
    /// Members and functions the body refers to (only for members that may build a widget configuration).
    package var references: [MemberReference] = []

    /// Whether every field is empty: compared with an empty value, so a field added later counts
    /// without being listed here (a box dropped while a field was set would lose it).
    var isEmpty: Bool { self == PropertyDetails() }
}

/// A reference from a member's body to another member or function, with the availability
/// gate around the reference (`if #available(iOS 17, *) { makeNew() }`).
package struct MemberReference: Sendable, Hashable, Codable {
    /// The type named before the member (`Self`/`self` → nil, `WidgetFactory.make()` → `WidgetFactory`).
    package var owner: String?
    package var name: String
    package var availability: String?
}

/// One branch of a dispatch function: the intent tested and the handler returned.
package struct DispatchFact: Sendable, Codable {
    package var intent: String?
    /// The handler type created, or `self` → the dispatcher.
    package var handler: String?
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
}

/// An `IntentConfiguration` / `AppIntentConfiguration` / `StaticConfiguration` call.
package struct ConfigurationFact: Sendable, Codable {
    package var configuration: String
    /// The type and member the call sits in (`TrailConditionsWidget`, `makeConfiguration`).
    package var enclosingType: String?
    package var enclosingMember: String?
    package var kindLiteral: String?
    package var kindExpression: String
    /// How the kind is put together when it is not a literal (`"Status".legacyKindName`).
    package var kindRecipe: StringRecipe?
    /// `intent: X.self` → `X`.
    package var intentType: String?
    /// `provider: X()` → `X`.
    package var providerType: String?
    /// For a control: the types `action: X()` arguments inside the call construct.
    package var actionTypes: [String] = []
    /// `.supportedFamilies([…])` applied to the call: the case names.
    package var families: [String] = []
    /// `.supportedFamilies(Self.families)`: the dotted name of the list, when it is not a literal.
    package var familiesName: String? = nil
    /// The innermost availability gate inside the member (`if #available`, `guard #available`).
    package var localAvailability: String?
    /// `@available` of the enclosing function or property.
    package var memberAvailability: String?
    /// `@available` of the enclosing type.
    package var typeAvailability: String?
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
}

/// How a donation names its intent, before cross-file resolution.
package enum IntentReference: Sendable, Hashable, Codable {
    /// A type the code names (an initializer, a variable's or parameter's declared type).
    case type(String, evidence: String)
    /// A call to a function whose declared return type tells (`makeShareIntent(for:)`).
    case helper(owner: String?, name: String)
    /// The `intent` of what a helper hands out (`INInteraction.refreshAllApps().intent`): the
    /// intents of a helper declared `INInteraction` or `INShortcut`, else the `intent` member of
    /// the type it is declared to return.
    case intentOfHelper(owner: String?, name: String)
}

/// A method called on an intent: `intent.donate(identifier)`, `OrderIntent().donateNow()`.
package struct IntentMethodCall: Sendable, Codable {
    package var intent: IntentReference
    /// `name(label:…)`.
    package var method: String
    package var enclosingType: String?
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
}

/// A donation before its intent is resolved.
package struct DonationFact: Sendable, Codable {
    package var api: String
    package var intent: IntentReference?
    package var activityType: String?
    /// The activity type as a constant reference (`TrailActivity.startNavigationType`), to resolve.
    package var activityTypeConstant: String?
    /// The `suggestedInvocationPhrase` given to the donated intent's variable at the site.
    package var phrase: PhraseValue?
    /// A `.donate` sent to what a helper hands out: a donation only when the helper is declared `INInteraction`.
    package var requiresInteraction = false
    /// For `INInteraction(intent: self, …).donate` in a method (`extension INIntent { func donate() }`):
    /// the method's signature (`donate(_:)`), so its calls on an intent donate that intent.
    package var selfDonatingMethod: String?
    /// The shortcut is `INShortcut(userActivity:)`: it carries an activity, not an intent.
    package var carriesActivity = false
    package var enclosingType: String?
    package var location: SourceLocation
    package var conditions: CompilationConditions = []
}
