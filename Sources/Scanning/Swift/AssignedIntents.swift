import Model
import SwiftSyntax

/// An intent assigned to a property of a type (`SiriHelper.quickConnectIntent = QuickConnectIntent()`),
/// for properties declared `INIntent` without a value of their own.
package struct AssignedIntent: Sendable, Codable {
    /// The type the property belongs to, as written (`SiriHelper`), or the enclosing type for `self.x`.
    package var owner: String
    package var property: String
    package var intent: BuiltIntent
}

/// Reads `Type.property = X()` and `self.property = X()` assignments whose value is an intent's
/// initializer: where a property is declared only `INIntent`, the values the tree gives it tell
/// which intent it holds.
package enum AssignedIntentReader {
    package static func read(_ sequence: SequenceExprSyntax, context: SyntaxContext) -> AssignedIntent? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
            let call = IntentExpression.unwrapped(elements[2]).as(FunctionCallExprSyntax.self),
            case .type(let name, "initializer")? = IntentExpression.reference(ExprSyntax(call)),
            !ReturnedIntents.wrappers.contains(name)
        else { return nil }
        let written = MemberReader.dottedName(base)
        let owner: String?
        if written == "self" || written == "Self" {
            owner = SyntaxContext.enclosingTypeName(sequence)
        } else {
            owner = written.flatMap {
                TypeText.isTypeLike(TypeText.lastComponent($0)) ? TypeText.lastComponent($0) : nil
            }
        }
        guard let owner else { return nil }
        let built = BuiltIntent(
            reference: .type(name, evidence: "assigned"), phrase: nil, location: context.location(elements[2]))
        return AssignedIntent(owner: owner, property: target.declName.baseName.text, intent: built)
    }
}
