import Foundation
import Testing

/// Compares rendered output with a file under `Tests/Golden/`.
/// `RECORD_GOLDEN=1` rewrites the file instead (on purpose only); a missing golden file fails.
package enum Golden {
    package static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    package static func check(
        _ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = Fixtures.goldenDirectory + "/" + name
        if recording {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return
        }
        guard let expected = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "missing golden file \(name); run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if Array(expected) != bytes {
            let actual = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let golden = String(decoding: expected, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(actual, golden).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actual.count, golden.count)
            let got = line < actual.count ? String(actual[line]) : "<end>"
            let want = line < golden.count ? String(golden[line]) : "<end>"
            Issue.record(
                "\(name) differs from its golden file at line \(line + 1):\n  got:  \(got)\n  want: \(want)",
                sourceLocation: sourceLocation)
        }
    }

    package static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        try check(Array(text.utf8), name, sourceLocation: sourceLocation)
    }
}
