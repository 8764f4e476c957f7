import Model
import SwiftSyntax

/// Reads the `AppShortcut(intent: X(), phrases: […], …)` entries of an `appShortcuts` body as the
/// App Intents metadata extraction sees them: how many there are, which intent each runs, and each
/// phrase's text with its interpolations.
package enum AppShortcutReader {
    /// At most this many entries and phrases per entry are read (a provider has at most 10 entries;
    /// a generated file of thousands would only cost time).
    private static let entryLimit = 64
    private static let phraseLimit = 64

    /// The entries of `body` in source order.
    package static func entries(_ body: some SyntaxProtocol, context: SyntaxContext) -> [AppShortcutEntry] {
        var result: [AppShortcutEntry] = []
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AppShortcut" else {
                continue
            }
            guard result.count < entryLimit else { break }
            var intent: String?
            if let argument = IntentExpression.argument("intent", of: call),
                case .type(let name, _)? = IntentExpression.reference(argument)
            {
                intent = name
            }
            let array = IntentExpression.argument("phrases", of: call)?.as(ArrayExprSyntax.self)
            let phrases = array.map { $0.elements.prefix(phraseLimit).map { phrase($0.expression, context: context) } }
            result.append(
                AppShortcutEntry(
                    intent: intent, phrases: phrases ?? [], phrasesRead: array != nil,
                    conditional: isConditional(call, within: Syntax(body)), location: context.location(call)))
        }
        return result
    }

    /// The `X.self` metatypes a body lists, in order without repeats (`includedPackages`).
    package static func metatypes(_ body: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        for member in NodeCollector<MemberAccessExprSyntax>.collect(in: body).prefix(entryLimit) {
            guard member.declName.baseName.tokenKind == .keyword(.self),
                let base = member.base.flatMap(MemberReader.dottedName), !result.contains(base)
            else { continue }
            result.append(TypeText.lastComponent(base))
        }
        return result
    }

    /// A phrase: a string literal's key (`\(.applicationName)` → `${applicationName}`, `\(\.$trail)` →
    /// `${trail}`) and whether it names the app; anything else is not a literal.
    private static func phrase(_ expr: ExprSyntax, context: SyntaxContext) -> ShortcutPhrase {
        let written = TypeText.oneLine(TypeText.source(expr))
        let location = context.location(expr)
        guard let literal = expr.as(StringLiteralExprSyntax.self) else {
            return ShortcutPhrase(
                written: written, key: nil, isLiteral: false, namesApplication: false, location: location)
        }
        var key: String? = ""
        var namesApplication = false
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                key? += text.content.text
                continue
            }
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self),
                interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil
            else {
                key = nil
                continue
            }
            if let member = only.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "applicationName"
            {
                namesApplication = true
                key? += "${applicationName}"
            } else if let keyPath = only.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
                keyPath.components.count == 1,
                let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
                property.declName.baseName.text.hasPrefix("$")
            {
                key? += "${" + property.declName.baseName.text.dropFirst() + "}"
            } else {
                key = nil
            }
        }
        return ShortcutPhrase(
            written: written, key: key, isLiteral: true, namesApplication: namesApplication, location: location)
    }

    /// Whether an `#if` clause or an `if`/`switch` lies between the call and the property's body.
    private static func isConditional(_ call: FunctionCallExprSyntax, within body: Syntax) -> Bool {
        var current = call.parent
        while let node = current, node.id != body.id {
            if node.is(IfConfigClauseSyntax.self) || node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) {
                return true
            }
            current = node.parent
        }
        return false
    }
}
