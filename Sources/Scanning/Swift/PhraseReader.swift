import SwiftSyntax

/// A phrase as the code writes it: a literal, or a constant to look up across files.
package enum PhraseValue: Sendable, Hashable, Codable {
    case literal(String)
    case constant(String)
}

/// Finds the `suggestedInvocationPhrase` the code gives an intent held in a local variable
/// (`let intent = X(); intent.suggestedInvocationPhrase = "…"`): it becomes the App Shortcut's
/// phrase when the intent moves to App Intents.
package enum PhraseReader {
    /// The phrase set on the variable an intent expression names (through `INInteraction(intent:)`
    /// and `INShortcut(intent:)` wrappers and variable initializers); nil when none is set.
    package static func phrase(of expr: ExprSyntax, depth: Int = 0) -> PhraseValue? {
        guard depth < 6 else { return nil }
        let expr = IntentExpression.unwrapped(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), let name = CallReader.typeCallee(call),
            name == "INShortcut" || name == "INInteraction", let inner = IntentExpression.argument("intent", of: call)
        {
            return phrase(of: inner, depth: depth + 1)
        }
        guard let name = IntentExpression.referencedName(expr),
            case .variable(_, let initializer, let declaration)? = LocalLookup.declaration(of: name, at: expr)
        else { return nil }
        if let set = assigned(to: name, declaredBy: declaration) { return set }
        return initializer.flatMap { phrase(of: $0, depth: depth + 1) }
    }

    /// The last `name.suggestedInvocationPhrase = value` in the block that declares `name`.
    private static func assigned(to name: String, declaredBy declaration: Syntax) -> PhraseValue? {
        guard let block = declaration.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else {
            return nil
        }
        let finder = AssignmentFinder(property: "suggestedInvocationPhrase", viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found.last { target, _ in
            IntentExpression.referencedName(IntentExpression.unwrapped(target)) == name
                && LocalLookup.declaration(of: name, at: target)?.node?.id == declaration.id
        }.flatMap { value($0.value) }
    }

    /// A literal, `NSLocalizedString("key", value: "text", …)` (the text, else the key),
    /// `String(localized: "…")`, or a dotted constant name; nil for anything else.
    package static func value(_ expr: ExprSyntax) -> PhraseValue? {
        let expr = IntentExpression.unwrapped(expr)
        if let literal = TypeText.stringLiteral(expr) { return .literal(literal) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if callee == "NSLocalizedString" {
                if let text = IntentExpression.argument("value", of: call).flatMap(TypeText.stringLiteral) {
                    return .literal(text)
                }
                return call.arguments.first.flatMap { $0.label == nil ? TypeText.stringLiteral($0.expression) : nil }
                    .map { .literal($0) }
            }
            if callee == "String",
                let text = IntentExpression.argument("localized", of: call).flatMap(TypeText.stringLiteral)
            {
                return .literal(text)
            }
            return nil
        }
        return MemberReader.dottedName(expr).map { .constant($0) }
    }
}
