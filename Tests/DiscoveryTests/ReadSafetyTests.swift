import Foundation
import Testing

@testable import Commands
@testable import Discovery
@testable import Model

/// What is read is what was walked: links swapped in after the walk, FIFOs, oversized files, and
/// glob patterns built to make a backtracking matcher hang.
@Suite struct ReadSafetyTests {
    let root: String
    let outside: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ia-read-\(UUID().uuidString)").path
        root = base + "/App"
        outside = base + "/Outside"
        try FileManager.default.createDirectory(atPath: root + "/Sources/Intents", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "// handler\n".write(toFile: root + "/Sources/Intents/Handler.swift", atomically: true, encoding: .utf8)
        try "// plain\n".write(toFile: root + "/Sources/Plain.swift", atomically: true, encoding: .utf8)
        try "// SECRET\n".write(toFile: outside + "/Handler.swift", atomically: true, encoding: .utf8)
        try "// SECRET\n".write(toFile: outside + "/Plain.swift", atomically: true, encoding: .utf8)
    }

    func load(_ files: [DiscoveredFile]) -> ([SourceFile], [Diagnostic]) { FileLoader.load(files, root: root) }

    @Test func aFolderSwappedForALinkOutsideAfterTheWalkIsNotRead() throws {
        let walked = TreeWalker().walk(root: root).files
        try FileManager.default.moveItem(atPath: root + "/Sources/Intents", toPath: root + "/Sources/Moved")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Intents", withDestinationPath: outside)
        let (files, diagnostics) = load(walked)
        #expect(!files.contains { String(decoding: $0.bytes, as: UTF8.self).contains("SECRET") })
        #expect(diagnostics.contains { $0.location.path == "Sources/Intents/Handler.swift" })
        #expect(files.map(\.path) == ["Sources/Plain.swift"])
    }

    @Test func aFileSwappedForALinkOutsideAfterTheWalkIsNotRead() throws {
        let walked = TreeWalker().walk(root: root).files
        try FileManager.default.removeItem(atPath: root + "/Sources/Plain.swift")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/Plain.swift", withDestinationPath: outside + "/Plain.swift")
        let (files, diagnostics) = load(walked)
        #expect(!files.contains { String(decoding: $0.bytes, as: UTF8.self).contains("SECRET") })
        #expect(diagnostics.map(\.location.path) == ["Sources/Plain.swift"])
    }

    @Test func aFolderReplacedByAnotherFolderAfterTheWalkIsNotRead() throws {
        let walked = TreeWalker().walk(root: root).files
        try FileManager.default.moveItem(atPath: root + "/Sources/Intents", toPath: root + "/Sources/Moved")
        try FileManager.default.createDirectory(atPath: root + "/Sources/Intents", withIntermediateDirectories: true)
        try "// SECRET\n".write(toFile: root + "/Sources/Intents/Handler.swift", atomically: true, encoding: .utf8)
        let (files, diagnostics) = load(walked)
        #expect(!files.contains { String(decoding: $0.bytes, as: UTF8.self).contains("SECRET") })
        #expect(diagnostics.contains { $0.message.contains("changed after the tree was walked") })
    }

