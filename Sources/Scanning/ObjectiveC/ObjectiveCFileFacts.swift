import Model

/// What one Objective-C file says, before the facts of all files are merged per class.
package struct ObjectiveCFileFacts: Sendable, Codable {
    /// An `@interface` header: a class, a category `(Cat)` or a class extension `()`.
    package struct InterfaceDeclaration: Sendable, Codable {
        package var className: String
        /// nil for the class itself, `""` for a class extension, the name for a category.
        package var category: String?
        package var superclass: String?
        /// The adopted protocols, as written.
        package var protocols: [String]
        package var location: SourceLocation
        package var conditions: CompilationConditions
    }

    /// An `@implementation` block and the handler methods in it.
    package struct Implementation: Sendable, Codable {
        package var className: String
        package var category: String?
        package var methods: [HandlerMethod]
        package var location: SourceLocation
        package var conditions: CompilationConditions
    }

    /// An `INInteraction` donated in a method from one of its own arguments, typed `INIntent`
    /// (`-donateInteractionWithIntent:(INIntent *)intent`): its callers tell the intent.
    package struct DonationWrapper: Sendable, Codable {
        package var selector: String
        /// The argument's position in the selector.
        package var argument: Int
        /// The donation in the method.
        package var location: SourceLocation
    }

    /// A concrete intent passed as an argument of a message (`[self donateInteractionWithIntent:intent]`
    /// where `intent` is an `INSendMessageIntent`).
    package struct IntentArgument: Sendable, Codable {
        package var selector: String
        package var argument: Int
        package var intent: String
        package var location: SourceLocation
        package var conditions: CompilationConditions
    }

    package var interfaces: [InterfaceDeclaration] = []
    package var implementations: [Implementation] = []
    package var dispatches: [HandlerDispatch] = []
    package var donations: [Donation] = []
    package var wrappers: [DonationWrapper] = []
    package var intentArguments: [IntentArgument] = []
    package var suppressions: [Suppression] = []
    package var diagnostics: [Diagnostic] = []
}
