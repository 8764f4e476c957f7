import Model
import SwiftSyntax

/// Reads the App Intents parts of a property: `@Parameter`, `parameterSummary`, `appShortcuts`.
package enum AppIntentReader {
    /// An `@Parameter(…) var name: Type` property; nil when the property has no `@Parameter`.
    package static func parameter(
        _ variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String,
        context: SyntaxContext
    ) -> AppIntentParameter? {
        guard
            let attribute = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { TypeText.lastComponent(TypeText.source($0.attributeName)) == "Parameter" })
        else { return nil }
        let written = binding.typeAnnotation.map { TypeText.plain($0.type) } ?? ""
        let (type, isOptional) = TypeText.unwrapOptional(written)
        var defaultValue: String?
        var title: String?
        var titleKey: String?
        var optionsProvider: String?
        if case .argumentList(let arguments)? = attribute.arguments {
            for argument in arguments {
                switch argument.label?.text {
                case "default": defaultValue = TypeText.oneLine(TypeText.source(argument.expression))
                case "title":
                    // `"Trail"`, or `LocalizedStringResource("key", defaultValue: "Trail")` / `.init(…)`:
                    // the text a reader sees, and the key the string tables are looked up by.
                    if let literal = TypeText.stringLiteral(argument.expression) {
                        (title, titleKey) = (literal, literal)
                    } else if let key = resourceKey(argument.expression) {
                        (title, titleKey) = (MemberReader.leadingText(argument.expression) ?? key, key)
                    } else {
                        title = TypeText.oneLine(TypeText.source(argument.expression))
                    }
                case "optionsProvider":
                    // `X()` or `X.self`: the provider's type.
                    let expression =
                        argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument.expression
                    optionsProvider = TypeText.oneLine(TypeText.source(expression))
                default: break
                }
            }
        }
        if defaultValue == nil, let initial = binding.initializer?.value {
            defaultValue = TypeText.oneLine(TypeText.source(initial))
        }
        return AppIntentParameter(
            name: name, type: type, isOptional: isOptional,
            isArray: TypeText.arrayElement(type) != nil,
            defaultValue: defaultValue, title: title, titleKey: titleKey, optionsProvider: optionsProvider,
            location: context.location(binding.pattern))
    }

    /// The shape of a `parameterSummary` body: parameters named (`\.$x`) and `When`/`Switch` branches.
    package static func summary(_ body: some SyntaxProtocol, location: SourceLocation) -> ParameterSummaryInfo {
        var parameters: Set<String> = []
        for keyPath in NodeCollector<KeyPathExprSyntax>.collect(in: body) {
            if let name = parameterName(keyPath) { parameters.insert(name) }
        }
        var branches: [SummaryBranch] = []
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            switch callee {
            case "When":
                guard let first = call.arguments.first else { continue }
                let rest = Array(call.arguments.dropFirst().filter { $0.label == nil })
                if let label = first.label?.text {
                    // `When(widgetFamily: .equalTo, .systemSmall)`
                    branches.append(
                        SummaryBranch(
                            parameter: label, comparison: memberName(first.expression),
                            values: rest.flatMap { compared($0.expression) }))
                    continue
                }
                guard let parameter = first.expression.as(KeyPathExprSyntax.self).flatMap(parameterName) else {
                    continue
                }
                let comparison = rest.first.map { memberName($0.expression) }
                let values = rest.dropFirst().flatMap { compared($0.expression) }
                branches.append(SummaryBranch(parameter: parameter, comparison: comparison, values: values))
            case "Case", "DefaultCase":
                guard let parameter = enclosingSwitchParameter(call) else { continue }
                let values = callee == "Case" ? call.arguments.flatMap { compared($0.expression) } : []
                branches.append(
                    SummaryBranch(
                        parameter: parameter, comparison: callee == "Case" ? "case" : "default",
                        values: values))
            default:
                continue
            }
        }
        return ParameterSummaryInfo(parameters: parameters.sorted(), branches: branches, location: location)
    }

    /// The type `IntentDeprecation(replacedBy: X.self)` names (`static var deprecation`), nil when
    /// the deprecation names none.
    package static func replacedBy(_ body: some SyntaxProtocol) -> String? {
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) {
            guard let argument = IntentExpression.argument("replacedBy", of: call),
                let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            else { continue }
            return TypeText.nominal(base.trimmedDescription)
        }
        return nil
    }

    /// The intent types of `AppShortcut(intent: X(…), …)` calls, in order, without repeats.
    package static func shortcutIntents(_ body: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AppShortcut",
                let intent = IntentExpression.argument("intent", of: call),
                case .type(let name, _)? = IntentExpression.reference(intent)
            else { continue }
            if !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// `AppShortcut(intent: X(), phrases: ["Start \(.applicationName)", …])` → "X\tStart ", the text
    /// of each phrase without its interpolations, to compare with a legacy suggested phrase.
    package static func shortcutPhrases(_ body: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AppShortcut",
                let intent = IntentExpression.argument("intent", of: call),
                case .type(let name, _)? = IntentExpression.reference(intent),
                let phrases = IntentExpression.argument("phrases", of: call)?.as(ArrayExprSyntax.self)
            else { continue }
            for element in phrases.elements.prefix(32) {
                guard let literal = element.expression.as(StringLiteralExprSyntax.self) else { continue }
                let text = literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? " " }.joined()
                result.append(name + "\t" + text)
            }
        }
        return result
    }

    /// `\.$trail` → `trail`.
    private static func parameterName(_ keyPath: KeyPathExprSyntax) -> String? {
        guard let first = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else {
            return nil
        }
        let name = first.declName.baseName.text
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }

    private static func memberName(_ expr: ExprSyntax) -> String {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        return TypeText.oneLine(TypeText.source(expr))
    }

    private static func compared(_ expr: ExprSyntax) -> [String] {
        if let array = expr.as(ArrayExprSyntax.self) {
            return array.elements.map { TypeText.oneLine(TypeText.source($0.expression)) }
        }
        if expr.is(ClosureExprSyntax.self) { return [] }
        return [TypeText.oneLine(TypeText.source(expr))]
    }

    private static func enclosingSwitchParameter(_ call: FunctionCallExprSyntax) -> String? {
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self),
                outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Switch"
            {
                return outer.arguments.first?.expression.as(KeyPathExprSyntax.self).flatMap(parameterName)
            }
            current = node.parent
        }
        return nil
    }
}

/// The key of `LocalizedStringResource("key", …)` or `.init("key", …)` (the parameter's title is a
/// `LocalizedStringResource`, so an implicit `.init` is one).
private func resourceKey(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil
    else { return nil }
    let callee = call.calledExpression
    let named = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource"
    let implicit =
        callee.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
    guard named || implicit else { return nil }
    return TypeText.stringLiteral(first.expression)
}
