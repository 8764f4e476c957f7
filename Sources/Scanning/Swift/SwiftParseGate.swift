import Discovery
import Model

/// What stands between a Swift file (a source or `Package.swift`) and SwiftSyntax: the size limit,
/// the nesting pre-scan (`SwiftNesting`), then a parse on a thread with a large stack and a time
/// budget (`IsolatedParse`): shallow files can be slow too (the fuzzer found a 74 KB manifest of
/// repeated attributes that SwiftSyntax reads for minutes). A refused file becomes one diagnostic.
/// With `pieces`, a file larger than `SwiftPieces.wholeFileBytes` is handed to `parse` with the
/// places it may be cut at (`SwiftPieces`), and refused when a stretch without one is longer than
/// `--limit swift-parse-bytes`; without, such a file is parsed whole.
package enum SwiftParseGate {
    /// Parses `file` with `parse` when it is within the limits, else returns `refused(diagnostic)`.
    package static func guarded<T: Sendable>(
        _ file: SourceFile, what: String, limits: Limits, pieces: Bool = false,
        parse:
            @escaping @Sendable (
                SourceFile, _ maximumNestingLevel: Int, _ boundaries: [SwiftPieces.Boundary],
                _ deadline: inout ParseDeadline
            ) -> T,
        refused: (Diagnostic) -> T
    ) -> T {
        let nesting: SwiftNesting
        switch check(file, what: what, limits: limits, pieces: pieces) {
        case .refused(let diagnostic): return refused(diagnostic)
        case .allowed(let measured): nesting = measured
        }
        // SwiftSyntax's own nesting limit stays a little above the deepest nesting seen, so that
        // the parser never stops early on a file this gate let through.
        let level = min(max(nesting.maxDepth, nesting.maxAngles) + 8, limits.nestingDepth + 8)
        let boundaries = nesting.boundaries
        guard let result = IsolatedParse.run(limits: limits, { deadline in parse(file, level, boundaries, &deadline) })
        else {
            return refused(IsolatedParse.gaveUp(file.path, what: what, limits: limits))
        }
        return result
    }

    /// The outcome of the cheap checks.
    package enum Check: Sendable { case allowed(SwiftNesting), refused(Diagnostic) }

    package static func check(_ file: SourceFile, what: String, limits: Limits, pieces: Bool = false) -> Check {
        if let oversized = limits.oversized(file.path, bytes: file.bytes.count, what: what) {
            return .refused(oversized)
        }
        let cut = pieces && file.bytes.count > min(SwiftPieces.wholeFileBytes, limits.swiftParseBytes)
        let nesting = SwiftNesting.measure(
            file.bytes, pieceBytes: cut ? min(SwiftPieces.pieceBytes, limits.swiftParseBytes) : 0)
        let deepest = max(nesting.maxDepth, nesting.maxAngles)
        if deepest > limits.nestingDepth {
            return .refused(
                Diagnostic(
                    SourceLocation(path: file.path, line: nesting.maxDepthLine),
                    "not parsed: this \(what) nests \(deepest) levels deep (brackets, generics, #if or string interpolations), over the nesting-depth limit (\(limits.nestingDepth); --limit nesting-depth)"
                ))
        }
        if !nesting.balanced, nesting.maxDepth > limits.unbalancedNestingDepth {
            return .refused(
                Diagnostic(
                    SourceLocation(path: file.path, line: nesting.maxDepthLine),
                    "not parsed: the brackets of this \(what) do not balance and nest \(nesting.maxDepth) levels deep, over the unbalanced-nesting-depth limit (\(limits.unbalancedNestingDepth); --limit unbalanced-nesting-depth)"
                ))
        }
        if cut, let long = SwiftPieces.oversizedPiece(file, what: what, boundaries: nesting.boundaries, limits: limits)
        {
            return .refused(long)
        }
        if !pieces, let long = SwiftPieces.oversizedPiece(file, what: what, boundaries: [], limits: limits) {
            return .refused(long)
        }
        return .allowed(nesting)
    }
}
