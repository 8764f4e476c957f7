import Model

/// An `#if` condition as the scanner printed it (`WIDGETS && !os(watchOS)`), read back into its
/// parts so it can be evaluated for a target: names, `!`, `&&`, `||`, parentheses, and the
/// platform tests (`os(iOS)`, `canImport(X)`, `targetEnvironment(simulator)`, …) kept as calls.
/// Analysis does not parse Swift; this grammar is the `#if` condition's, a few tokens wide.
package indirect enum ConditionFormula: Equatable, Sendable {
    case name(String)
    case call(String, String)
    case not(ConditionFormula)
    case and(ConditionFormula, ConditionFormula)
    case or(ConditionFormula, ConditionFormula)
    case literal(Bool)

    /// The formula of one condition, nil when the text is not one (then nothing is assumed).
    /// Past this many tokens a condition is not read: the formula is evaluated by recursion, and a
    /// chain of `||` or `&&` nests one level per operand.
    package static let maximumTokens = 1024
    /// Deepest nesting of parentheses and `!` read.
    package static let maximumDepth = 32

    package static func parse(_ text: String) -> ConditionFormula? {
        let tokens = tokens(text)
        guard tokens.count <= maximumTokens else { return nil }
        var parser = Parser(tokens: tokens)
        guard let formula = parser.disjunction(depth: 0), parser.position == parser.tokens.count else { return nil }
        return formula
    }

    /// Its value given the values of names and calls (nil for unknown), with three-valued logic:
    /// `false && unknown` is false, `true || unknown` is true.
    package func evaluate(_ value: (ConditionFormula) -> Bool?) -> Bool? {
        switch self {
        case .literal(let answer): return answer
        case .name, .call: return value(self)
        case .not(let inner): return inner.evaluate(value).map { !$0 }
        case .and(let left, let right):
            let a = left.evaluate(value), b = right.evaluate(value)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .or(let left, let right):
            let a = left.evaluate(value), b = right.evaluate(value)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        }
    }

    private enum Token: Equatable {
        case word(String)
        case call(String, String)
        case symbol(String)
    }

    /// Words (a name, or a name followed by its parenthesised arguments), `!`, `&&`, `||`, `(`, `)`.
    private static func tokens(_ text: String) -> [Token] {
        let characters = Array(text)
        var result: [Token] = []
        var index = 0
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace {
                index += 1
            } else if isWordCharacter(c) {
                var end = index
                while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
                let word = String(characters[index..<end])
                if end < characters.count && characters[end] == "(" {
                    var depth = 0, close = end
                    while close < characters.count {
                        if characters[close] == "(" { depth += 1 }
                        if characters[close] == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        close += 1
                    }
                    guard close < characters.count else { return [.symbol("?")] }
                    let arguments = String(characters[(end + 1)..<close]).trimmingCharacters(in: .whitespaces)
                    result.append(.call(word, arguments))
                    index = close + 1
                } else {
                    result.append(.word(word))
                    index = end
                }
            } else if (c == "&" || c == "|") && index + 1 < characters.count && characters[index + 1] == c {
                result.append(.symbol(String([c, c])))
                index += 2
            } else if c == "!" || c == "(" || c == ")" {
                result.append(.symbol(String(c)))
                index += 1
            } else {
                return [.symbol("?")]
            }
        }
        return result
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0

        mutating func disjunction(depth: Int) -> ConditionFormula? {
            guard depth < ConditionFormula.maximumDepth, var left = conjunction(depth: depth) else { return nil }
            while position < tokens.count, tokens[position] == .symbol("||") {
                position += 1
                guard let right = conjunction(depth: depth) else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func conjunction(depth: Int) -> ConditionFormula? {
            guard var left = unary(depth: depth) else { return nil }
            while position < tokens.count, tokens[position] == .symbol("&&") {
                position += 1
                guard let right = unary(depth: depth) else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func unary(depth: Int) -> ConditionFormula? {
            guard depth < ConditionFormula.maximumDepth, position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case .symbol("!"): return unary(depth: depth + 1).map { .not($0) }
            case .symbol("("):
                guard let inner = disjunction(depth: depth + 1), position < tokens.count,
                    tokens[position] == .symbol(")")
                else { return nil }
                position += 1
                return inner
            case .word("true"): return .literal(true)
            case .word("false"): return .literal(false)
            case .word(let name): return .name(name)
            case .call(let name, let arguments): return .call(name, arguments)
            default: return nil
            }
        }
    }
}
