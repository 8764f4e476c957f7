import Model

/// A small hand-written lexer for Objective-C (and the C/C++ around it in `.mm` files).
///
/// It yields identifiers, `@` words, punctuation, numbers and literals with their line and column,
/// and skips what is not code: comments, the insides of string and character literals, and
/// preprocessor lines. Of the preprocessor it keeps the `#if` family, to mark each token with the
/// conditions around it, and of comments it keeps `// intent-audit:disable:next RULE`.
package struct ObjectiveCLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// True until something other than blanks has been seen on the current line.
    private var atLineStart = true
    private var conditions: PreprocessorConditionStack
    private var result = ObjectiveCTokens()

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        conditions = PreprocessorConditionStack(maximumDepth: maximumDepth)
    }

    /// Splits a file into tokens. Never fails: what cannot be read becomes a problem in the result.
    package static func tokenize(_ bytes: [UInt8], maximumDepth: Int = Limits().nestingDepth) -> ObjectiveCTokens {
        var lexer = ObjectiveCLexer(bytes: bytes, maximumDepth: maximumDepth)
        lexer.run()
        return lexer.result
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case ASCII.newline:
                advance()
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, 0x0B, 0x0C:
                advance()
            case ASCII.slash where peek(1) == ASCII.slash:
                lineComment()
            case ASCII.slash where peek(1) == ASCII.star:
                blockComment()
            case ASCII.hash where atLineStart:
                directive()
            case ASCII.quote:
                quoted(ASCII.quote, kind: .string, startColumn: column, startLine: line, skip: 1)
            case ASCII.apostrophe:
                quoted(ASCII.apostrophe, kind: .character, startColumn: column, startLine: line, skip: 1)
            case ASCII.at:
                atSign()
            case _ where ASCII.isIdentifierStart(byte):
                identifier()
            case _ where ASCII.isDigit(byte) || (byte == ASCII.dot && peek(1).map(ASCII.isDigit) == true):
                number()
            default:
                emit(.punctuation, String(UnicodeScalar(byte)), line: line, column: column)
                advance()
            }
        }
        for openedAt in conditions.unclosedLines {
            result.problems.append(("#if is never closed by #endif", openedAt))
        }
    }

    // MARK: - Pieces

    private mutating func lineComment() {
        let startLine = line
        let start = index + 2
        while index < bytes.count && bytes[index] != ASCII.newline { advance() }
        if let rules = SuppressionGrammar.rules(in: Substring(decoding: bytes[start..<index], as: UTF8.self)) {
            result.suppressions.append(SuppressionComment(rules: rules, line: startLine))
        }
    }

    private mutating func blockComment() {
        let startLine = line
        let wasAtLineStart = atLineStart
        advance(2)
        while index < bytes.count {
            if bytes[index] == ASCII.star && peek(1) == ASCII.slash {
                advance(2)
                // A comment counts as a blank: a `#` after one that opened the line starts a directive.
                atLineStart = wasAtLineStart
                return
            }
            advance()
        }
        result.problems.append(("a /* comment is never closed", startLine))
    }

    private mutating func quoted(
        _ quote: UInt8, kind: ObjectiveCToken.Kind, startColumn: Int, startLine: Int, skip: Int
    ) {
        advance(skip)
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                advance(min(2, bytes.count - index))
                continue
            }
            if byte == quote {
                emit(kind, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn)
                advance()
                return
            }
            if byte == ASCII.newline { break }
            advance()
        }
        let what = kind == .string ? "a string literal" : "a character literal"
        result.problems.append(("\(what) is not closed on its line", startLine))
        emit(kind, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn)
    }

    private mutating func atSign() {
        let startLine = line, startColumn = column
        if peek(1) == ASCII.quote {
            advance()
            quoted(ASCII.quote, kind: .string, startColumn: startColumn, startLine: startLine, skip: 1)
        } else if let next = peek(1), ASCII.isIdentifierStart(next) {
            advance()
            let start = index
            while index < bytes.count && ASCII.isIdentifierPart(bytes[index]) { advance() }
            emit(
                .directive, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn)
        } else {
            emit(.punctuation, "@", line: startLine, column: startColumn)
            advance()
        }
    }

    private mutating func identifier() {
        let startLine = line, startColumn = column
        let start = index
        while index < bytes.count && ASCII.isIdentifierPart(bytes[index]) { advance() }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        // C++11 raw string literal in .mm files: R"delim( … )delim" (also u8R, LR, uR, UR).
        if peek(0) == ASCII.quote, ["R", "u8R", "LR", "uR", "UR"].contains(word) {
            rawString(startLine: startLine, startColumn: startColumn)
            return
        }
        emit(.identifier, word, line: startLine, column: startColumn)
    }

    private mutating func rawString(startLine: Int, startColumn: Int) {
        advance()
        let delimiterStart = index
        while index < bytes.count && bytes[index] != ASCII.openParen && bytes[index] != ASCII.newline { advance() }
        let closing = [ASCII.closeParen] + Array(bytes[delimiterStart..<index]) + [ASCII.quote]
        advance()
        let start = index
        while index < bytes.count {
            if bytes[index] == closing[0] && bytes[index...].starts(with: closing) {
                emit(
                    .string, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn
                )
                advance(closing.count)
                return
            }
            advance()
        }
        result.problems.append(("a raw string literal is never closed", startLine))
    }

    private mutating func number() {
        let startLine = line, startColumn = column
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isIdentifierPart(byte) || byte == ASCII.dot || byte == ASCII.apostrophe {
                advance()
            } else if (byte == ASCII.plus || byte == ASCII.minus),
                let previous = index > start ? bytes[index - 1] : nil,
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(previous)
            {
                advance()
            } else {
                break
            }
        }
        emit(.number, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn)
    }

    /// A preprocessor line (with its `\` continuations): only the `#if` family has an effect.
    private mutating func directive() {
        let startLine = line
        advance()
        while index < bytes.count && (bytes[index] == ASCII.space || bytes[index] == ASCII.tab) { advance() }
        let nameStart = index
        while index < bytes.count && ASCII.isIdentifierPart(bytes[index]) { advance() }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var argument: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline { break }
            if byte == ASCII.backslash
                && (peek(1) == ASCII.newline || (peek(1) == ASCII.carriageReturn && peek(2) == ASCII.newline))
            {
                advance(peek(1) == ASCII.newline ? 2 : 3)
                argument.append(ASCII.space)
                continue
            }
            if byte == ASCII.slash && peek(1) == ASCII.slash { break }
            if byte == ASCII.slash && peek(1) == ASCII.star {
                blockComment()
                argument.append(ASCII.space)
                continue
            }
            argument.append(byte == ASCII.tab || byte == ASCII.carriageReturn ? ASCII.space : byte)
            advance()
        }
        if index < bytes.count && bytes[index] != ASCII.newline {
            lineComment()
        }
        let text = String(decoding: argument, as: UTF8.self)
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if let problem = conditions.apply(directive: name, argument: text, line: startLine) {
            result.problems.append((problem, startLine))
        }
    }

    // MARK: - Moving

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == ASCII.newline {
                line += 1
                column = 1
                atLineStart = true
            } else {
                column += 1
                let byte = bytes[index]
                if byte != ASCII.space && byte != ASCII.tab && byte != ASCII.carriageReturn { atLineStart = false }
            }
            index += 1
        }
    }

    private mutating func emit(_ kind: ObjectiveCToken.Kind, _ text: String, line: Int, column: Int) {
        result.tokens.append(
            ObjectiveCToken(
                kind: kind, text: text, line: line, column: column,
                conditions: conditions.conditions))
    }
}
