import Model

/// Tells which `XxxIntentHandling` requirement an Objective-C method implements, from its selector.
package enum HandlerMethodClassifier {
    /// The handler method a signature implements, with a placeholder location; nil for other methods.
    package static func classify(_ signature: MethodSignature) -> HandlerMethod? {
        guard signature.takesArguments, !signature.isClassMethod, let first = signature.parts.first,
            let intent = first.typeName, IntentNaming.isIntentClass(intent)
        else { return nil }
        let label = first.label
        let hasBlock = signature.parts.dropFirst().contains { $0.isBlock }
        let style = hasBlock ? "completion" : "sync"
        let base = String(intent.dropLast("Intent".count))
        func method(_ kind: HandlerMethod.Kind, _ parameter: String?) -> HandlerMethod {
            HandlerMethod(
                kind: kind, name: signature.selector, parameter: parameter, intent: intent,
                style: style, location: SourceLocation(path: ""))
        }
        if startsWord(label, "handle") { return method(.handle, nil) }
        if startsWord(label, "confirm") { return method(.confirm, nil) }
        for (prefix, kind) in [
            ("resolve", HandlerMethod.Kind.resolve), ("default", .defaultValue), ("provide", .provideOptions),
        ] {
            guard startsWord(label, prefix),
                let middle = beforeIntentName(String(label.dropFirst(prefix.count)), base: base)
            else { continue }
            guard kind == .provideOptions else { return method(kind, lowerCamel(middle)) }
            if middle.hasSuffix("OptionsCollection"), middle.count > "OptionsCollection".count {
                return method(.provideOptionsCollection, lowerCamel(String(middle.dropLast("OptionsCollection".count))))
            }
            if middle.hasSuffix("Options"), middle.count > "Options".count {
                return method(.provideOptions, lowerCamel(String(middle.dropLast("Options".count))))
            }
        }
        return nil
    }

    /// The intent name the selector spells (`resolveSoupForOrderSoup:` → `OrderSoup`). The runtime
    /// calls a method by its selector, so this is the intent it serves even when the argument's
    /// declared type says otherwise.
    package static func selectorIntentName(of method: HandlerMethod) -> String? {
        let label = String(method.name.prefix { $0 != ":" })
        let prefix: String
        var middle = ""
        switch method.kind {
        case .handle: prefix = "handle"
        case .confirm: prefix = "confirm"
        case .resolve: prefix = "resolve"
        case .defaultValue: prefix = "default"
        case .provideOptions: prefix = "provide"; middle = "Options"
        case .provideOptionsCollection: prefix = "provide"; middle = "OptionsCollection"
        }
        var rest = Substring(label.dropFirst(prefix.count))
        if let parameter = method.parameter {
            let head = parameter.prefix(1).uppercased() + parameter.dropFirst() + middle + "For"
            guard rest.hasPrefix(head) else { return nil }
            rest = rest.dropFirst(head.count)
        }
        return rest.isEmpty ? nil : String(rest)
    }

    /// `label` starts with `word` followed by an upper-case letter (`handleOrderSoup`, not `handler`).
    private static func startsWord(_ label: String, _ word: String) -> Bool {
        guard label.hasPrefix(word), let next = label.dropFirst(word.count).first else { return false }
        return next.isUppercase
    }

    /// `SoupForOrderSoup` → `Soup`: what comes before `For<IntentName>`. The intent's class may carry a
    /// prefix the selector does not (`TMOrderSoupIntent` → `…ForOrderSoup`), so any tail of the base
    /// name counts; without one, the last `For` followed by an upper-case letter splits.
    private static func beforeIntentName(_ text: String, base: String) -> String? {
        let characters = Array(text)
        var splits: [Int] = []
        var index = 1
        while index + 3 < characters.count {
            if characters[index] == "F", characters[index + 1] == "o", characters[index + 2] == "r",
                characters[index + 3].isUppercase
            {
                splits.append(index)
            }
            index += 1
        }
        if let split = splits.first(where: { base.hasSuffix(String(characters[($0 + 3)...])) }) {
            return String(characters[..<split])
        }
        return splits.last.map { String(characters[..<$0]) }
    }

    /// `Soup` → `soup`, `Url` → `url`.
    private static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
