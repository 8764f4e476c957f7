import Model

/// A file's tokens with the matching closer of every `(`, `[` and `{`, and small readers over them.
package struct TokenStream: Sendable {
    package let path: String
    package let tokens: [ObjectiveCToken]
    /// For an opening bracket: the index of its closer (`tokens.count` when never closed); -1 otherwise.
    package let closerOf: [Int]
    /// The line of the first bracket that is never closed or closed by the wrong kind, if any.
    package let unbalancedLine: Int?

    package init(path: String, tokens: [ObjectiveCToken]) {
        self.path = path
        self.tokens = tokens
        var closerOf = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        var unbalanced: Int?
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                let opener = Self.opener(of: token.text)
                // `#if` branches may each open a brace; close the nearest opener of the same kind.
                guard let match = open.lastIndex(where: { tokens[$0].text == opener }) else {
                    unbalanced = unbalanced ?? token.line
                    continue
                }
                for skipped in open[(match + 1)...] {
                    closerOf[skipped] = index
                    unbalanced = unbalanced ?? tokens[skipped].line
                }
                closerOf[open[match]] = index
                open.removeSubrange(match...)
            default:
                break
            }
        }
        for index in open {
            closerOf[index] = tokens.count
            unbalanced = unbalanced ?? tokens[index].line
        }
        self.closerOf = closerOf
        self.unbalancedLine = unbalanced
    }

    private static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    package subscript(index: Int) -> ObjectiveCToken { tokens[index] }
    package var count: Int { tokens.count }

    package func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(text)
    }

    package func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    package func location(_ index: Int) -> SourceLocation { tokens[index].location(in: path) }

    /// The index after an `<…>` list that starts at `index` (nested lists allowed), and the names in it.
    package func angleList(at index: Int) -> (names: [String], hasPointer: Bool, end: Int) {
        var depth = 0
        var names: [String] = []
        var hasPointer = false
        var cursor = index
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("<") {
                depth += 1
            } else if token.isPunctuation(">") {
                depth -= 1
                if depth == 0 { return (names, hasPointer, cursor + 1) }
            } else if token.isPunctuation("*") {
                hasPointer = true
            } else if token.kind == .identifier && depth == 1 {
                names.append(token.text)
            } else if token.isPunctuation(";") || token.isPunctuation("{") || token.kind == .directive {
                break
            }
            cursor += 1
        }
        return (names, hasPointer, cursor)
    }

    /// The index of the `;` that ends the expression or statement starting at `index`
    /// (brackets skipped), or `limit` when there is none before it.
    package func statementEnd(from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit {
            let token = tokens[cursor]
            if token.isPunctuation(";") || token.isPunctuation("}") { return cursor }
            if token.kind == .punctuation, closerOf[cursor] >= 0 {
                cursor = closerOf[cursor] + 1
                continue
            }
            cursor += 1
        }
        return limit
    }

    /// The class named by a type written in parentheses: `(nonnull OrderSoupIntent *)` → `OrderSoupIntent`.
    package func typeName(in range: Range<Int>) -> String? {
        for index in range where tokens[index].kind == .identifier {
            if !Self.typeQualifiers.contains(tokens[index].text) { return tokens[index].text }
        }
        return nil
    }

    package static let typeQualifiers: Set<String> = [
        "nonnull", "nullable", "null_unspecified", "null_resettable", "_Nonnull", "_Nullable", "_Null_unspecified",
        "__nonnull", "__nullable", "__kindof", "const", "volatile", "__strong", "__weak", "__unsafe_unretained",
        "__autoreleasing", "__block", "in", "out", "inout", "oneway", "bycopy", "byref", "struct", "enum",
    ]
}
