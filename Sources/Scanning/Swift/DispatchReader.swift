import SwiftSyntax

/// Reads a dispatch function (`INExtension.handler(for:)`, `application(_:handlerFor:)`, a factory):
/// each `case is X:` / `case let x as X:` / `if intent is X` / `if let _ = intent as? X` branch
/// becomes the intent tested and the handler the branch returns.
package enum DispatchReader {
    package static func dispatches(
        in function: FunctionDeclSyntax, dispatcher: String?, context: SyntaxContext
    ) -> [DispatchFact] {
        guard let body = function.body else { return [] }
        var facts: [DispatchFact] = []
        for switchExpr in NodeCollector<SwitchExprSyntax>.collect(in: body) {
            var tested: [DispatchFact] = []
            var fallback: DispatchFact?
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                let handler = firstReturn(in: switchCase.statements).flatMap { handlerType($0, dispatcher: dispatcher) }
                switch switchCase.label {
                case .case(let label):
                    for item in label.caseItems {
                        guard let type = testedType(item.pattern) else { continue }
                        tested.append(
                            DispatchFact(
                                intent: type, handler: handler, location: context.location(item.pattern),
                                conditions: context.conditions(item)))
                    }
                case .default(let label):
                    if let handler {
                        fallback = DispatchFact(
                            intent: nil, handler: handler, location: context.location(label),
                            conditions: context.conditions(label))
                    }
                }
            }
            facts += tested
            if !tested.isEmpty, let fallback { facts.append(fallback) }
        }
        for ifExpr in NodeCollector<IfExprSyntax>.collect(in: body) {
            for element in ifExpr.conditions {
                guard let type = testedType(element.condition) else { continue }
                let handler = firstReturn(in: ifExpr.body.statements).flatMap {
                    handlerType($0, dispatcher: dispatcher)
                }
                facts.append(
                    DispatchFact(
                        intent: type, handler: handler, location: context.location(element),
                        conditions: context.conditions(element)))
            }
        }
        return facts
    }

    /// A user-activity continuation (`application(_:continue:restorationHandler:)`,
    /// `scene(_:continue:)`): the intent types the body tests the activity's interaction for
    /// (`intent is INStartAudioCallIntent`, `intent as? INSendMessageIntent`, in any expression). Siri,
    /// the Phone app or a suggestion hands the app a system intent this way (a calling app starts
    /// the call), and an intent answered `.continueInApp` arrives here too: the app serves it.
    package static func continuations(in function: FunctionDeclSyntax, context: SyntaxContext) -> [DispatchFact] {
        guard let body = function.body else { return [] }
        var seen: Set<String> = []
        var facts: [DispatchFact] = []
        for sequence in NodeCollector<SequenceExprSyntax>.collect(in: body) {
            let elements = Array(sequence.elements)
            var type: String?
            if elements.count == 3, elements[1].is(UnresolvedIsExprSyntax.self),
                let tested = elements[2].as(TypeExprSyntax.self)
            {
                type = TypeText.nominal(TypeText.plain(tested.type))
            } else {
                type = IntentExpression.castType(ExprSyntax(sequence))
            }
            guard let type, type.hasSuffix("Intent"), type != "INIntent", seen.insert(type).inserted else { continue }
            facts.append(
                DispatchFact(
                    intent: type, handler: nil, location: context.location(sequence),
                    conditions: context.conditions(sequence)))
        }
        return facts
    }

    /// Whether a function continues a user activity: UIKit's and AppKit's app delegate
    /// (`application(_:continue:restorationHandler:)`) and the scene delegate (`scene(_:continue:)`).
    package static func isContinuation(name: String, labels: [String]) -> Bool {
        (name == "application" || name == "scene") && labels.count >= 2 && labels[1] == "continue"
    }

    /// `is X` or `let x as X` in a case pattern.
    private static func testedType(_ pattern: PatternSyntax) -> String? {
        if let isType = pattern.as(IsTypePatternSyntax.self) { return TypeText.nominal(TypeText.plain(isType.type)) }
        for sequence in NodeCollector<SequenceExprSyntax>.collect(in: pattern) {
            if let type = IntentExpression.castType(ExprSyntax(sequence)) { return type }
        }
        return nil
    }

    /// `intent is X`, `let x = intent as? X`, `case let x as X = intent` in an `if` condition.
    private static func testedType(_ condition: ConditionElementSyntax.Condition) -> String? {
        switch condition {
        case .expression(let expr):
            guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedIsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)
            else { return nil }
            return TypeText.nominal(TypeText.plain(type.type))
        case .optionalBinding(let binding):
            return binding.initializer.flatMap { IntentExpression.castType(IntentExpression.unwrapped($0.value)) }
        case .matchingPattern(let matching):
            return testedType(matching.pattern)
        case .availability:
            return nil
        }
    }

    /// The expression of the first `return` in the statements, nested blocks included; for a
    /// branch of a `switch`/`if` expression (an implicit return), its one expression.
    private static func firstReturn(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return only }
        return NodeCollector<ReturnStmtSyntax>.collect(in: statements).first { statement in
            // A return inside a closure does not return from the dispatcher.
            var current = statement.parent
            while let node = current, node.id != statements.id {
                if node.is(ClosureExprSyntax.self) { return false }
                current = node.parent
            }
            return true
        }?.expression
    }

    /// The handler type a returned expression creates: `X()`, `X.init()`, a local `let h = X()`, or `self`.
    package static func handlerType(_ expr: ExprSyntax, dispatcher: String?, depth: Int = 0) -> String? {
        let expr = IntentExpression.unwrapped(expr)
        if expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return dispatcher }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return TypeText.isTypeLike(name) ? name : nil
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "init",
                let base = member.base
            {
                return TypeText.nominal(TypeText.plain(base))
            }
            return nil
        }
        if depth < 4, let name = IntentExpression.referencedName(expr),
            case .variable(_, let initializer?, _)? = LocalLookup.declaration(of: name, at: expr)
        {
            return handlerType(initializer, dispatcher: dispatcher, depth: depth + 1)
        }
        return nil
    }
}
