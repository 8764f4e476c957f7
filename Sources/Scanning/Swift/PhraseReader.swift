import Model
import SwiftSyntax

/// Reads `intent.suggestedInvocationPhrase = "Log my hike"`: a plain string literal set on a value
/// whose intent type the code tells (an initializer, a typed variable). Interpolated phrases are left
/// out: they name one object, an App Shortcut phrase cannot.
package enum PhraseReader {
    package static func phrase(_ sequence: SequenceExprSyntax, context: SyntaxContext) -> PhraseFact? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
            target.declName.baseName.text == "suggestedInvocationPhrase",
            let phrase = TypeText.stringLiteral(elements[2]), !phrase.isEmpty,
            let intent = IntentExpression.reference(base)
        else { return nil }
        return PhraseFact(
            intent: intent, phrase: phrase, enclosingType: SyntaxContext.enclosingTypeName(sequence),
            location: context.location(Syntax(sequence)))
    }
}
