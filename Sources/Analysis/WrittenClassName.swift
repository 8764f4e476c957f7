import Model

/// What an App Intent's `intentClassName` stands for when it is not a legacy class of the tree: the
/// class it was meant to be (a typo, a missing `Intent` suffix or prefix, or the name of that class's
/// handler, written by mistake), or nothing — then it may name a class whose definition is gone.
package struct WrittenClassName {
    /// The classes the definition files declare, sorted (the first near miss wins, deterministically).
    private let defined: [String]
    /// A handler type that handles exactly one defined class, by the handler's name.
    private let handled: [String: String]
    /// Every handler type of the tree.
    private let handlerTypes: Set<String>

    package init(defined: some Sequence<String>, handlers: [IntentHandler]) {
        let defined = Set(defined)
        self.defined = defined.sorted()
        var handled: [String: String] = [:]
        for handler in handlers {
            let classes = Set(handler.intents).intersection(defined)
            if classes.count == 1, let only = classes.first { handled[handler.typeName] = only }
        }
        self.handled = handled
        self.handlerTypes = Set(handlers.map(\.typeName))
    }

    /// Whether `written` is a handler's name rather than an intent class: a handler type of the tree, or
    /// `…IntentHandler`, the name Xcode's template gives handlers (generated intent classes end in `Intent`).
    package func isHandlerName(_ written: String) -> Bool {
        !defined.contains(written) && (handlerTypes.contains(written) || written.hasSuffix("IntentHandler"))
    }

    /// The defined class `written` was meant to be, and how it went wrong; nil when it is no near miss.
    package func meant(_ written: String) -> (className: String, handlerName: Bool)? {
        if defined.contains(written) { return nil }
        if let className = handled[written] { return (className, true) }
        // `<Class>Handler`, the name Xcode's template gives the handler, even when the tree names it otherwise.
        if written.hasSuffix("Handler"), case let className = String(written.dropLast(7)), defined.contains(className) {
            return (className, true)
        }
        return defined.first { NameConvention.isNearMiss(written, of: $0) }.map { ($0, false) }
    }
}

extension RuleContext {
    /// The App Intents whose `intentClassName` names no legacy intent of the audit, each with that name,
    /// and what the tree tells about such names (IA202 and IA211 read both).
    package var unknownClassNames: (names: WrittenClassName, written: [(AppIntentDeclaration, String)]) {
        let known = knownClassNames
        let names = WrittenClassName(
            defined: links.filter { $0.definition != nil }.map(\.className), handlers: inventory.handlers)
        let written = inventory.appIntents.filter(IntentLinker.isIntent).compactMap { declaration in
            declaration.intentClassName.flatMap { known.contains($0) ? nil : (declaration, $0) }
        }
        return (names, written)
    }
}
