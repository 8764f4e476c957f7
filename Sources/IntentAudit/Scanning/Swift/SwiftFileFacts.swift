/// What one Swift file says, before names are resolved across files.
///
/// The visitor fills this per file (in parallel); `SwiftScanner` then merges the files'
/// facts, resolves typealiases, constants and helper return types across the tree and builds
/// the inventory.
struct SwiftFileFacts: Sendable {
    var path: String
    /// Type declarations and extensions, in file order. Global functions and properties sit in
    /// `globals` (a `TypeFacts` named "").
    var types: [TypeFacts] = []
    var globals = TypeFacts(name: "", declarationKind: "file", location: SourceLocation(path: ""))
    /// `typealias A = B` at file level: name → target as written.
    var typealiases: [String: String] = [:]
    var configurations: [ConfigurationFact] = []
    var donations: [DonationFact] = []
    var suppressions: [Suppression] = []
    var diagnostics: [Diagnostic] = []
}

/// A type declaration or an extension, with the members the scanner cares about.
struct TypeFacts: Sendable {
    /// The qualified name (`Outer.Inner`); for an extension, the extended type as written.
    var name: String
    /// `struct`, `class`, `enum`, `actor`, `protocol`, `extension` (or `file` for globals).
    var declarationKind: String
    /// Inherited types and protocols as written, module prefix dropped (`Intents.X` → `X`).
    var inherited: [String] = []
    var location: SourceLocation
    var conditions: CompilationConditions = []
    /// The `@available` platforms of the declaration (`iOS 17.0`), nil when none.
    var availability: String?
    var functions: [FunctionFacts] = []
    var properties: [PropertyFacts] = []
    /// Member typealiases: name → target as written.
    var typealiases: [String: String] = [:]
    var enumCases: [EnumCaseFact] = []
}

/// An enum case and its raw value, when it is a string literal.
struct EnumCaseFact: Sendable {
    var name: String
    var rawString: String?
}

/// A function (or initializer-less method) and what its body says, for the members that matter.
struct FunctionFacts: Sendable {
    var name: String
    /// The argument labels (`_` for none), in order.
    var labels: [String]
    /// The declared parameter types as written, in order.
    var parameterTypes: [String]
    var returnType: String?
    var isAsync: Bool
    var isStatic: Bool
    var location: SourceLocation
    var conditions: CompilationConditions = []
    var availability: String?
    /// For dispatch functions (`handler(for:)`, `application(_:handlerFor:)`, factories).
    var dispatches: [DispatchFact] = []
    /// For `placeholder(in:)`: calls that look like I/O or store access, as written.
    var placeholderWork: [String] = []
    /// For `perform()`: the body only returns `.result()`.
    var performIsPlaceholder: Bool = false
    /// For `confirm(intent:…)`: the body only answers `.ready`/`.success` (see `HandlerMethod.isTrivial`).
    var confirmIsTrivial: Bool = false
    /// Members and functions the body refers to (only for members that may build a widget configuration).
    var references: [MemberReference] = []
}

/// A stored or computed property and what it says.
struct PropertyFacts: Sendable {
    var name: String
    var isStatic: Bool
    var typeAnnotation: String?
    /// The initializer when it is a plain (dotted) name, as written (`= WidgetKinds.steps`).
    var initializer: String?
    /// The callee type when the initializer is a call `X(…)`.
    var initializerType: String?
    /// A string literal value (`= "x"`, or a getter that only returns one).
    var stringValue: String?
    /// A boolean literal value (`= false`, or a getter that only returns one).
    var boolValue: Bool?
    var parameter: AppIntentParameter?
    var summary: ParameterSummaryInfo?
    /// `AppShortcut(intent: X(…))` intent types listed in the property's body, in order.
    var shortcutIntents: [String] = []
    /// For a `body`: the types it lists (`X()` statements), for `WidgetBundle`s.
    var bundleEntries: [String] = []
    var references: [MemberReference] = []
    var location: SourceLocation
    var conditions: CompilationConditions = []
    var availability: String?
}

/// A reference from a member's body to another member or function, with the availability
/// gate around the reference (`if #available(iOS 17, *) { makeNew() }`).
struct MemberReference: Sendable, Hashable {
    /// The type named before the member (`Self`/`self` → nil, `WidgetFactory.make()` → `WidgetFactory`).
    var owner: String?
    var name: String
    var availability: String?
}

/// One branch of a dispatch function: the intent tested and the handler returned.
struct DispatchFact: Sendable {
    var intent: String?
    /// The handler type created, or `self` → the dispatcher.
    var handler: String?
    var location: SourceLocation
    var conditions: CompilationConditions = []
}

/// An `IntentConfiguration` / `AppIntentConfiguration` / `StaticConfiguration` call.
struct ConfigurationFact: Sendable {
    var configuration: String
    /// The type and member the call sits in (`TrailConditionsWidget`, `makeConfiguration`).
    var enclosingType: String?
    var enclosingMember: String?
    var kindLiteral: String?
    var kindExpression: String
    /// `intent: X.self` → `X`.
    var intentType: String?
    /// `provider: X()` → `X`.
    var providerType: String?
    /// The innermost availability gate inside the member (`if #available`, `guard #available`).
    var localAvailability: String?
    /// `@available` of the enclosing function or property.
    var memberAvailability: String?
    /// `@available` of the enclosing type.
    var typeAvailability: String?
    var location: SourceLocation
    var conditions: CompilationConditions = []
}

/// How a donation names its intent, before cross-file resolution.
enum IntentReference: Sendable, Hashable {
    /// A type the code names (an initializer, a variable's or parameter's declared type).
    case type(String, evidence: String)
    /// A call to a function whose declared return type tells (`makeShareIntent(for:)`).
    case helper(owner: String?, name: String)
}

/// A donation before its intent is resolved.
struct DonationFact: Sendable {
    var api: String
    var intent: IntentReference?
    var activityType: String?
    /// The activity type as a constant reference (`TrailActivity.startNavigationType`), to resolve.
    var activityTypeConstant: String?
    var enclosingType: String?
    var location: SourceLocation
    var conditions: CompilationConditions = []
}
