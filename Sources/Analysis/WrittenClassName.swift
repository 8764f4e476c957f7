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
    /// Each defined class by the words of its title run together (`Configure Constructor` →
    /// `configureconstructor`): a class name written after the title, not the generated name.
    private let byTitle: [String: String]

    package init(defined: some Sequence<String>, handlers: [IntentHandler], titles: [String: String] = [:]) {
        let defined = Set(defined)
        self.defined = defined.sorted()
        var byTitle: [String: String] = [:]
        for className in self.defined {
            guard let title = titles[className] else { continue }
            let key = Self.joined(title)
            if key.count > 3, byTitle[key] == nil { byTitle[key] = className }
        }
        self.byTitle = byTitle
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
        if let className = defined.first(where: { NameConvention.isNearMiss(written, of: $0) }) {
            return (className, false)
        }
        // `INLocateItem` for `LocateItemIntent`: the framework's prefix added, the `Intent` suffix dropped.
        let bare = Self.bare(written)
        if bare.count > 3, let className = defined.first(where: { Self.bare($0) == bare }) { return (className, false) }
        // `ConfigureConstructorIntent` for the class of the intent titled "Configure Constructor".
        return byTitle[bare].map { ($0, false) }
    }

    /// The name without a leading `IN` and trailing `Intent`s, in lower case: `INLocateItemIntent` → `locateitem`.
    static func bare(_ name: String) -> String {
        var rest = Substring(name)
        if rest.hasPrefix("IN"), rest.dropFirst(2).first?.isUppercase == true { rest = rest.dropFirst(2) }
        while rest.hasSuffix("Intent"), rest.count > 6 { rest = rest.dropLast(6) }
        return rest.lowercased()
    }

    /// A title's letters and digits in lower case: `Configure Constructor` → `configureconstructor`.
    static func joined(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension RuleContext {
    /// The App Intents whose `intentClassName` names no legacy intent of the audit, each with that name,
    /// and what the tree tells about such names (IA202 and IA211 read both).
    package var unknownClassNames: (names: WrittenClassName, written: [(AppIntentDeclaration, String)]) {
        let known = knownClassNames
        let defined = links.filter { $0.definition != nil }
        var titles: [String: String] = [:]
        for link in defined { if let title = link.definition?.title { titles[link.className] = title } }
        let names = WrittenClassName(
            defined: defined.map(\.className), handlers: inventory.handlers, titles: titles)
        let written = inventory.appIntents.filter(IntentLinker.isIntent).compactMap { declaration in
            declaration.intentClassName.flatMap { known.contains($0) ? nil : (declaration, $0) }
        }
        return (names, written)
    }
}
