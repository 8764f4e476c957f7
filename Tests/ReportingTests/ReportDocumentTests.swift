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

@Suite struct ReportDocumentTests {
    static func parsed(_ result: AuditResult = SampleAudit.result) throws -> XMLElement {
        try SafeXMLParser.parse(ReportDocument.serialize(result, rules: SampleAudit.rules))
    }

    static func schema() throws -> XMLSchemaValidator {
        let path = Fixtures.repositoryRoot + "/Templates/report.xsd"
        let bytes = try #require(FileManager.default.contents(atPath: path), "Templates/report.xsd is missing")
        return XMLSchemaValidator(schema: Array(bytes))
    }

    @Test func rootCarriesVersionToolReleaseAndUTCDate() throws {
        let root = try Self.parsed()
        #expect(root.name == "intent-audit-report")
        #expect(
            root.attributes.map(\.name) == [
                "schemaVersion", "tool", "toolVersion", "root", "rootName", "appName", "release", "generated",
                "title",
            ])
        // The title's fallbacks: the folder's own name and the app's name from the project file.
        #expect(root.attribute("rootName") == "TrailMix" && root.attribute("appName") == "TrailMix")
        #expect(
            ReportSubject.rootName(".")
                == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent)
        #expect(root.attribute("schemaVersion") == "2")
        #expect(root.attribute("toolVersion") == "0.1.0")
        #expect(root.attribute("release") == "4.2.0")
        #expect(root.attribute("generated") == "2024-03-05T06:07:08Z")
        #expect(
            root.elements.map(\.name) == [
                "summary", "continuity", "next-release", "intents", "app-intent-only", "visibility", "findings",
                "rules",
                "identity",
                "inventory",
            ])
    }

    @Test func iso8601HandlesEpochLeapDaysAndCenturies() {
        #expect(XMLValue.iso8601(0) == "1970-01-01T00:00:00Z")
        #expect(XMLValue.iso8601(951_782_400) == "2000-02-29T00:00:00Z")
        #expect(XMLValue.iso8601(4_107_542_399) == "2100-02-28T23:59:59Z")
    }

    @Test func summaryCountsStatusesSeveritiesEffortAndTargets() throws {
        let summary = try #require(try Self.parsed().firstElement(named: "summary"))
        let statuses = summary.elements(named: "status").map { "\($0.attribute("name")!)=\($0.attribute("count")!)" }
        #expect(
            statuses == [
                "legacy-only=2", "coexisting=1", "at-risk=1", "ready-to-retire=1", "migrated=1", "system-domain=1",
            ])
        let severities = summary.elements(named: "severity").map {
            "\($0.attribute("name")!)=\($0.attribute("count")!)"
        }
        #expect(severities == ["error=3", "warning=3", "note=2"])
        #expect(summary.attribute("totalEffort") == "21")
        #expect(summary.attribute("remainingEffort") == "18")
        #expect(summary.attribute("intents") == "7")
        let targets = summary.elements(named: "minimum-deployment-target").map {
            "\($0.attribute("platform")!) \($0.attribute("version")!)"
        }
        #expect(targets == ["iOS 16.4", "macOS 13.0"])
    }

    @Test func intentsAreSortedByPathLineNameAndCarryIds() throws {
        let intents = try #require(try Self.parsed().firstElement(named: "intents")).elements
        #expect(
            intents.map { $0.attribute("name")! } == [
                "INSendMessageIntent", "StepsConfigurationIntent", "ExportLogbookIntent",
                "TrailConditionsIntent", "LogHikeIntent", "ShareTrailIntent", "WeatherAlertIntent",
            ])
        #expect(intents.map { $0.attribute("id")! }.allSatisfy { $0.hasPrefix("intent:") })
        let conditions = intents[3]
        #expect(conditions.attribute("status") == "at-risk")
        #expect(conditions.attribute("definitionFile") == SampleAudit.definitionPath)
        #expect(conditions.attribute("line") == "12")
        #expect(conditions.firstElement(named: "counterpart")?.attribute("intentClassName") == "TrailConditionsIntent")
        let mappings = try #require(conditions.firstElement(named: "parameter-mappings")).elements
        #expect(
            mappings.map { $0.attribute("verdict")! } == [
                "lost", "survives", "survives-if-query-resolves-ids", "added",
            ])
        #expect(mappings[0].attribute("legacyName") == "trail" && mappings[0].attribute("newName") == "hike")
        let plan = try #require(conditions.firstElement(named: "plan"))
        #expect(plan.attribute("effort") == "12" && plan.attribute("remainingEffort") == "9")
        #expect(
            plan.elements.map { $0.attribute("status")! } == [
                "done", "done", "todo", "blocked", "not-applicable", "blocked", "todo",
            ])
        #expect(plan.elements[5].attribute("blockedBy") == "3 4")
        #expect(
            conditions.firstElement(named: "linked-widgets")?.elements.map { $0.attribute("line")! } == ["14", "20"])
        #expect(
            conditions.firstElement(named: "linked-handlers")?.elements.first?.attribute("type")
                == "TrailConditionsIntentHandler")
    }

    @Test func inventoryKeepsParameterIdsRelationshipsAndLocalizations() throws {
        let inventory = try #require(try Self.parsed().firstElement(named: "inventory"))
        let files = try #require(inventory.firstElement(named: "definition-files")).elements
        #expect(files.map { $0.attribute("path")! } == [SampleAudit.macDefinitionPath, SampleAudit.definitionPath])
        let conditions = try #require(files[1].elements(named: "intent-definition").first)
        #expect(conditions.attribute("id") == "intent:TrailConditionsIntent")
        let parameters = conditions.elements(named: "parameter")
        #expect(
            parameters.map { $0.attribute("id")! } == [
                "param:TrailConditionsIntent.trail", "param:TrailConditionsIntent.units",
                "param:TrailConditionsIntent.region",
            ])
        let relationship = try #require(parameters[2].firstElement(named: "relationship"))
        #expect(relationship.attributes.map(\.value) == ["units", "EnumHasExactValue", "metric"])
        let localizations = files[1].elements(named: "localization")
        #expect(localizations.map { $0.attribute("language")! } == ["ar", "de", "en", "pt-BR", "zh-Hans"])
        let german = localizations[1]
        #expect(german.attribute("missing") == "2" && german.attribute("stale") == "1")
        #expect(german.elements(named: "missing-key").map(\.text) == ["st-title", "wa-title"])
        let diagnostics = try #require(inventory.firstElement(named: "diagnostics")).elements
        #expect(
            diagnostics.map { $0.attribute("path")! } == ["Broken/Legacy.intentdefinition", "Vendor/Unreadable.swift"])
        #expect(diagnostics[0].attribute("line") == "7" && diagnostics[1].attribute("line") == nil)
    }

    @Test func findingsCarryFingerprintsAndOnlyUsedRulesAreDescribed() throws {
        let root = try Self.parsed()
        let findings = try #require(root.firstElement(named: "findings")).elements
        #expect(findings.count == 8)
        #expect(findings.allSatisfy { !($0.attribute("fingerprint") ?? "").isEmpty })
        #expect(findings.first?.attribute("path") == "Shared/AppIntents/TrailEntity.swift")
        let rules = try #require(root.firstElement(named: "rules")).elements.map { $0.attribute("id")! }
        #expect(rules == ["parameter-name-mismatch", "placeholder-heavy-work", "widget-kind-changed"])
    }

    @Test func sameResultGivesByteIdenticalDocumentWhateverTheInputOrder() {
        let first = ReportDocument.serialize(SampleAudit.result)
        var shuffled = SampleAudit.result
        shuffled.intents.reverse()
        shuffled.findings.reverse()
        shuffled.inventory.definitionFiles.reverse()
        shuffled.inventory.handlers.reverse()
        shuffled.inventory.donations.reverse()
        shuffled.inventory.widgets.reverse()
        shuffled.inventory.appIntents.reverse()
        shuffled.inventory.deploymentTargets.reverse()
        shuffled.inventory.diagnostics.reverse()
        #expect(ReportDocument.serialize(SampleAudit.result) == first)
        #expect(ReportDocument.serialize(shuffled) == first)
    }

    @Test func sampleAndEmptyDocumentsMatchTheSchema() throws {
        let validator = try Self.schema()
        try validator.validate(ReportDocument.serialize(SampleAudit.result, rules: SampleAudit.rules))
        let empty = AuditResult(
            context: AuditContext(toolVersion: "0.1.0", root: ".", generatedAt: 0), inventory: Inventory())
        try validator.validate(ReportDocument.serialize(empty))
    }

    @Test func schemaRejectsADocumentWithAnUnknownStatus() throws {
        let validator = try Self.schema()
        var bytes = String(decoding: ReportDocument.serialize(SampleAudit.result), as: UTF8.self)
        bytes = bytes.replacingOccurrences(of: "status=\"at-risk\"", with: "status=\"half-done\"")
        #expect(throws: XMLSchemaError.self) { try validator.validate(Array(bytes.utf8)) }
    }

    @Test func controlCharactersAndMarkupInNamesStayText() throws {
        var result = SampleAudit.result
        result.intents[0].statusReason = "<script>alert(1)</script> & \u{1}"
        let root = try SafeXMLParser.parse(ReportDocument.serialize(result))
        let intent = try #require(
            root.firstElement(named: "intents")?.elements.first { $0.attribute("name") == "TrailConditionsIntent" })
        #expect(intent.firstElement(named: "status-reason")?.text == "<script>alert(1)</script> & \u{FFFD}")
    }

    @Test func goldenXML() throws {
        try Golden.check(ReportDocument.serialize(SampleAudit.result, rules: SampleAudit.rules), "report.xml")
    }
}
