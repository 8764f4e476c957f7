import SwiftSyntax

/// Tells whether a `confirm(intent:…)` body has nothing to port: one statement that only answers
/// `.ready` or `.success`, the way Xcode's stubs and many apps write it:
///
/// - `completion(OrderSoupIntentResponse(code: .ready, userActivity: nil))` (the completion being a
///   parameter of the method), also with `.init(…)` or `OrderSoupIntentResponse.init(…)`;
/// - `return OrderSoupIntentResponse(code: .ready, userActivity: nil)` (or a bare expression) in an
///   `async` confirm.
///
/// Any other argument than `userActivity: nil`, any other code, or a second statement makes it
/// non-trivial: then the confirm may check something, and the rule and plan keep it.
package enum ConfirmReader {
    /// The response codes that mean "go ahead" in a confirm.
    package static let readyCodes: Set<String> = ["ready", "success"]

    package static func isTrivial(_ body: CodeBlockSyntax, parameters: FunctionParameterListSyntax) -> Bool {
        guard body.statements.count == 1, let only = body.statements.first else { return false }
        let expr: ExprSyntax?
        if let returnStmt = only.item.as(ReturnStmtSyntax.self) {
            expr = returnStmt.expression
        } else {
            expr = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        }
        guard let expr else { return false }
        if isReadyResponse(expr) { return true }
        // `completion(<response>)`: a call of one of the method's own parameters with the response.
        guard let call = IntentExpression.unwrapped(expr).as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            parameters.contains(where: { ($0.secondName ?? $0.firstName).text == callee.baseName.text }),
            call.arguments.count == 1, call.trailingClosure == nil,
            let argument = call.arguments.first, argument.label == nil
        else { return false }
        return isReadyResponse(argument.expression)
    }

    /// `X(code: .ready, userActivity: nil)`, `.init(code: .ready)`, `X.init(code: .success, …)`.
    package static func isReadyResponse(_ expr: ExprSyntax) -> Bool {
        guard let call = IntentExpression.unwrapped(expr).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            isResponseInitializer(call.calledExpression)
        else { return false }
        var sawCode = false
        for argument in call.arguments {
            switch argument.label?.text {
            case "code":
                guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                    readyCodes.contains(member.declName.baseName.text)
                else { return false }
                sawCode = true
            case "userActivity":
                guard argument.expression.is(NilLiteralExprSyntax.self) else { return false }
            default:
                return false
            }
        }
        return sawCode
    }

    /// `XResponse`, `.init` or `XResponse.init` as a callee.
    private static func isResponseInitializer(_ callee: ExprSyntax) -> Bool {
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return TypeText.isTypeLike(name) && name.hasSuffix("Response")
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return false
        }
        guard let base = member.base else { return true }
        return TypeText.plain(base).hasSuffix("Response")
    }
}
