/// A cheap pass over a Swift file's bytes that measures how deep it nests before SwiftSyntax sees it.
///
/// SwiftSyntax recurses once per nesting level (brackets, generic arguments, `#if`, string
/// interpolations), so a few thousand levels overflow any stack, and its recovery from unbalanced
/// brackets slows down steeply with depth. This pass is linear and allocation-light: it skips
/// comments and string literals (entering interpolations, which are code), counts `(`, `[`, `{`,
/// `#if` and interpolations on one stack, and generic `<` runs on their own.
package struct SwiftNesting: Sendable, Equatable {
    /// The deepest nesting of brackets, `#if` and string interpolations.
    package var maxDepth = 0
    /// The line where `maxDepth` was first reached.
    package var maxDepthLine = 1
    /// The longest run of `Name<` without a closing `>` on one line (nested generic arguments).
    package var maxAngles = 0
    /// False when a closing bracket does not match, or something is still open at the end.
    package var balanced = true
    /// Where the file may be cut into pieces parsed one by one (`SwiftPieces`), about `pieceBytes`
    /// apart (the first a quarter of that, so the first piece's pace is known soon): line starts outside every bracket, `#if`, string and comment, at a declaration keyword
    /// in the first column, the line before being no attribute or comment. Empty unless asked for.
    package var boundaries: [SwiftPieces.Boundary] = []

    private enum Frame { case bracket(UInt8), interpolation(StringKind) }
    private struct StringKind { var multiline: Bool; var hashes: Int }

    /// Measures `bytes`; with `pieceBytes` above zero, also notes `boundaries` about that far apart.
    package static func measure(_ bytes: [UInt8], pieceBytes: Int = 0) -> SwiftNesting {
        var result = SwiftNesting()
        // The first non-blank byte of the line before and of this one (0 while none), and where the
        // last boundary was noted.
        var previousFirst: UInt8 = 0
        var lineFirst: UInt8 = 0
        var lastBoundary = 0
        var stack: [Frame] = []
        var string: StringKind?
        var ifDepth = 0
        var angles = 0
        var line = 1
        var lineStart = true
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        func note(_ depth: Int) {
            if depth > result.maxDepth { (result.maxDepth, result.maxDepthLine) = (depth, line) }
        }
        while i < n {
            let c = bytes[i]
            if c == 0x0A { line += 1; lineStart = true; angles = 0 }
            if let kind = string {
                // Inside a string literal: look for its end or an interpolation.
                if c == UInt8(ascii: "\\") {
                    var k = i + 1
                    var hashes = 0
                    while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    if hashes == kind.hashes, at(k) == UInt8(ascii: "(") {
                        stack.append(.interpolation(kind))
                        string = nil
                        note(stack.count + ifDepth)
                        i = k + 1
                        continue
                    }
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let quotes = kind.multiline ? 3 : 1
                    var k = i
                    var count = 0
                    while count < quotes, at(k) == UInt8(ascii: "\"") { count += 1; k += 1 }
                    var hashes = 0
                    while hashes < kind.hashes, at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    if count == quotes, hashes == kind.hashes { string = nil; i = k; continue }
                } else if c == 0x0A, !kind.multiline {
                    string = nil  // unterminated: the parser will say so; go on as code
                    result.balanced = false
                }
                i += 1
                continue
            }
            if lineStart, lineFirst == 0, c != 0x20, c != 0x09, c != 0x0A, c != 0x0D { lineFirst = c }
            if c == 0x0A, pieceBytes > 0 {
                if stack.isEmpty, ifDepth == 0,
                    i + 1 - lastBoundary >= (result.boundaries.isEmpty ? max(1, pieceBytes / 4) : pieceBytes),
                    lineFirst != UInt8(ascii: "@"), lineFirst != UInt8(ascii: "/"), lineFirst != UInt8(ascii: "*"),
                    !(lineFirst == 0 && (previousFirst == UInt8(ascii: "@") || previousFirst == UInt8(ascii: "/"))),
                    SwiftPieces.startsDeclaration(bytes, at: i + 1)
                {
                    result.boundaries.append(SwiftPieces.Boundary(offset: i + 1, line: line))
                    lastBoundary = i + 1
                }
                if lineFirst != 0 { previousFirst = lineFirst }
                lineFirst = 0
            }
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != 0x0A { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var level = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        level -= 1
                        i += 2
                        if level == 0 { break }
                        continue
                    }
                    if bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
                continue
            case UInt8(ascii: "#"):
                var k = i
                var hashes = 0
                while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                if at(k) == UInt8(ascii: "\"") {
                    let multiline = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                    string = StringKind(multiline: multiline, hashes: hashes)
                    i = k + (multiline ? 3 : 1)
                    continue
                }
                if lineStart, hashes == 1 {
                    if Self.word(bytes, k, "if") {
                        ifDepth += 1
                        note(stack.count + ifDepth)
                    } else if Self.word(bytes, k, "endif") {
                        if ifDepth > 0 { ifDepth -= 1 } else { result.balanced = false }
                    }
                }
            case UInt8(ascii: "\""):
                let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                string = StringKind(multiline: multiline, hashes: 0)
                i += multiline ? 3 : 1
                lineStart = false
                continue
            case UInt8(ascii: "("): stack.append(.bracket(UInt8(ascii: ")"))); note(stack.count + ifDepth)
            case UInt8(ascii: "["): stack.append(.bracket(UInt8(ascii: "]"))); note(stack.count + ifDepth)
            case UInt8(ascii: "{"): stack.append(.bracket(UInt8(ascii: "}"))); note(stack.count + ifDepth); angles = 0
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if c == UInt8(ascii: "}") { angles = 0 }
                switch stack.popLast() {
                case .bracket(let closer)?: if closer != c { result.balanced = false }
                case .interpolation(let kind)?:
                    if c == UInt8(ascii: ")") { string = kind } else { result.balanced = false }
                case nil: result.balanced = false
                }
            case UInt8(ascii: "<") where i > 0 && Self.isIdentifier(bytes[i - 1]):
                angles += 1
                result.maxAngles = max(result.maxAngles, angles)
            case UInt8(ascii: ">"): angles = max(0, angles - 1)
            case UInt8(ascii: ";"), UInt8(ascii: "="): angles = 0
            default: break
            }
            if c != 0x20, c != 0x09, c != 0x0A, c != 0x0D { lineStart = false }
            i += 1
        }
        if !stack.isEmpty || string != nil || ifDepth != 0 { result.balanced = false }
        return result
    }

    private static func isIdentifier(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    /// Whether `name` is written at `start` and ends there (not a prefix of a longer word).
    private static func word(_ bytes: [UInt8], _ start: Int, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        for k in 0..<count where bytes[start + k] != name.utf8Start[k] { return false }
        return start + count == bytes.count || !isIdentifier(bytes[start + count])
    }
}
