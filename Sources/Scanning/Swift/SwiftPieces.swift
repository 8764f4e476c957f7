import Discovery
import Dispatch
import Model
import SwiftParser
import SwiftSyntax

/// A large Swift file read in pieces, so that its parse can stop and its memory stays bounded.
///
/// SwiftSyntax's parser cannot be stopped once it started, and its tree takes about 250 times the
/// bytes it reads (an 8 MB file: 9.5 s and 1.9 GB on the machine this was measured on). A file
/// larger than `wholeFileBytes` is therefore cut at top-level declaration boundaries (found by
/// `SwiftNesting`'s pass) into pieces of about `pieceBytes` (the first a quarter of that, a quick
/// measure of the pace); each piece is parsed and read on its
/// own, its tree dropped before the next. Each piece is led by as many newlines as lines came
/// before it, so every location is the file's own. Between pieces the deadline is checked; after
/// the first piece, the pace it took tells whether the rest can be read in the time left, and when
/// it cannot the file is given up at once instead of when its time is spent. A file with a stretch
/// longer than `--limit swift-parse-bytes` without a boundary is not parsed.
package enum SwiftPieces {
    /// Files up to this size are parsed whole.
    package static let wholeFileBytes = 512 << 10
    /// The size pieces are cut at (each ends at the first boundary past it).
    package static let pieceBytes = 256 << 10

    /// A line start where the file may be cut: its byte offset and (1-based) line number.
    package struct Boundary: Sendable, Equatable {
        package var offset: Int
        package var line: Int
        package init(offset: Int, line: Int) {
            self.offset = offset
            self.line = line
        }
    }

    /// The byte ranges of the pieces and the line each starts on, from the boundaries noted.
    package static func pieces(_ byteCount: Int, boundaries: [Boundary]) -> [(range: Range<Int>, line: Int)] {
        var result: [(range: Range<Int>, line: Int)] = []
        var start = Boundary(offset: 0, line: 1)
        for boundary in boundaries where boundary.offset > start.offset && boundary.offset < byteCount {
            result.append((start.offset..<boundary.offset, start.line))
            start = boundary
        }
        result.append((start.offset..<byteCount, start.line))
        return result
    }

    /// The diagnostic of a file with a piece too long to parse at once, nil when every piece fits.
    package static func oversizedPiece(
        _ file: SourceFile, what: String, boundaries: [Boundary], limits: Limits
    ) -> Diagnostic? {
        guard
            let longest = pieces(file.bytes.count, boundaries: boundaries).max(by: { $0.range.count < $1.range.count }),
            longest.range.count > limits.swiftParseBytes
        else { return nil }
        return Diagnostic(
            SourceLocation(path: file.path, line: longest.line),
            "not parsed: this \(what) is \(file.bytes.count) bytes and \(longest.range.count) of them, from this line, hold no top-level declaration to cut them at, over the swift-parse-bytes limit (\(limits.swiftParseBytes); --limit swift-parse-bytes)"
        )
    }

    /// Keywords that start a top-level declaration on a line of their own: the file is cut before them.
    private static let keywords: [[UInt8]] = [
        "import", "struct", "class", "enum", "extension", "protocol", "func", "actor", "typealias", "let", "var",
        "public", "private", "fileprivate", "internal", "open", "final",
    ].map { Array($0.utf8) }

    /// Whether a declaration keyword, as a whole word, starts at `start`.
    package static func startsDeclaration(_ bytes: [UInt8], at start: Int) -> Bool {
        for keyword in keywords where start + keyword.count < bytes.count {
            var matches = true
            for k in 0..<keyword.count where bytes[start + k] != keyword[k] {
                matches = false
                break
            }
            let next = bytes[start + keyword.count]
            if matches, next == 0x20 || next == 0x09 { return true }
        }
        return false
    }

    /// Reads `file` piece by piece with `read` (a piece's bytes, led by newlines, and the deadline),
    /// merging the facts in file order; stops with the cut diagnostic when the deadline passes or the
    /// first piece's pace says the rest cannot be read in the time left.
    package static func read(
        _ file: SourceFile, boundaries: [Boundary], limits: Limits, deadline: inout ParseDeadline,
        _ read: (_ source: [UInt8], _ deadline: inout ParseDeadline) -> SwiftFileFacts
    ) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: file.path)
        let all = pieces(file.bytes.count, boundaries: boundaries)
        let started = DispatchTime.now().uptimeNanoseconds
        var done = 0
        for (index, piece) in all.enumerated() {
            if deadline.passed() { return cut(file, limits: limits) }
            var source = [UInt8](repeating: 0x0A, count: piece.line - 1)
            source += file.bytes[piece.range]
            let next = read(source, &deadline)
            if deadline.hasPassed || IsolatedParse.isCut(next.diagnostics) { return cut(file, limits: limits) }
            facts.absorb(next)
            done += piece.range.count
            if index == 0, all.count > 1 {
                let spent = DispatchTime.now().uptimeNanoseconds - started
                let projected = Double(spent) / Double(done) * Double(file.bytes.count - done)
                if projected > Double(deadline.nanosecondsLeft) {
                    return paceCut(
                        file, projectedMilliseconds: Int(projected / 1e6) + Int(spent / 1_000_000), limits: limits)
                }
            }
        }
        return facts
    }

    private static func cut(_ file: SourceFile, limits: Limits) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: file.path)
        facts.diagnostics = [IsolatedParse.stoppedPartWay(file.path, what: "Swift file", limits: limits)]
        return facts
    }

    private static func paceCut(_ file: SourceFile, projectedMilliseconds: Int, limits: Limits) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: file.path)
        facts.diagnostics = [
            Diagnostic(
                SourceLocation(path: file.path),
                "\(IsolatedParse.cutPrefix) this Swift file: at the pace of its first piece its \(file.bytes.count) bytes would take about \(projectedMilliseconds) ms, more than its time budget left (\(limits.fileMilliseconds) ms; --limit file-milliseconds, or what was left of --limit audit-milliseconds); its facts are missing"
            )
        ]
        return facts
    }
}

extension SwiftFileFacts {
    /// Adds the facts of the next piece of the same file (`SwiftPieces`), as one read of the whole
    /// file would have found them: in file order, later typealiases replacing earlier ones, the
    /// mentions capped, one syntax-error diagnostic.
    package mutating func absorb(_ next: SwiftFileFacts) {
        types += next.types
        globals.functions += next.globals.functions
        globals.properties += next.globals.properties
        globals.enumCases += next.globals.enumCases
        globals.typealiases.merge(next.globals.typealiases) { _, new in new }
        typealiases.merge(next.typealiases) { _, new in new }
        protocols.merge(next.protocols) { _, new in new }
        configurations += next.configurations
        complicationCalls += next.complicationCalls
        donations += next.donations
        intentMethodCalls += next.intentMethodCalls
        assignedIntents += next.assignedIntents
        activityBuilders += next.activityBuilders
        suppressions += next.suppressions
        stringTransforms += next.stringTransforms
        intentTypeMentions += next.intentTypeMentions.prefix(Self.maximumMentions - intentTypeMentions.count)
        let syntaxError = diagnostics.contains { $0.message.hasPrefix(Self.syntaxErrorPrefix) }
        diagnostics += next.diagnostics.filter { !(syntaxError && $0.message.hasPrefix(Self.syntaxErrorPrefix)) }
    }

    /// How the diagnostic of a file SwiftSyntax could not make sense of starts.
    package static let syntaxErrorPrefix = "Swift syntax error:"
}
