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

@Suite struct HTMLReportTests {
    static let template = Fixtures.repositoryRoot + "/Templates/report.xsl"

    static func html(_ result: AuditResult = SampleAudit.result) throws -> String {
        String(decoding: try HTMLReport.render(result, rules: SampleAudit.rules, templatePath: template), as: UTF8.self)
    }

    @Test func rendersEverySectionInReadingOrder() throws {
        let html = try Self.html()
        #expect(html.hasPrefix("<!DOCTYPE html"))
        let ids = [
            "id=\"overview\"", "id=\"intents\"", "id=\"findings\"", "id=\"inventory\"", "id=\"localizations\"",
            "id=\"diagnostics\"",
        ]
        let positions = ids.compactMap { html.range(of: $0)?.lowerBound }
        #expect(positions.count == ids.count)
        #expect(positions == positions.sorted())
    }

    @Test func isSelfContained() throws {
        let html = try Self.html()
        for external in ["<link", "src=\"http", "href=\"http", "@import", "url("] {
            #expect(!html.contains(external), "found \(external)")
        }
    }

    @Test func showsStatusAsWordsAndTheChartAsSVG() throws {
        let html = try Self.html()
        #expect(html.contains("<svg"))
        #expect(html.contains("At risk"))
        #expect(html.contains("Ready to retire"))
        #expect(html.contains("class=\"badge status-at-risk\""))
    }

