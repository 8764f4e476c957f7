import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import Model
@testable import Reporting

/// The HTML page of a report past `page-intents`: the most urgent intents with what their cards
/// show, every other long list cut, each cut said; report.xml itself is never cut.
@Suite struct ReportPageTests {
    /// 300 generated intents ranked by urgency in reverse order of their names, findings on each and
    /// 600 on no intent, and a definition file declaring every generated intent.
    static var result: AuditResult {
        var result = SampleAudit.result
        let intent = result.intents[3]
        let generated = (0..<300).map { index in
            var copy = intent
            copy.name = "Generated\(index)Intent"
            copy.urgency = 300 - index
            copy.counterpart = Counterpart(
                name: "Generated\(index)AppIntent", matchedBy: .nameConvention,
                location: SourceLocation(path: "App/Generated\(index).swift", line: 1))
            copy.definedIn = SourceLocation(path: "Generated/Intents.intentdefinition", line: index + 1)
            copy.definitionFile = "Generated/Intents.intentdefinition"
            return copy
        }
        for index in result.intents.indices { result.intents[index].urgency = 1_000 + index }
        result.intents += generated
        let template = result.findings[0]
        result.findings = (0..<1_200).map { index in
            var finding = template
            finding.severity = index % 3 == 0 ? .note : (index % 3 == 1 ? .warning : .error)
            finding.intent = index < 600 ? "Generated\(index % 300)Intent" : nil
            finding.location = SourceLocation(path: "Module/File\(index).swift", line: 1)
            finding.fingerprint = "generated:\(index)"
            return finding
        }
        var definitions = result.inventory.definitionFiles[0]
        definitions.path = "Generated/Intents.intentdefinition"
        let definition = definitions.intents[0]
        definitions.intents = (0..<300).map { index in
            var copy = definition
            copy.name = "Generated\(index)"
            copy.className = "Generated\(index)Intent"
            copy.location = SourceLocation(path: definitions.path, line: index + 1)
            return copy
        }
        result.inventory.definitionFiles.append(definitions)
        result.inventory.appIntents = (0..<300).map { index in
            AppIntentDeclaration(
                name: "Generated\(index)AppIntent", declarationKind: "struct", conformances: ["AppIntent"],
                roles: ["intent"], location: SourceLocation(path: "App/Generated\(index).swift", line: 1))
        }
        return result
    }

    static func page(_ result: AuditResult, limit: Int) throws -> XMLElement {
        let full = ReportDocument.element(result, rules: SampleAudit.rules)
        return try #require(ReportPage.element(full, result, limit: limit))
    }

    @Test func keepsTheMostUrgentIntentsAndWhatTheirCardsShow() throws {
        let result = Self.result
        let page = try Self.page(result, limit: 50)
        let intents = try #require(page.firstElement(named: "intents"))
        #expect(intents.attribute("count") == String(result.intents.count))
        #expect(intents.attribute("shown") == "50")
        // Urgency 1…50: Generated299Intent down to Generated250Intent.
        let names = Set(intents.elements.compactMap { $0.attribute("name") })
        #expect(names == Set((250..<300).map { "Generated\($0)Intent" }))

        // Every finding of a shown intent, then 50 others, errors first.
        let findings = try #require(page.firstElement(named: "findings"))
        let kept = findings.elements
        let own = kept.filter { names.contains($0.attribute("intent") ?? "") }
        #expect(own.count == result.findings.filter { names.contains($0.intent ?? "") }.count)
        let others = kept.filter { !names.contains($0.attribute("intent") ?? "") }
        #expect(others.count == 50)
        #expect(others.allSatisfy { $0.attribute("severity") == "error" })
        #expect(findings.attribute("count") == "1200")
        #expect(findings.attribute("shown") == String(kept.count))

        // The counterparts' App Intents stay in the inventory; the definition file keeps the shown
        // intents' definitions and says how many it has.
        let inventory = try #require(page.firstElement(named: "inventory"))
        let appIntents = try #require(inventory.firstElement(named: "app-intents"))
        let appNames = Set(appIntents.elements.compactMap { $0.attribute("name") })
        #expect(appNames.isSuperset(of: (250..<300).map { "Generated\($0)AppIntent" }))
        #expect(appIntents.elements.count == 50)
        let files = try #require(inventory.firstElement(named: "definition-files"))
        let generated = try #require(
            files.elements.first { $0.attribute("path") == "Generated/Intents.intentdefinition" })
        #expect(generated.attribute("intents") == "300")
        #expect(
            Set(generated.elements(named: "intent-definition").compactMap { $0.attribute("className") }) == names)
    }

    @Test func pageValidatesAndSaysWhatItLeftOut() throws {
        let result = Self.result
        var report = Report(result, rules: SampleAudit.rules)
        report.limits.pageIntents = 40
        let schema = try #require(
            FileManager.default.contents(atPath: Fixtures.repositoryRoot + "/Templates/report.xsd"))
        try XMLSchemaValidator(schema: Array(schema)).validate(report.pageDocument)
        // report.xml is never cut.
        #expect(!String(decoding: report.document, as: UTF8.self).contains("shown="))
        let html = String(decoding: try HTMLReport.render(report), as: UTF8.self)
        #expect(html.contains("This page shows 40 of the \(result.intents.count) intents: the most urgent."))
        #expect(html.contains("This page shows 40 of the \(result.intents.count) intents: the most urgent, with"))
        #expect(html.contains("This page cuts the longer lists below"))
        #expect(html.contains("Generated299Intent"))
        #expect(!html.contains("id=\"Generated0Intent\"") && !html.contains(">Generated0Intent<"))
    }

    @Test func reportsWithinTheLimitRenderReportXMLItself() throws {
        let result = SampleAudit.result
        let report = Report(result, rules: SampleAudit.rules)
        #expect(report.pageDocument == report.document)
        #expect(ReportPage.element(ReportDocument.element(result), result, limit: result.intents.count) == nil)
        let html = String(decoding: try HTMLReport.render(report), as: UTF8.self)
        #expect(!html.contains("This page shows"))
    }
}
