import Model

/// Builds `IntentHandler`s (conformances and methods merged across files) and `HandlerDispatch`es.
package enum HandlerAssembly {
    package static func handlers(_ index: SwiftTypeIndex) -> [IntentHandler] {
        var result: [IntentHandler] = []
        for group in index.groups.values {
            let protocols = index.conformances(of: group).filter { $0.hasSuffix("IntentHandling") }
            guard !protocols.isEmpty else { continue }
            let intents = Set(protocols.map { index.resolve(String($0.dropLast("Handling".count)), in: group.name) })
            let anchor = group.anchor { part in
                part.inherited.contains { index.resolve($0, in: group.name).contains("IntentHandling") }
            }
            let methods = group.functions.compactMap { method($0, owner: group.name, index: index) }
                .sorted { ($0.location, $0.name) < ($1.location, $1.name) }
            result.append(
                IntentHandler(
                    typeName: group.name, language: "swift", intents: intents.sorted(),
                    methods: methods, location: anchor.location, conditions: anchor.conditions))
        }
        return result
    }

    /// A handling method, recognised by its name and first argument label; nil for anything else.
    package static func method(_ function: FunctionFacts, owner: String, index: SwiftTypeIndex) -> HandlerMethod? {
        let name = function.name
        let first = function.labels.first
        let kind: HandlerMethod.Kind
        var parameter: String?
        if name == "handle" && first == "intent" {
            kind = .handle
        } else if name == "confirm" && first == "intent" {
            kind = .confirm
        } else if first == "for", let rest = suffix(of: name, after: "resolve") {
            kind = .resolve
            parameter = lowerCamel(rest)
        } else if first == "for", let rest = suffix(of: name, after: "provide"), rest.hasSuffix("OptionsCollection"),
            rest.count > "OptionsCollection".count
        {
            kind = .provideOptionsCollection
            parameter = lowerCamel(String(rest.dropLast("OptionsCollection".count)))
        } else if first == "for", let rest = suffix(of: name, after: "provide"), rest.hasSuffix("Options"),
            rest.count > "Options".count
        {
            kind = .provideOptions
            parameter = lowerCamel(String(rest.dropLast("Options".count)))
        } else if function.labels == ["for"], let rest = suffix(of: name, after: "default") {
            kind = .defaultValue
            parameter = lowerCamel(rest)
        } else {
            return nil
        }
        let intent = function.parameterTypes.first.flatMap(TypeText.nominal).map { index.resolve($0, in: owner) }
        let style: String
        if function.isAsync {
            style = "async"
        } else if function.labels.contains(where: { $0 == "with" || $0 == "completion" })
            || function.parameterTypes.contains(where: { $0.contains("->") })
        {
            style = "completion"
        } else {
            style = "sync"
        }
        let signature = name + "(" + function.labels.map { $0 + ":" }.joined() + ")"
        var method = HandlerMethod(
            kind: kind, name: signature, parameter: parameter, intent: intent, style: style,
            location: function.location, conditions: function.conditions,
            isTrivial: kind == .confirm && function.confirmIsTrivial)
        if kind == .handle {
            method.calls = AppCalls.filter(function.bodyCalls, index: index)
            method.answersContinueInApp = function.answersContinueInApp
        }
        return method
    }

    /// `resolveSoup` after `resolve` → `Soup`; nil when the rest does not start with a capital.
    private static func suffix(of name: String, after prefix: String) -> String? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = String(name.dropFirst(prefix.count))
        return TypeText.isTypeLike(rest) ? rest : nil
    }

    /// `Soup` → `soup`, `URLString` → `urlString`.
    package static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count && characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun <= 1 || upperRun == characters.count {
            return upperRun == characters.count ? name.lowercased() : name.prefix(1).lowercased() + name.dropFirst()
        }
        // Keep the capital that starts the next word: `URLString` → `url` + `String`.
        return String(characters[..<(upperRun - 1)]).lowercased() + String(characters[(upperRun - 1)...])
    }

    package static func dispatches(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [HandlerDispatch] {
        var result: [HandlerDispatch] = []
        for file in files {
            for type in file.types + [file.globals] {
                let owner = type.name.isEmpty ? nil : type.name
                for function in type.functions where !function.dispatches.isEmpty {
                    let kind: String
                    if DispatchReader.isContinuation(name: function.name, labels: function.labels) {
                        kind = "continuation"
                    } else if function.name == "application" {
                        kind = "app-delegate"
                    } else if function.name == "handler" && function.labels == ["for"] {
                        kind = "extension"
                    } else {
                        kind = "factory"
                    }
                    for fact in function.dispatches {
                        result.append(
                            HandlerDispatch(
                                dispatcher: owner ?? function.name, kind: kind,
                                intent: fact.intent.map { index.resolve($0, in: owner) }, handler: fact.handler,
                                location: fact.location, conditions: fact.conditions))
                    }
                }
            }
        }
        return result
    }
}