    @Test("The donations table says how each intent was told, the suggested phrase and where it is built")
    func donationsShowPhraseEvidenceAndOrigin() throws {
        var result = SampleAudit.result
        result.inventory.donations[0].suggestedPhrase = "Log my <hike>"
        result.inventory.donations[0].intentEvidence = "helper"
        result.inventory.donations[0].origin = SourceLocation(path: "TrailMix/Donations.swift", line: 12)
        let html = try Self.html(result).replacingOccurrences(of: "<wbr>", with: "")
        let start = try #require(html.range(of: "<h3>Donations"))
        let end = try #require(html[start.upperBound...].range(of: "<h3>"))
        let table = String(html[start.lowerBound..<end.lowerBound])
        #expect(table.contains("<th scope=\"col\">Suggested phrase</th>"))
        #expect(
            table.contains(
                "<td data-label=\"Told by\">helper</td><td data-label=\"Suggested phrase\">“Log my &lt;hike&gt;”</td>"))
        // On a phone the table stacks: every row a block, each cell named by its column.
        #expect(table.contains("<table class=\"stack\">"))
        #expect(table.contains("built at <code class=\"loc\">TrailMix/Donations.swift:12</code>"))
        #expect(table.contains("activity <code>com.trailmix.view-trail</code>"))
        #expect(table.contains("cannot tell"))
    }

    @Test("A path or a type name breaks between folders and words on a narrow screen, never inside a word")
    func pathsBreakBetweenFolders() throws {
        let html = try Self.html()
        #expect(
            html.contains(
                "<code class=\"path\">Shared/<wbr>Base.<wbr>lproj/<wbr>Intents.<wbr>intentdefinition</code>"))
        #expect(
            html.contains(
                "<code class=\"loc\">TrailMixWidgets/<wbr>TrailConditionsWidget.<wbr>swift:14</code>"
            ))
        // A type name breaks at its camel-case humps ("StepsInt|ent" was a break inside a word).
        #expect(html.contains("<code class=\"type-name\">Trail<wbr>Conditions<wbr>Intent</code>"))
        // Nothing lets the browser break inside a word.
        #expect(!html.contains("overflow-wrap: anywhere"))
        // wbr is a void element: an end tag would be a parse error in the HTML we publish.
        #expect(!html.contains("</wbr>"))
    }

    @Test func intentArticleShowsParametersSideBySideAndThePlan() throws {
        let html = try Self.html()
        let start = try #require(html.range(of: "id=\"intent:TrailConditionsIntent\""))
        let tail = html[start.lowerBound...]
        let end = try #require(tail.range(of: "</article>"))
        // Paths carry a break opportunity after each "/" (see pathsBreakBetweenFolders); read them whole here.
        let article = String(tail[..<end.lowerBound]).replacingOccurrences(of: "<wbr>", with: "")
        #expect(article.contains("<code class=\"mismatch\">trail</code>"))
        #expect(article.contains("hike"))
        #expect(article.contains("shown when <code>units</code> is <code>metric</code>"))
        #expect(article.contains("TrailMixWidgets/TrailConditionsWidget.swift:14"))
        #expect(article.contains("waits for step 3,4"))
        #expect(article.contains("9 of 12 points left"))
    }

    @Test func findingsAreGroupedBySeverityWithRuleExplanations() throws {
        let html = try Self.html()
        let errors = try #require(html.range(of: "Errors (3)"))
        let warnings = try #require(html.range(of: "Warnings (3)"))
        let notes = try #require(html.range(of: "Notes (2)"))
        #expect(errors.lowerBound < warnings.lowerBound && warnings.lowerBound < notes.lowerBound)
        #expect(html.contains("Placed widgets are found by kind"))
    }

    @Test func markupInNamesIsEscaped() throws {
        var result = SampleAudit.result
        result.inventory.definitionFiles[1].intents[0].parameters[0].name = "<script>alert(1)</script>"
        result.intents[0].parameterMappings[0].legacyName = "<script>alert(1)</script>"
        result.findings[0].message = "<img src=x onerror=alert(2)>"
        let html = try Self.html(result)
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func userTemplateReceivesTheSameDocument() throws {
        let folder = NSTemporaryDirectory() + "user-template-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/mine.xsl"
        try """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
        <xsl:output method="text"/>
        <xsl:template match="/">intents=<xsl:value-of select="count(/intent-audit-report/intents/intent)"/> at-risk=<xsl:value-of select="/intent-audit-report/summary/status[@name='at-risk']/@count"/></xsl:template>
        </xsl:stylesheet>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let output = String(decoding: try HTMLReport.render(SampleAudit.result, templatePath: path), as: UTF8.self)
        #expect(output == "intents=7 at-risk=1")
    }

    @Test func goldenHTML() throws { try Golden.check(try Self.html(), "report.html") }
}

@Suite struct ReportWriterTests {
    static func folder() -> String { NSTemporaryDirectory() + "report-writer-" + UUID().uuidString }

    @Test func writesEveryFileFormatAndReturnsStdoutFormats() throws {
        let out = Self.folder()
        let output = try ReportWriter.write(
            SampleAudit.result, formats: ReportFormat.allCases, to: out,
            template: HTMLReportTests.template, rules: SampleAudit.rules)
        let names = output.files.map { ($0 as NSString).lastPathComponent }
        #expect(
            names == [
                "report.html", "report.xml", "report.json", "report.sarif", "report.md", "report.junit.xml",
                "report.codeclimate.json", "report.checkstyle.xml",
            ])
        let listed = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(listed == names.sorted(), "temporary files left behind: \(listed)")
        let options = ReportOptions(outputDirectory: out, formats: ReportFormat.allCases)
        #expect(
            output.standardOutput
                == XcodeReport.render(SampleAudit.result, options: options)
                + GitHubReport.render(SampleAudit.result, options: options))
        #expect(output.standardOutput.hasSuffix("the full report is in \(out)/report.html\n"))
        let xml = try #require(FileManager.default.contents(atPath: out + "/report.xml"))
        #expect(Array(xml) == ReportDocument.serialize(SampleAudit.result, rules: SampleAudit.rules))
    }

    @Test func replacesAnExistingReport() throws {
        let out = Self.folder()
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "old".write(toFile: out + "/report.json", atomically: true, encoding: .utf8)
        _ = try ReportWriter.write(SampleAudit.result, formats: [.json], to: out)
        let text = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(text == JSONReport.render(SampleAudit.result))
    }

    @Test func aFileInPlaceOfTheFolderIsAClearError() throws {
        let path = Self.folder()
        try "x".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            throws: ReportError.unwritableFolder(
                path: path, reason: "it is a file, not a folder; give --output a folder (it is created when missing)")
        ) {
            try ReportWriter.write(SampleAudit.result, formats: [.json], to: path)
        }
    }

    /// `--output q` trapped in Foundation's `deletingLastPathComponent` (a one-character path, no "/").
    @Test func aOneLetterOutputFolderDoesNotTrap() {
        #expect(ReportWriter.parent(of: "q") == "")
        #expect(ReportWriter.parent(of: "x/q") == "x")
        #expect(ReportWriter.parent(of: "/q") == "/")
        #expect(ReportWriter.firstFileAmongParents(of: "q") == nil)
        #expect(ReportWriter.firstFileAmongParents(of: "no-such-folder-\(UInt32.random(in: 0...UInt32.max))/q") == nil)
    }

    /// An --output below a file: the message names the file in the way, never Foundation's
    /// "NSCocoaErrorDomain error 512".
    @Test func aFileAmongTheParentsIsNamed() throws {
        let file = Self.folder()
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: ReportError.self) {
            try ReportWriter.write(SampleAudit.result, formats: [.json], to: file + "/reports/today")
        }
        let message = error?.description ?? ""
        #expect(message.contains("\(file) is a file, not a folder; choose another --output folder"))
        #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("512"))
    }

    @Test func anUnwritableFolderIsAClearError() throws {
        let path = Self.folder()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path) }
        // root may write anywhere; then the folder is writable and the write must succeed.
        if FileManager.default.isWritableFile(atPath: path) {
            #expect(try ReportWriter.write(SampleAudit.result, formats: [.json], to: path).files.count == 1)
        } else {
            #expect(throws: ReportError.self) { try ReportWriter.write(SampleAudit.result, formats: [.json], to: path) }
        }
        let below = "/proc/intent-audit-cannot-be-here"
        #expect(throws: ReportError.self) { try ReportWriter.write(SampleAudit.result, formats: [.json], to: below) }
    }

    @Test func aBadTemplateIsAClearErrorAndWritesNoHTML() throws {
        let out = Self.folder()
        let template = out + "-bad.xsl"
        try
            "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\"><xsl:template match=\"/\">"
            .write(toFile: template, atomically: true, encoding: .utf8)
        do {
            _ = try ReportWriter.write(SampleAudit.result, formats: [.html], to: out, template: template)
            Issue.record("a broken template was accepted")
        } catch let error as ReportError {
            guard case .badTemplate(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == template)
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/report.html"))
    }

    /// A broken template fails the run, but report.xml and the other formats are still written.
    @Test func aBadTemplateStillWritesTheOtherFormats() throws {
        let out = Self.folder()
        let template = out + "-bad.xsl"
        try "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">"
            .write(toFile: template, atomically: true, encoding: .utf8)
        #expect(throws: ReportError.self) {
            try ReportWriter.write(SampleAudit.result, formats: [.html, .xml, .json], to: out, template: template)
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/report.html"))
        #expect(FileManager.default.fileExists(atPath: out + "/report.xml"))
        #expect(FileManager.default.fileExists(atPath: out + "/report.json"))
    }

    @Test func stdoutFormatsAloneCreateNoFolder() throws {
        let out = Self.folder()
        let output = try ReportWriter.write(SampleAudit.result, formats: [.xcode], to: out)
        #expect(output.files.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Counts take the right number ("1 point", "2 points"), code in task text is code, and the
    /// index lists every intent before the cards.
    @Test func wordsAndTheIndex() throws {
        let html = String(decoding: try HTMLReport.render(SampleAudit.result), as: UTF8.self)
        #expect(!html.contains(" pts<") && !html.contains("parameter(s)"))
        #expect(html.contains(">1 point<") || html.contains(">1 point left<") || html.contains(" 1 point"))
        #expect(!html.contains(">1 points"))
        let index = try #require(html.range(of: "Intents, most urgent first"))
        let cards = try #require(html.range(of: "id=\"intents-title\""))
        #expect(index.lowerBound < cards.lowerBound)
        #expect(html.contains("<code class=\"rule-id\">"))
        #expect(html.contains("Rename <code>hike</code> back to <code>trail</code>"))
    }
}
