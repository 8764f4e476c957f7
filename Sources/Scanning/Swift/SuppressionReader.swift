import Model
import SwiftSyntax

/// Finds `// intent-audit:disable:next RULE-ID` comments. Each applies to the next line with code:
/// the line of the first token after the comment. Several rules may follow, separated by spaces
/// or commas; a `--` starts a free-text reason.
package enum SuppressionReader {
    package static let marker = "intent-audit:disable:next"

    package static func suppressions(in tree: SourceFileSyntax, context: SyntaxContext) -> [Suppression] {
        var result: [Suppression] = []
        var pending: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            pending += rules(in: token.leadingTrivia)
            if !pending.isEmpty {
                let location = context.location(token)
                result += pending.map { Suppression(rule: $0, location: location) }
                pending = []
            }
            pending += rules(in: token.trailingTrivia)
        }
        return result
    }

    private static func rules(in trivia: Trivia) -> [String] {
        var result: [String] = []
        for piece in trivia {
            let text: String
            switch piece {
            case .lineComment(let comment), .docLineComment(let comment): text = comment
            default: continue
            }
            guard let range = text.range(of: marker) else { continue }
            let words = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
            for word in words {
                guard word != "--",
                    word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
                else { break }
                result.append(String(word))
            }
        }
        return result
    }
}
