/// An Objective-C method signature: `- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(…)completion`.
struct MethodSignature: Sendable {
    /// One `label:(Type)name` piece.
    struct Part: Sendable {
        /// The label before the colon (empty for an unnamed `:`); for a unary method the whole name.
        var label: String
        /// The class named by the argument's type, when it names one.
        var typeName: String?
        /// Whether the argument's type is a block (`void (^)(…)`).
        var isBlock: Bool
        var argumentName: String?
    }

    var isClassMethod: Bool
    var returnType: String?
    var parts: [Part]
    /// Whether the method takes arguments (`handle:`) rather than none (`dealloc`).
    var takesArguments: Bool
    /// The index of the first token after the signature.
    var end: Int

    /// `handleOrderSoup:completion:`, or `dealloc` for a method without arguments.
    var selector: String {
        takesArguments ? parts.map { $0.label + ":" }.joined() : (parts.first?.label ?? "")
    }

    /// Argument names and the classes their types name.
    var parameterTypes: [String: String] {
        var types: [String: String] = [:]
        for part in parts {
            if let name = part.argumentName, let type = part.typeName { types[name] = type }
        }
        return types
    }

    /// Reads the signature whose `-` or `+` is at `start`.
    static func read(_ stream: TokenStream, at start: Int) -> MethodSignature {
        var signature = MethodSignature(isClassMethod: stream[start].isPunctuation("+"), returnType: nil,
                                        parts: [], takesArguments: false, end: start + 1)
        var index = start + 1
        if stream.isPunctuation(index, "(") {
            let closer = stream.closerOf[index]
            signature.returnType = stream.typeName(in: index + 1..<min(closer, stream.count))
            index = closer + 1
        }
        while index < stream.count {
            let labelled = stream.isIdentifier(index) && stream.isPunctuation(index + 1, ":")
            let unnamed = stream.isPunctuation(index, ":")
            guard labelled || unnamed else { break }
            var part = Part(label: labelled ? stream[index].text : "", typeName: nil, isBlock: false, argumentName: nil)
            index += labelled ? 2 : 1
            if stream.isPunctuation(index, "(") {
                let closer = stream.closerOf[index]
                let inside = index + 1..<min(closer, stream.count)
                part.typeName = stream.typeName(in: inside)
                part.isBlock = inside.contains { stream[$0].isPunctuation("^") }
                index = closer + 1
            }
            // Qualifiers and attribute macros may sit between the type and the name.
            while stream.isIdentifier(index), TokenStream.typeQualifiers.contains(stream[index].text) { index += 1 }
            if stream.isIdentifier(index) {
                part.argumentName = stream[index].text
                index += 1
            }
            signature.parts.append(part)
            signature.takesArguments = true
        }
        if !signature.takesArguments, stream.isIdentifier(index) {
            signature.parts = [Part(label: stream[index].text, typeName: nil, isBlock: false, argumentName: nil)]
            index += 1
        }
        // Variadic methods: `, ...`.
        if stream.isPunctuation(index, ",") {
            while stream.isPunctuation(index, ",") || stream.isPunctuation(index, ".") { index += 1 }
        }
        signature.end = index
        return signature
    }
}

/// Tells which `XxxIntentHandling` requirement an Objective-C method implements, from its selector.
enum HandlerMethodClassifier {
    /// The handler method a signature implements, with a placeholder location; nil for other methods.
    static func classify(_ signature: MethodSignature) -> HandlerMethod? {
        guard signature.takesArguments, !signature.isClassMethod, let first = signature.parts.first,
              let intent = first.typeName, IntentNaming.isIntentClass(intent) else { return nil }
        let label = first.label
        let hasBlock = signature.parts.dropFirst().contains { $0.isBlock }
        let style = hasBlock ? "completion" : "sync"
        let base = String(intent.dropLast("Intent".count))
        func method(_ kind: HandlerMethod.Kind, _ parameter: String?) -> HandlerMethod {
            HandlerMethod(kind: kind, name: signature.selector, parameter: parameter, intent: intent,
                          style: style, location: SourceLocation(path: ""))
        }
        if startsWord(label, "handle") { return method(.handle, nil) }
        if startsWord(label, "confirm") { return method(.confirm, nil) }
        for (prefix, kind) in [("resolve", HandlerMethod.Kind.resolve), ("default", .defaultValue), ("provide", .provideOptions)] {
            guard startsWord(label, prefix), let middle = beforeIntentName(String(label.dropFirst(prefix.count)), base: base) else { continue }
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
               characters[index + 3].isUppercase {
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
