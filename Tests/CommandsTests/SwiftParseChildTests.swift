import Discovery
import Foundation
import Model
import ScanCache
import Scanning
import TestSupport
import Testing

/// A Swift file whose parse could run past its budget is read in a child process of the tool, which
/// is stopped at the file's time or its memory ceiling (issue 22): nothing is left running in the
/// auditing process, and the file is a diagnostic that is never cached.
@Suite(.serialized) struct SwiftParseChildTests {
    /// 150 KB of attributes on one declaration, larger than `SwiftParseChild.childBytes`: SwiftSyntax
    /// reads it for seconds in a release build, for most of a minute in a debug one.
    static func slowSource() -> String {
        "import Intents\n" + String(repeating: "@A ", count: 50_000) + "struct S {}\n"
    }

    /// 1.5 MB of enum cases with no place to cut them: one parse whose tree takes about 400 MB.
    static func largeSource() -> String {
        "enum Huge {\n" + (0..<80_000).map { "    case value\($0)\n" }.joined() + "}\n"
    }

    static func file(_ text: String) -> SourceFile {
        SourceFile(path: "App/Hostile.swift", kind: .swift, bytes: Array(text.utf8))
    }

    /// Through the scanner, as an audit reads it: the file goes to a child (the child stops at the
    /// file's time and says so, or is killed past it); in process it would be abandoned, still running.
    @Test func aParsePastItsTimeIsStoppedNotAbandoned() throws {
        var limits = Limits()
        limits.fileMilliseconds = 500
        let children = SwiftParseChild.childrenStarted
        SwiftParseChild.enable(executable: ExecutableTests.binary)
        defer { SwiftParseChild.enable(executable: nil) }
        let facts = SwiftScanner.read(Self.file(Self.slowSource()), limits: limits)
        let message = facts.diagnostics.map(\.message).joined(separator: "\n")
        #expect(message.hasPrefix("gave up reading this Swift file"), "\(message)")
        #expect(IsolatedParse.isCut(facts.diagnostics), "a stopped parse is never cached")
        // Nothing of the parse goes on in this process: it ran in a child (an in-process parse would
        // be abandoned, still running). Only this serialized suite starts children, so the count is
        // its own; the process-wide count of abandoned parses, which other tests move, is not compared.
        #expect(SwiftParseChild.childrenStarted == children + 1)
    }

    @Test func aParsePastItsMemoryIsStopped() throws {
        var limits = Limits()
        limits.fileMilliseconds = 120_000
        let facts = try #require(
            SwiftParseChild.read(
                Self.file(Self.largeSource()), limits: limits, megabytes: 64, executable: ExecutableTests.binary))
        let message = facts.diagnostics.map(\.message).joined(separator: "\n")
        #expect(message.contains("its parse passed 64 MB (its share of --limit audit-megabytes)"), "\(message)")
        #expect(IsolatedParse.isCut(facts.diagnostics))
    }

    /// What the child answers is what the same read gives in process.
    @Test func theChildsFactsAreTheInProcessFacts() throws {
        let text =
            "import Intents\n"
            + (0..<4000).map { "struct Value\($0) { var name = \"\($0)\" }\n" }.joined()
            + Self.handler
        let file = Self.file(text)
        #expect(file.bytes.count > SwiftParseChild.childBytes)
        var limits = Limits()
        limits.fileMilliseconds = 600_000  // a debug build on a loaded machine
        let child = try #require(SwiftParseChild.read(file, limits: limits, executable: ExecutableTests.binary))
        let here = SwiftScanner.read(file, limits: limits)
        #expect(child.diagnostics.isEmpty, "\(child.diagnostics)")
        #expect(child.types.count == here.types.count)
        // As the facts cache gives them back (the same encoding).
        let cached = try CompactDecoder.decode(SwiftFileFacts.self, from: CompactEncoder.encode(here))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // dictionaries: each process hashes in its own order
        #expect(try encoder.encode(child) == encoder.encode(cached))
    }

    /// A system intent's handler: the tree has something to report beside the hostile file.
    static let handler = """
        import Intents

        final class MessageHandler: NSObject, INSendMessageIntentHandling {
            func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
                completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
            }
        }

        """

    /// Through the executable: a large, slow file in a tree is given up within its budget and the
    /// rest of the tree is reported.
    @Test func anAuditStopsTheSlowFilesChild() throws {
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Self.slowSource().write(toFile: root + "/App/Hostile.swift", atomically: true, encoding: .utf8)
        try Self.handler.write(toFile: root + "/App/MessageHandler.swift", atomically: true, encoding: .utf8)
        let output = AuditCommandTests.temporaryDirectory() + "/out"
        let result = try ExecutableTests.run([
            "audit", root, "--output", output, "--format", "json", "--no-cache", "--limit", "file-milliseconds=1000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOfFile: output + "/report.json", encoding: .utf8)
        #expect(json.contains("gave up reading this Swift file"), "\(json.prefix(2000))")
        #expect(json.contains("INSendMessageIntent"), "the rest of the tree is reported")
    }
}