    @Test func fifosAreNeverOpened() throws {
        #expect(mkfifo(root + "/Sources/Pipe.swift", 0o644) == 0)
        let walk = TreeWalker().walk(root: root)
        #expect(!walk.files.contains { $0.path == "Sources/Pipe.swift" })
        #expect(
            walk.diagnostics.contains {
                $0.location.path == "Sources/Pipe.swift" && $0.message.contains("not a regular file")
            })
        // Swapped in after the walk: opened non-blocking, refused by fstat, no hang.
        try FileManager.default.removeItem(atPath: root + "/Sources/Plain.swift")
        #expect(mkfifo(root + "/Sources/Plain.swift", 0o644) == 0)
        let (files, diagnostics) = load(walk.files)
        #expect(!files.contains { $0.path == "Sources/Plain.swift" })
        #expect(
            diagnostics.contains {
                $0.location.path == "Sources/Plain.swift" && $0.message.contains("not a regular file")
            })
    }

    @Test func aFileOverTheSizeLimitIsADiagnostic() throws {
        let path = root + "/Sources/Huge.swift"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(Limits().fileBytes + 1)) == 0)  // sparse: no disk used
        let (files, diagnostics) = load(TreeWalker().walk(root: root).files)
        #expect(!files.contains { $0.path == "Sources/Huge.swift" })
        #expect(diagnostics.contains { $0.location.path == "Sources/Huge.swift" && $0.message.contains("limit") })
    }

    /// A file read whole holds its size, not twice it (finding the end once grew a full buffer),
    /// and a file of exactly the size limit is read.
    @Test func aFileReadWholeHoldsItsSizeAndAFileAtTheLimitIsRead() throws {
        let path = root + "/Sources/Table.swift"
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 300_000)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let (files, _) = load(TreeWalker().walk(root: root).files)
        let table = try #require(files.first { $0.path == "Sources/Table.swift" })
        #expect(table.bytes == bytes)
        #expect(table.bytes.capacity < bytes.count + 4096, "capacity \(table.bytes.capacity)")
        var limits = Limits()
        limits.fileBytes = bytes.count
        let (atLimit, diagnostics) = FileLoader.load(TreeWalker().walk(root: root).files, root: root, limits: limits)
        #expect(atLimit.contains { $0.path == "Sources/Table.swift" }, "\(diagnostics)")
    }

    @Test func anUnreadableRootStopsTheAuditInsteadOfReportingNothing() throws {
        #expect(throws: AuditError.self) {
            _ = try Audit.run(
                root: root + "/Missing", context: AuditContext(toolVersion: "t", root: root, generatedAt: 0))
        }
        var request = AuditRequest()
        request.root = root + "/Missing"
        request.failOn = "error"
        request.outputDirectory = root + "/../Reports"
        #expect(throws: UsageError.self) { _ = try AuditCommand.run(request) }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads folders whatever their mode"))
    func aRootWithoutPermissionsExitsTwo() throws {
        #expect(chmod(root, 0) == 0)
        defer { chmod(root, 0o755) }
        #expect(throws: AuditError.self) {
            _ = try Audit.run(root: root, context: AuditContext(toolVersion: "t", root: root, generatedAt: 0))
        }
    }

    @Test func backtrackingPatternsMatchInLinearTime() {
        let pattern = String(repeating: "*a", count: 40) + "*b"
        let name = String(repeating: "a", count: 20_000) + ".swift"
        // A backtracking matcher needs about 20000^40 steps here; the automaton 40 × 20000.
        #expect(!Glob.matches(pattern, name))
        #expect(!Glob.matches("**/" + pattern, "A/B/" + name))
        #expect(Glob.matches(pattern, String(repeating: "a", count: 20_000) + "b"))
    }

    @Test func theAutomatonAgreesWithTheBacktrackingMatcherItReplaced() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "b", "/", "*", "**", "?", "**/", "."]
        let letters: [Character] = ["a", "b", "/", "."]
        for _ in 0..<20_000 {
            let pattern = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
            let path = String((0..<next(9)).map { _ in letters[next(letters.count)] })
            #expect(Glob.matches(pattern, path) == BacktrackingGlob.matches(pattern, path), "\(pattern) vs \(path)")
        }
    }

    @Test func tooManyOrTooLongPatternsAreRefused() {
        #expect(Glob.problem(with: Array(repeating: "*.swift", count: Glob.maximumCount), key: "exclude") == nil)
        #expect(Glob.problem(with: Array(repeating: "*.swift", count: Glob.maximumCount + 1), key: "exclude") != nil)
        #expect(Glob.problem(with: [String(repeating: "a", count: Glob.maximumLength + 1)], key: "include") != nil)
        let yaml = "exclude:\n" + String(repeating: "  - '*a*'\n", count: Glob.maximumCount + 1)
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationLoader.parse(yaml) }
    }
}

/// The recursive matcher the automaton replaced (exponential on `*a*a*a…b`), kept here as the
/// reference for the semantics: `*` within a component, `**` and `**/` across, `?` one byte.
private enum BacktrackingGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("/") {
            return path.split(separator: "/").contains { match(Array(pattern.utf8), 0, Array($0.utf8), 0) }
        }
        return match(Array(pattern.utf8), 0, Array(path.utf8), 0)
    }

    private static func match(_ p: [UInt8], _ pi: Int, _ s: [UInt8], _ si: Int) -> Bool {
        if pi == p.count { return si == s.count }
        let slash = UInt8(ascii: "/")
        if p[pi] == UInt8(ascii: "*") {
            if pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*") {
                var next = pi + 2
                if next < p.count && p[next] == slash { next += 1 }
                return (si...s.count).contains { match(p, next, s, $0) }
            }
            var k = si
            while true {
                if match(p, pi + 1, s, k) { return true }
                if k == s.count || s[k] == slash { return false }
                k += 1
            }
        }
        guard si < s.count else { return false }
        if p[pi] == UInt8(ascii: "?") { return s[si] != slash && match(p, pi + 1, s, si + 1) }
        return p[pi] == s[si] && match(p, pi + 1, s, si + 1)
    }
}
