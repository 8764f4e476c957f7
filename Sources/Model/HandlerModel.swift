/// A type that handles one or more intents (`XxxIntentHandling` conformance), in Swift or Objective-C.
/// Conformances and methods declared in extensions (in any file) are merged into one handler.
public struct IntentHandler: Codable, Hashable, Sendable {
    public var typeName: String
    /// `swift` or `objc`.
    public var language: String
    /// The intent class names handled, from the protocol names (`OrderSoupIntentHandling` →
    /// `OrderSoupIntent`, after resolving typealiases), sorted.
    public var intents: [String]
    public var methods: [HandlerMethod] = []
    /// The declaration of the type (or the first conformance, when the type itself is not in the tree).
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        typeName: String,
        language: String,
        intents: [String],
        methods: [HandlerMethod] = [],
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.typeName = typeName
        self.language = language
        self.intents = intents
        self.methods = methods
        self.location = location
        self.conditions = conditions
    }
}

/// One handling method.
public struct HandlerMethod: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case handle, confirm, resolve
        case provideOptionsCollection = "provide-options-collection"
        case provideOptions = "provide-options"
        case defaultValue = "default"
    }
    public var kind: Kind
    /// The Swift/ObjC name as written (`resolveSoup(for:with:)`, `handleOrderSoup:completion:`).
    public var name: String
    /// The parameter the method belongs to, lower-camel (`soup`), for resolve/provide/default.
    public var parameter: String?
    /// The intent class it belongs to, when the signature tells (`for intent: OrderSoupIntent`).
    public var intent: String?
    /// `completion` or `async`; `sync` for a method that returns its answer (`default<Param>(for:)`,
    /// Objective-C `default…ForX:`).
    public var style: String
    public var location: SourceLocation
    public var conditions: CompilationConditions = []
    /// For a `confirm`: its body only answers `.ready` or `.success` and does nothing else (one
    /// statement: `completion(XResponse(code: .ready, userActivity: nil))`, or `return .init(code: .ready,
    /// userActivity: nil)` in an `async` confirm). Such a confirm has nothing to port to App Intents.
    public var isTrivial: Bool = false
    /// For a Swift `handle`: the app's own types and functions its body calls (`RoutineRunner.start`),
    /// to match an App Intent whose `perform()` does the same work.
    public var calls: [String] = []
    /// For a Swift `handle`: its body answers `.continueInApp` (the app opens to finish the action).
    public var answersContinueInApp: Bool = false

    package init(
        kind: Kind,
        name: String,
        parameter: String? = nil,
        intent: String? = nil,
        style: String,
        location: SourceLocation,
        conditions: CompilationConditions = [],
        isTrivial: Bool = false
    ) {
        self.kind = kind
        self.name = name
        self.parameter = parameter
        self.intent = intent
        self.style = style
        self.location = location
        self.conditions = conditions
        self.isTrivial = isTrivial
    }
}

/// Which handler an `INExtension.handler(for:)` (or another dispatcher) returns for an intent.
public struct HandlerDispatch: Codable, Hashable, Sendable {
    /// The type holding the dispatch (`IntentHandler`, `AppDelegate`).
    public var dispatcher: String
    /// `extension` (`INExtension.handler(for:)`), `app-delegate` (`application(_:handlerFor:)`), `factory`,
    /// `continuation` (`application(_:continue:restorationHandler:)` or `scene(_:continue:)` testing the
    /// activity's intent: the app serves it, and `handler` is nil).
    public var kind: String
    /// The intent class tested (`case is OrderSoupIntent`), or nil for a default branch.
    public var intent: String?
    /// The handler type created, when the code tells (`OrderSoupIntentHandler()`).
    public var handler: String?
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        dispatcher: String,
        kind: String,
        intent: String? = nil,
        handler: String? = nil,
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.dispatcher = dispatcher
        self.kind = kind
        self.intent = intent
        self.handler = handler
        self.location = location
        self.conditions = conditions
    }
}
