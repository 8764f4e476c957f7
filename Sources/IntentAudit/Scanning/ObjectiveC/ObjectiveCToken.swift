/// One token of an Objective-C source file, with where it starts and the `#if` conditions around it.
struct ObjectiveCToken: Sendable {
    /// What the token is.
    enum Kind: UInt8, Sendable {
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

    var kind: Kind
    var text: String
    /// 1-based line.
    var line: Int
    /// 1-based column, counted in bytes.
    var column: Int
    /// The enclosing `#if` conditions, outermost first.
    var conditions: CompilationConditions

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    func isDirective(_ name: String) -> Bool { kind == .directive && text == name }

    /// The token's place in `path`.
    func location(in path: String) -> SourceLocation { SourceLocation(path: path, line: line, column: column) }
}

/// A `// intent-audit:disable:next RULE` comment, before the line it covers is known.
struct SuppressionComment: Sendable {
    var rules: [String]
    /// The line of the comment itself.
    var line: Int
}

/// What the lexer makes of one file: its tokens, its suppression comments and what it could not read.
struct ObjectiveCTokens: Sendable {
    var tokens: [ObjectiveCToken] = []
    var suppressions: [SuppressionComment] = []
    /// Problems with their 1-based line (message, line).
    var problems: [(message: String, line: Int)] = []
}
