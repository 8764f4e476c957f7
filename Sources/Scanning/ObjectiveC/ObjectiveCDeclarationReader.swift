import Model

/// Walks one file's tokens at the top level: `@interface` / `@implementation` headers, method
/// signatures, and the bodies of methods and functions (handed to `ObjectiveCBodyScanner`).
package struct ObjectiveCDeclarationReader {
    /// Which top-level block the reader is in.
    private enum Context {
        case none
        /// Inside `@interface` or `@protocol`: declarations only.
        case declaration
        /// Inside `@implementation`: the index of its entry in `facts.implementations`.
        case implementation(Int)
    }

    private let stream: TokenStream
    private let factories: [String: ActivityFactory]
    private var facts = ObjectiveCFileFacts()

    private init(stream: TokenStream, factories: [String: ActivityFactory]) {
        self.stream = stream
        self.factories = factories
    }

    /// The interfaces, implementations, handler methods, dispatches and donations of one file
    /// (`factories`: the Swift activity factories its code may call).
    package static func read(_ stream: TokenStream, factories: [String: ActivityFactory] = [:]) -> ObjectiveCFileFacts {
        var reader = ObjectiveCDeclarationReader(stream: stream, factories: factories)
        reader.run()
        return reader.facts
    }

    private mutating func run() {
        var index = 0
        var context = Context.none
        var atDeclarationStart = true
        while index < stream.count {
            let token = stream[index]
            if token.kind == .directive {
                switch token.text {
                case "interface":
                    index = readInterface(at: index)
                    context = .declaration
                    atDeclarationStart = true
                    continue
                case "protocol":
                    if isProtocolDefinition(at: index) { context = .declaration }
                case "implementation":
                    let (next, entry) = readImplementationHeader(at: index)
                    index = next
                    if let entry { context = .implementation(entry) }
                    atDeclarationStart = true
                    continue
                case "end":
                    context = .none
                default:
                    break
                }
                atDeclarationStart = true
                index += 1
                continue
            }
            if token.isPunctuation("{") {
                let closer = stream.closerOf[index]
                if case .declaration = context {
                } else {
                    scanBody(index + 1..<min(closer, stream.count), method: nil)
                }
                index = closer + 1
                atDeclarationStart = true
                continue
            }
            if atDeclarationStart, token.isPunctuation("-") || token.isPunctuation("+"),
                stream.isPunctuation(index + 1, "(") || stream.isIdentifier(index + 1)
            {
                index = readMethod(at: index, context: context)
                atDeclarationStart = true
                continue
            }
            atDeclarationStart = token.isPunctuation(";") || token.isPunctuation("}")
            index += 1
        }
    }

    // MARK: - Headers

    /// `@interface Name [<Generics>] [: Super [<TypeArgs>]] [(Category)] [<Protocols>]`.
    private mutating func readInterface(at start: Int) -> Int {
        var index = start + 1
        guard stream.isIdentifier(index) else { return index }
        let name = stream[index].text
        index += 1
        var superclass: String?
        var category: String?
        var protocols: [String] = []
        if stream.isPunctuation(index, "<") {
            let list = stream.angleList(at: index)
            index = list.end
            if !stream.isPunctuation(index, ":") { protocols += list.names }
        }
        if stream.isPunctuation(index, ":"), stream.isIdentifier(index + 1) {
            superclass = stream[index + 1].text
            index += 2
            // Type arguments of a generic superclass (`NSArray<NSString *>`) hold pointers; protocols do not.
            if stream.isPunctuation(index, "<") {
                let list = stream.angleList(at: index)
                if list.hasPointer { index = list.end }
            }
        } else if stream.isPunctuation(index, "(") {
            let closer = stream.closerOf[index]
            category = stream.isIdentifier(index + 1) && index + 2 == closer ? stream[index + 1].text : ""
            index = closer + 1
        }
        if stream.isPunctuation(index, "<") {
            let list = stream.angleList(at: index)
            protocols += list.names
            index = list.end
        }
        facts.interfaces.append(
            .init(
                className: name, category: category, superclass: superclass, protocols: protocols,
                location: stream.location(start), conditions: stream[start].conditions))
        return index
    }

    /// `@protocol Name;`, `@protocol A, B;` and `@protocol(Name)` declare nothing.
    private func isProtocolDefinition(at index: Int) -> Bool {
        guard stream.isIdentifier(index + 1) else { return false }
        return !(stream.isPunctuation(index + 2, ";") || stream.isPunctuation(index + 2, ","))
    }

    /// `@implementation Name [(Category)] [: Super] [{ ivars }]`.
    private mutating func readImplementationHeader(at start: Int) -> (Int, Int?) {
        var index = start + 1
        guard stream.isIdentifier(index) else { return (index, nil) }
        let name = stream[index].text
        index += 1
        var category: String?
        if stream.isPunctuation(index, "(") {
            let closer = stream.closerOf[index]
            category = stream.isIdentifier(index + 1) && index + 2 == closer ? stream[index + 1].text : ""
            index = closer + 1
        } else if stream.isPunctuation(index, ":"), stream.isIdentifier(index + 1) {
            index += 2
        }
        if stream.isPunctuation(index, "{") { index = stream.closerOf[index] + 1 }
        facts.implementations.append(
            .init(
                className: name, category: category, methods: [],
                location: stream.location(start), conditions: stream[start].conditions))
        return (index, facts.implementations.count - 1)
    }

    // MARK: - Methods

    /// Reads a method signature; in an implementation, records it when it handles an intent and scans its body.
    private mutating func readMethod(at start: Int, context: Context) -> Int {
        let signature = MethodSignature.read(stream, at: start)
        var index = signature.end
        // Skip what may follow a signature: NS_SWIFT_NAME(…), __attribute__((…)), availability macros.
        while index < stream.count, !stream.isPunctuation(index, "{"), !stream.isPunctuation(index, ";"),
            stream[index].kind != .directive, !(stream.isPunctuation(index, "-") || stream.isPunctuation(index, "+"))
        {
            index = stream.closerOf[index] >= 0 ? stream.closerOf[index] + 1 : index + 1
        }
        guard case .implementation(let entry) = context, stream.isPunctuation(index, "{") else {
            return stream.isPunctuation(index, ";") ? index + 1 : index
        }
        let className = facts.implementations[entry].className
        if var method = HandlerMethodClassifier.classify(signature) {
            method.location = stream.location(start)
            method.conditions = stream[start].conditions
            facts.implementations[entry].methods.append(method)
        }
        let closer = stream.closerOf[index]
        scanBody(
            index + 1..<min(closer, stream.count),
            method: .init(
                className: className, selector: signature.selector, parameters: signature.parameterTypes,
                argumentNames: signature.takesArguments ? signature.parts.map { $0.argumentName ?? "" } : []))
        return closer + 1
    }

    private mutating func scanBody(_ range: Range<Int>, method: ObjectiveCBodyScanner.MethodContext?) {
        let found = ObjectiveCBodyScanner.scan(stream, range: range, method: method, factories: factories)
        facts.donations += found.donations
        facts.dispatches += found.dispatches
        facts.wrappers += found.wrappers
        facts.intentArguments += found.intentArguments
    }
}
