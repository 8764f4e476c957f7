import Model

/// One token of an Objective-C source file, with where it starts and the `#if` conditions around it.
package struct ObjectiveCToken: Sendable {
    /// What the token is.
    package enum Kind: UInt8, Sendable {
        /// A name or a C/Objective-C keyword (`interface` is not one: see `directive`).
        case identifier
        /// An `@` word such as `@interface`, `@end`, `@protocol`; `text` is the word without `@`.
        case directive
        /// One punctuation character; `text` holds it.
        case punctuation
        case number
        /// `"…"` or `@"…"`; `text` holds the contents between the quotes, escapes as written.
        case string
        /// `'…'`; `text` holds the contents between the quotes.
        case character
    }

    package var kind: Kind
    package var text: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in bytes.
    package var column: Int
    /// The enclosing `#if` conditions, outermost first.
    package var conditions: CompilationConditions

    package func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    package func isDirective(_ name: String) -> Bool { kind == .directive && text == name }

    /// The token's place in `path`.
    package func location(in path: String) -> SourceLocation { SourceLocation(path: path, line: line, column: column) }
}

/// A `// intent-audit:disable:next RULE` comment, before the line it covers is known.
package struct SuppressionComment: Sendable {
    package var rules: [String]
    /// The line of the comment itself.
    package var line: Int
}

/// What the lexer makes of one file: its tokens, its suppression comments and what it could not read.
package struct ObjectiveCTokens: Sendable {
    package var tokens: [ObjectiveCToken] = []
    package var suppressions: [SuppressionComment] = []
    /// Problems with their 1-based line (message, line).
    package var problems: [(message: String, line: Int)] = []
}
