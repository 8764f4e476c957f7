import Model

/// The `#if` / `#elif` / `#else` / `#endif` nesting at one point of a file, as readable conditions.
///
/// Every branch is scanned; a fact is marked with the conditions that hold where it is written:
/// `#ifdef DEBUG` gives `["DEBUG"]`, its `#else` gives `["!DEBUG"]`, and `#elif B` after `#if A`
/// gives `["!A", "B"]` (each entry holds; outermost `#if` first).
///
/// Bounded for hostile files: `#if`s nested past `maximumDepth` are counted but not tracked (the
/// conditions stay those of the deepest tracked level), a chain of `#elif`s keeps its first
/// `maximumBranches` negations, and a condition's text is cut at `maximumConditionBytes`; so each
/// directive costs at most depth × branches, and 20,000 nested `#if`s take linear time.
package struct PreprocessorConditionStack: Sendable {
    package static let maximumBranches = 16
    package static let maximumConditionBytes = 1024

    /// One open `#if`: the conditions of the branches already passed, and the current branch's.
    private struct Frame {
        var openedAt: Int
        var previous: [String]
        var current: String?
        var inElse: Bool = false

        /// The entries this frame contributes to the conditions.
        var entries: [String] {
            let negated = previous.map(PreprocessorConditionStack.negate)
            if inElse { return negated }
            return negated + (current.map { [$0] } ?? [])
        }
    }

    private var frames: [Frame] = []
    /// `#if`s opened past `maximumDepth`, still to be closed.
    private var untracked = 0
    private let maximumDepth: Int
    /// The conditions that hold now, outermost first.
    private(set) var conditions: CompilationConditions = []

    package init(maximumDepth: Int = Limits().nestingDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Applies one directive (`if`, `ifdef`, `ifndef`, `elif`, `elifdef`, `elifndef`, `else`, `endif`)
    /// with the rest of its line. Returns a problem message when the directive does not fit the nesting.
    package mutating func apply(directive: String, argument fullArgument: String, line: Int) -> String? {
        let argument = fullArgument.truncated(toBytes: Self.maximumConditionBytes)
        let opens = ["if", "ifdef", "ifndef"].contains(directive)
        if untracked > 0 || (opens && frames.count >= maximumDepth) {
            if opens {
                untracked += 1
                return untracked == 1
                    ? "#if nested deeper than \(maximumDepth) levels; conditions inside it are not tracked (--limit nesting-depth)"
                    : nil
            }
            if directive == "endif" { untracked -= 1 }
            return nil
        }
        switch directive {
        case "if":
            frames.append(Frame(openedAt: line, previous: [], current: argument))
        case "ifdef":
            frames.append(Frame(openedAt: line, previous: [], current: Self.firstWord(argument)))
        case "ifndef":
            frames.append(Frame(openedAt: line, previous: [], current: Self.negate(Self.firstWord(argument))))
        case "elif", "elifdef", "elifndef":
            guard var frame = frames.popLast() else { return "#\(directive) without #if" }
            if let current = frame.current, frame.previous.count < Self.maximumBranches {
                frame.previous.append(current)
            }
            switch directive {
            case "elifdef": frame.current = Self.firstWord(argument)
            case "elifndef": frame.current = Self.negate(Self.firstWord(argument))
            default: frame.current = argument
            }
            frames.append(frame)
        case "else":
            guard var frame = frames.popLast() else { return "#else without #if" }
            if let current = frame.current, frame.previous.count < Self.maximumBranches {
                frame.previous.append(current)
            }
            frame.current = nil
            frame.inElse = true
            frames.append(frame)
        case "endif":
            guard frames.popLast() != nil else { return "#endif without #if" }
        default:
            return nil
        }
        conditions = frames.flatMap(\.entries)
        return nil
    }

    /// The lines of the `#if`s still open (at the end of a file: never closed).
    package var unclosedLines: [Int] { frames.map(\.openedAt) }

    /// `DEBUG` → `!DEBUG`, `!DEBUG` → `DEBUG`, `A && B` → `!(A && B)`.
    package static func negate(_ condition: String) -> String {
        if isSimple(condition) { return "!" + condition }
        if condition.hasPrefix("!") {
            let rest = String(condition.dropFirst())
            if isSimple(rest) { return rest }
        }
        return "!(" + condition + ")"
    }

    /// A name, or a name applied to one parenthesized argument (`defined(X)`, `os(iOS)`).
    private static func isSimple(_ condition: String) -> Bool {
        guard let first = condition.utf8.first, first != UInt8(ascii: "!"), first != UInt8(ascii: "(") else {
            return false
        }
        var depth = 0
        for byte in condition.utf8 {
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "="),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
                if depth == 0 { return false }
            default: break
            }
        }
        return depth == 0
    }

    private static func firstWord(_ text: String) -> String {
        String(text.split(separator: " ").first ?? "")
    }
}
