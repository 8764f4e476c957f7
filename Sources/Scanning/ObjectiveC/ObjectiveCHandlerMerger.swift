import Model

/// Merges what the files say about each Objective-C class into one `IntentHandler`: the protocols of
/// its `@interface`, categories and class extension, and the handler methods of all its `@implementation`s.
package enum ObjectiveCHandlerMerger {
    /// Every declaration and implementation of one class, from all files.
    private struct ClassFacts {
        var interfaces: [ObjectiveCFileFacts.InterfaceDeclaration] = []
        var implementations: [ObjectiveCFileFacts.Implementation] = []
    }

    /// One handler per class that adopts an `…IntentHandling` protocol or implements a handler method.
    package static func handlers(from files: [ObjectiveCFileFacts]) -> [IntentHandler] {
        var classes: [String: ClassFacts] = [:]
        for file in files {
            for interface in file.interfaces {
                classes[interface.className, default: ClassFacts()].interfaces.append(interface)
            }
            for implementation in file.implementations {
                classes[implementation.className, default: ClassFacts()].implementations.append(implementation)
            }
        }
        return classes.keys.sorted().compactMap { name in handler(named: name, classes[name]!) }
    }

    /// `- (void)handleOrderSoup:(CheckStockIntent *)intent …` in a class that handles both intents
    /// serves `OrderSoupIntent`: the selector decides. A selector that names no handled intent keeps
    /// the argument's type.
    private static func attributedBySelector(_ method: HandlerMethod, handled: Set<String>) -> HandlerMethod {
        guard let named = HandlerMethodClassifier.selectorIntentName(of: method),
            let declared = method.intent, !declared.hasSuffix(named + "Intent")
        else { return method }
        let matches = handled.filter { $0.hasSuffix(named + "Intent") }
        guard matches.count == 1, let intent = matches.first else { return method }
        var attributed = method
        attributed.intent = intent
        return attributed
    }

    private static func handler(named name: String, _ facts: ClassFacts) -> IntentHandler? {
        let interfaces = facts.interfaces.sorted { $0.location < $1.location }
        var methods = facts.implementations.flatMap(\.methods).sorted { $0.location < $1.location }
        let adopting = interfaces.filter {
            $0.protocols.contains { IntentNaming.intent(ofHandlingProtocol: $0) != nil }
        }
        var intents = Set(adopting.flatMap { $0.protocols.compactMap(IntentNaming.intent(ofHandlingProtocol:)) })
        methods = methods.map { attributedBySelector($0, handled: intents) }
        // A class whose conformance is declared where the audit cannot see it (a Swift header, a
        // framework) still handles the intents its methods take.
        if intents.isEmpty { intents = Set(methods.compactMap(\.intent)) }
        guard !intents.isEmpty else { return nil }
        let declaration: (location: SourceLocation, conditions: CompilationConditions)
        if let primary = interfaces.first(where: { $0.category == nil }) {
            declaration = (primary.location, primary.conditions)
        } else if let first = adopting.first {
            declaration = (first.location, first.conditions)
        } else {
            let implementation = facts.implementations.min { $0.location < $1.location }!
            declaration = (implementation.location, implementation.conditions)
        }
        return IntentHandler(
            typeName: name, language: "objc", intents: intents.sorted(), methods: methods,
            location: declaration.location, conditions: declaration.conditions)
    }
}
