import Foundation
import Model
import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Scanning

/// 5,000 legacy intents beside 5,000 App Intents that share no word with them: every intent is
/// left for the split search, which once looked at every App Intent's words for every intent
/// (25 million word splits: 10 s and 1.2 GB in a release build).
@Suite struct HostileScaleTests {
    static func word(_ number: Int) -> String {
        var text = "Q", rest = number
        repeat {
            text += String(UnicodeScalar(UInt8(97 + rest % 26)))
            rest /= 26
        } while rest > 0
        return text + "x"
    }

    @Test func fiveThousandIntentsBesideFiveThousandAppIntentsAreLinked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ia-scale-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        let count = 5000
        let intents = (0..<count).map { index in
            """
            <dict><key>INIntentCategory</key><string>generic</string>\
            <key>INIntentName</key><string>Do\(Self.word(index))</string>\
            <key>INIntentTitle</key><string>Do \(Self.word(index))</string>\
            <key>INIntentParameters</key><array/></dict>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>INIntentDefinitionModelVersion</key><string>1.2</string>
        <key>INIntents</key><array>\(intents.joined(separator: "\n"))</array></dict></plist>
        """.write(toFile: root + "/App/Intents.intentdefinition", atomically: true, encoding: .utf8)
        for file in 0..<50 {
            let types = (0..<100).map { index in
                let name = "Run" + Self.word(count + file * 100 + index) + "Action"
                return """
                    struct \(name): AppIntent {
                        static var title: LocalizedStringResource = "Run \(name)"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """
            }
            try ("import AppIntents\n" + types.joined(separator: "\n"))
                .write(toFile: root + "/App/Actions\(file).swift", atomically: true, encoding: .utf8)
        }
        let inventory = try Audit.scan(root: root, configuration: AuditConfiguration(), options: ScanOptions())
        #expect(inventory.appIntents.count == count)
        // The time is the benchmark's (`make bench-hostile`, row intents-5000-beside-5000: under 5 s and
        // 300 MB in a release build); a wall-clock bound here failed on a loaded machine.
        let assessment = Analyzer.assess(inventory, configuration: AuditConfiguration())
        #expect(assessment.links.count == count)
        #expect(assessment.links.allSatisfy { $0.counterpart == nil })
    }
}
