import Foundation
import TestSupport
import Testing

@testable import Reporting

/// The reports of one run are a set: a write that fails leaves the old set whole and no temporary
/// folder behind; a failed write to standard output is an error exit; text reaching HTML shows its
/// bidirectional controls instead of obeying them.
@Suite struct ReportSetTests {
    static func tree(_ extra: String = "") throws -> String {
        let root = AuditCommandTests.temporaryDirectory() + "/app"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try """
        import Intents
        class OrderSoupHandler: NSObject, OrderSoupIntentHandling {
            func handle(intent: OrderSoupIntent, completion: @escaping (OrderSoupIntentResponse) -> Void) {}
        }
        \(extra)
        """.write(toFile: root + "/Handler\u{202E}tfiws.swift", atomically: true, encoding: .utf8)
        return root
    }

    static func shell(_ script: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh"] + arguments
        process.environment = ["SOURCE_DATE_EPOCH": "1767225600", "PATH": "/usr/bin:/bin"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A write that fails midway (here: a file size limit, as a full disk would) once left a new
    /// report.html beside an old report.xml; now the old set stays as it was.
    @Test func aFailedWriteLeavesTheOldSetWhole() throws {
        let root = try Self.tree()
        let output = AuditCommandTests.temporaryDirectory() + "/out"
        let first = try ExecutableTests.run([
            "audit", root, "--output", output, "--format", "xml,html,json", "--no-cache",
        ])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try ["report.xml", "report.html", "report.json"].map {
            try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0))
        }
        let xmlBlocks = before[0].count / 512
        let htmlBlocks = before[1].count / 512
        #expect(htmlBlocks > xmlBlocks + 4)
        // A change to the tree, then a size limit that lets report.xml through and stops report.html.
        try "class OrderSaladHandler: NSObject, OrderSaladIntentHandling {}\n".write(
            toFile: root + "/Salad.swift", atomically: true, encoding: .utf8)
        let status = try Self.shell(
            "trap '' XFSZ; ulimit -f \(xmlBlocks + 3); exec \"$0\" audit \"$1\" --output \"$2\" --format xml,html,json --no-cache",
            [ExecutableTests.binary, root, output])
        #expect(status == 2)
        let after = try ["report.xml", "report.html", "report.json"].map {
            try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0))
        }
        #expect(after == before, "the set changed in part")
        let left = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test(arguments: ["github", "xcode"])
    func aFullStandardOutputIsAnErrorExit(format: String) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let root = try Self.tree()
        let status = try Self.shell(
            "exec \"$0\" audit \"$1\" --output \"$2\" --format \(format) --no-cache > /dev/full",
            [ExecutableTests.binary, root, root + "/../out"])
        #expect(status == 2)
    }

    @Test func bidirectionalControlsAreShownNotObeyedInHTML() throws {
        #expect(
            BidiControls.neutralised(Array("a\u{202E}b\u{2066}c\u{200F}d é→".utf8))
                == Array("a[U+202E]b[U+2066]c[U+200F]d é→".utf8))
        let root = try Self.tree()
        let output = AuditCommandTests.temporaryDirectory() + "/out"
        let result = try ExecutableTests.run(["audit", root, "--output", output, "--format", "html", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: output + "/report.html", encoding: .utf8)
        #expect(!html.unicodeScalars.contains { $0.value == 0x202E })
        #expect(html.contains("Handler[U+202E]tfiws."))
    }
}
