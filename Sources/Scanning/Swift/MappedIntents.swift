import SwiftSyntax

/// Donations built in a `map` over an array literal of intents:
/// `[StartWorkoutIntent(), EndWorkoutIntent()].map { INShortcut(intent: $0) }` donates each element.
///
/// Only when the intent expression is the closure's own parameter (`$0`, or the one named parameter
/// `{ intent in … }`), the closure is the `map`/`compactMap` call's only closure, and every element of
/// the array literal is an intent initializer. Anything else: nil, and the donation stays unknown.
package enum MappedIntents {
    package static let mappingNames: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

    /// The element intents `expr` stands for, in array order; nil when the code does not tell.
    package static func elements(_ expr: ExprSyntax) -> [IntentReference]? {
        let expr = IntentExpression.unwrapped(expr)
        guard let reference = expr.as(DeclReferenceExprSyntax.self),
            let closure = declaringClosure(of: reference.baseName.text, at: expr),
            let array = mappedArray(closure)
        else { return nil }
        var result: [IntentReference] = []
        for element in array.elements {
            guard let call = IntentExpression.unwrapped(element.expression).as(FunctionCallExprSyntax.self),
                case .type(let name, "initializer")? = IntentExpression.reference(ExprSyntax(call))
            else { return nil }
            result.append(.type(name, evidence: "initializer"))
        }
        return result.isEmpty ? nil : result
    }

    /// The nearest closure whose parameter `name` is: `$0` in a closure without a parameter list,
    /// or the single parameter of `{ name in … }`.
    private static func declaringClosure(of name: String, at node: some SyntaxProtocol) -> ClosureExprSyntax? {
        // A nearer `let`/parameter of the same name hides the closure's parameter.
        if name != "$0", LocalLookup.declaration(of: name, at: node)?.node != nil { return nil }
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                let names = parameterNames(closure)
                if name == "$0" { return names.isEmpty ? closure : nil }
                if names.contains(name) { return names.count == 1 ? closure : nil }
            }
            current = parent.parent
        }
        return nil
    }

    /// The names of a closure's parameters as written (none for `$0` closures).
    package static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// The array literal a closure maps over: `[…].map { … }` or `[…].map({ … })`.
    private static func mappedArray(_ closure: ClosureExprSyntax) -> ArrayExprSyntax? {
        let call: FunctionCallExprSyntax?
        if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            call = parent.arguments.isEmpty ? parent : nil
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1
        {
            call = list.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.trailingClosure == nil ? $0 : nil }
        } else {
            call = nil
        }
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            mappingNames.contains(member.declName.baseName.text), let base = member.base
        else { return nil }
        return IntentExpression.unwrapped(base).as(ArrayExprSyntax.self)
    }
}
