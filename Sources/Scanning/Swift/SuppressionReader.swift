import Model
import SwiftSyntax

/// Finds suppression comments (`SuppressionGrammar`) in a Swift file. Each applies to the next line
/// with code: the line of the first token after the comment.
package enum SuppressionReader {
    package static func suppressions(
        in tree: SourceFileSyntax, context: SyntaxContext
    ) -> (suppressions: [Suppression], diagnostics: [Diagnostic]) {
        var result: [Suppression] = []
        var diagnostics: [Diagnostic] = []
        var pending: [String] = []
        func read(_ trivia: Trivia, at token: TokenSyntax) {
            for piece in trivia {
                switch piece {
                case .lineComment(let comment), .docLineComment(let comment):
                    guard let rules = SuppressionGrammar.rules(in: Substring(comment)) else { continue }
                    if rules.isEmpty {
                        diagnostics.append(Diagnostic(context.location(token), SuppressionGrammar.namesNoRule))
                    }
                    pending += rules
                default: continue
                }
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            read(token.leadingTrivia, at: token)
            if !pending.isEmpty {
                let location = context.location(token)
                result += pending.map { Suppression(rule: $0, location: location) }
                pending = []
            }
            read(token.trailingTrivia, at: token)
        }
        return (result, diagnostics)
    }
}
