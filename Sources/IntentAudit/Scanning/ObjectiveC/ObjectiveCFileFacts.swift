/// What one Objective-C file says, before the facts of all files are merged per class.
struct ObjectiveCFileFacts: Sendable {
    /// An `@interface` header: a class, a category `(Cat)` or a class extension `()`.
    struct InterfaceDeclaration: Sendable {
        var className: String
        /// nil for the class itself, `""` for a class extension, the name for a category.
        var category: String?
        var superclass: String?
        /// The adopted protocols, as written.
        var protocols: [String]
        var location: SourceLocation
        var conditions: CompilationConditions
    }

    /// An `@implementation` block and the handler methods in it.
    struct Implementation: Sendable {
        var className: String
        var category: String?
        var methods: [HandlerMethod]
        var location: SourceLocation
        var conditions: CompilationConditions
    }

    var interfaces: [InterfaceDeclaration] = []
    var implementations: [Implementation] = []
    var dispatches: [HandlerDispatch] = []
    var donations: [Donation] = []
    var suppressions: [Suppression] = []
    var diagnostics: [Diagnostic] = []
}
