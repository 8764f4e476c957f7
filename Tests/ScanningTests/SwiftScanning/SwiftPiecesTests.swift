import Discovery
import Foundation
import Model
import Scanning
import Testing

/// A large Swift file is parsed in pieces cut at top-level declarations (issue 22: a parse past its
/// budget must stop, not run on abandoned): the facts are those of a whole read, the pieces stop at
/// the deadline or as soon as the first one's pace says the rest cannot fit, and a stretch too long
/// to cut is refused before SwiftSyntax sees it.
@Suite struct SwiftPiecesTests {
    static func file(_ text: String) -> SourceFile {
        SourceFile(path: "App/Large.swift", kind: .swift, bytes: Array(text.utf8))
    }

    /// About 1 KB of everything the visitor reads, numbered: handlers, donations, App Intents,
    /// constants, typealiases, suppressions, `#if`, attributes and comments on their own lines.
    static func block(_ i: Int) -> String {
        """
        /// The handler of order \(i).
        @available(iOS 14.0, *)
        final class Order\(i)IntentHandler: NSObject, Order\(i)IntentHandling {
            func handle(intent: Order\(i)Intent, completion: @escaping (Order\(i)IntentResponse) -> Void) {
                let interaction = INInteraction(intent: intent, response: nil)
                interaction.donate(completion: nil)
                completion(Order\(i)IntentResponse(code: .success, userActivity: nil))
            }
        }

        #if os(iOS)
        struct Open\(i)Intent: AppIntent {
            static var title: LocalizedStringResource = "Open \(i)"
            func perform() async throws -> some IntentResult { .result() }
        }
        #endif

        let kind\(i) = "Kind\(i)"
        typealias Alias\(i) = Order\(i)Intent
        // intent-audit:disable:next IA101 -- a test
        let text\(i) = \"\"\"
        struct NotAType\(i): AppIntent {}
        \"\"\"
        extension Order\(i)Intent {
            var label: String { "\(i)" }
        }


        """
    }

    static let large: SourceFile = file("import Intents\nimport AppIntents\n" + (0..<640).map(block).joined())

    @Test func theFileIsCutOnlyAtTopLevelDeclarations() {
        let nesting = SwiftNesting.measure(Self.large.bytes, pieceBytes: SwiftPieces.pieceBytes)
        #expect(Self.large.bytes.count > SwiftPieces.wholeFileBytes)
        #expect(nesting.boundaries.count >= 2)
        let text = String(decoding: Self.large.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for boundary in nesting.boundaries {
            // The line number is the line at the offset, and that line opens a declaration of its
            // own: not after an attribute or a comment, not inside #if or a string.
            let line = String(lines[boundary.line - 1])
            #expect(text.utf8.dropFirst(boundary.offset).starts(with: line.utf8))
            #expect(
                ["let ", "typealias ", "extension ", "final ", "struct "].contains { line.hasPrefix($0) }, "\(line)")
            #expect(!lines[boundary.line - 2].hasPrefix("@") && !lines[boundary.line - 2].hasPrefix("//"))
            #expect(!line.hasPrefix("struct NotAType") && !line.hasPrefix("struct Open"), "\(line)")
        }
        let small = SwiftNesting.measure(
            Array("let a = 1\nlet b = 2\n@A\nlet c = 3\n// c\nlet d = 4\n#if X\nlet e = 5\n#endif\nlet f = 6\n".utf8),
            pieceBytes: 1)
        #expect(small.boundaries.map(\.line) == [2, 10])
    }

    @Test func piecesGiveTheFactsOfAWholeRead() throws {
        var limits = Limits()
        limits.fileMilliseconds = 600_000
        limits.swiftParseBytes = 8 << 20
        let whole = SwiftScanner.read(Self.large, limits: limits, pieces: false)
        let pieces = SwiftScanner.read(Self.large, limits: limits)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(whole.types.count == 640 * 3)
        #expect(whole.diagnostics.isEmpty, "\(whole.diagnostics)")
        #expect(whole.suppressions.count == 640)
        #expect(try encoder.encode(pieces) == encoder.encode(whole))
    }

    @Test func piecesStopAtTheFirstPiecesPaceWhenTheRestCannotFit() {
        let boundaries = (1..<10).map { SwiftPieces.Boundary(offset: $0 * 10, line: $0 * 2 + 1) }
        let file = Self.file(String(repeating: "let x = 1\n", count: 10))
        let facts = SwiftScanner.read(Self.file("let x = 1\n"))
        var limits = Limits()
        limits.fileMilliseconds = 1000
        var deadline = ParseDeadline(milliseconds: 1000)
        let calls = Calls()
        let cut = SwiftPieces.read(file, boundaries: boundaries, limits: limits, deadline: &deadline) { source, _ in
            calls.add(source)
            Thread.sleep(forTimeInterval: 0.2)
            return facts
        }
        #expect(calls.sources.count == 1)
        #expect(IsolatedParse.isCut(cut.diagnostics))
        #expect(cut.diagnostics.first?.message.contains("at the pace of its first piece") == true)

        // With time enough every piece is read, in order, led by the lines before it.
        var ample = ParseDeadline(milliseconds: 60_000)
        let all = Calls()
        _ = SwiftPieces.read(file, boundaries: boundaries, limits: limits, deadline: &ample) { source, _ in
            all.add(source)
            return facts
        }
        #expect(all.sources.count == 10)
        for (index, source) in all.sources.enumerated() {
            #expect(source == Array(repeating: 0x0A, count: index * 2) + Array("let x = 1\n".utf8))
        }
    }

    @Test func aStretchTooLongToCutIsNotParsed() {
        let body = (0..<120_000).map { "    case value\($0)\n" }.joined()
        let file = Self.file("import Intents\nenum Huge {\n" + body + "}\n")
        #expect(file.bytes.count > Limits().swiftParseBytes)
        let started = Date()
        let facts = SwiftScanner.read(file)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(facts.diagnostics.count == 1)
        #expect(facts.diagnostics.first?.message.contains("--limit swift-parse-bytes") == true, "\(facts.diagnostics)")
        #expect(facts.diagnostics.first?.location.line == 1)
    }
}

/// The sources a fake reader was handed.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var sources: [[UInt8]] = []
    func add(_ source: [UInt8]) { lock.lock(); sources.append(source); lock.unlock() }
}
