import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// A large tree (a firefox-ios-sized app): hundreds of intents and more findings than GitHub reads.
@Suite struct LargeReportTests {
    static var result: AuditResult {
        var result = SampleAudit.result
        let template = result.findings[0]
        result.findings = (0..<6_000).map { index in
            var finding = template
            finding.severity = index % 3 == 0 ? .error : (index % 3 == 1 ? .warning : .note)
            finding.location = SourceLocation(path: "Module\(index % 40)/File\(index).swift", line: index % 500 + 1)
            finding.fingerprint = "generated:\(index)"
            return finding
        }
        let intent = result.intents[3]
        result.intents += (0..<300).map { index in
            var copy = intent
            copy.name = "Generated\(index)Intent"
            copy.definedIn = SourceLocation(path: "Generated/Intents.intentdefinition", line: index + 1)
            return copy
        }
        return result
    }

    @Test func sarifKeepsTheFirst5000ResultsErrorsFirst() throws {
        let text = SARIFReport.render(Self.result, rules: SampleAudit.rules)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5_000)
        #expect(results.prefix(2_000).allSatisfy { $0["level"] as? String == "error" })
        #expect((run["properties"] as? [String: Int])?["totalFindings"] == 6_000)
    }

    @Test func largeDocumentValidatesAndRenders() throws {
        let document = ReportDocument.serialize(Self.result)
        let schema = try #require(
            FileManager.default.contents(atPath: Fixtures.repositoryRoot + "/Templates/report.xsd"))
        try XMLSchemaValidator(schema: Array(schema)).validate(document)
        let html = try HTMLReport.render(document: document, templatePath: HTMLReportTests.template)
        let text = String(decoding: html, as: UTF8.self)
        #expect(text.contains("Errors (2000)"))
        #expect(text.contains("Generated299Intent"))
    }
}
