/// An Objective-C method signature: `- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(…)completion`.
package struct MethodSignature: Sendable {
    /// One `label:(Type)name` piece.
    package struct Part: Sendable {
        /// The label before the colon (empty for an unnamed `:`); for a unary method the whole name.
        package var label: String
        /// The class named by the argument's type, when it names one.
        package var typeName: String?
        /// Whether the argument's type is a block (`void (^)(…)`).
        package var isBlock: Bool
        package var argumentName: String?
    }

    package var isClassMethod: Bool
    package var returnType: String?
    package var parts: [Part]
    /// Whether the method takes arguments (`handle:`) rather than none (`dealloc`).
    package var takesArguments: Bool
    /// The index of the first token after the signature.
    package var end: Int

    /// `handleOrderSoup:completion:`, or `dealloc` for a method without arguments.
    package var selector: String {
        takesArguments ? parts.map { $0.label + ":" }.joined() : (parts.first?.label ?? "")
    }

    /// Argument names and the classes their types name.
    package var parameterTypes: [String: String] {
        var types: [String: String] = [:]
        for part in parts {
            if let name = part.argumentName, let type = part.typeName { types[name] = type }
        }
        return types
    }

    /// Reads the signature whose `-` or `+` is at `start`.
    package static func read(_ stream: TokenStream, at start: Int) -> MethodSignature {
        var signature = MethodSignature(
            isClassMethod: stream[start].isPunctuation("+"), returnType: nil,
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
