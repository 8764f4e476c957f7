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

@Suite struct FormatTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonHasEveryContractKeyWithItsShape() throws {
        let json = try Self.json(JSONReport.render(SampleAudit.result))
        for key in [
            "schemaVersion", "tool", "release", "root", "summary", "intents", "appIntents", "handlers",
            "donations", "widgets", "findings", "diagnostics",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(json["schemaVersion"] as? Int == 2)
        #expect((json["tool"] as? [String: Any])?["name"] as? String == "intent-audit")
        #expect((json["tool"] as? [String: Any])?["version"] as? String == "0.1.0")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["intents"] as? Int == 7)
        #expect((summary["byStatus"] as? [String: Int])?["at-risk"] == 1)
        #expect((summary["byStatus"] as? [String: Int])?["legacy-only"] == 2)
        #expect(summary["findings"] as? [String: Int] == ["error": 3, "warning": 3, "note": 2])
        #expect(summary["effort"] as? Int == 21)

        let intents = try #require(json["intents"] as? [[String: Any]])
        let conditions = try #require(intents.first { $0["name"] as? String == "TrailConditionsIntent" })
        for key in [
            "name", "definedIn", "status", "systemDomain", "parameters", "counterpart", "handlers", "donations",
            "widgets", "steps",
        ] {
            #expect(conditions.keys.contains(key), "intent lacks \(key)")
        }
        let definedIn = try #require(conditions["definedIn"] as? [String: Any])
        #expect(definedIn["path"] as? String == SampleAudit.definitionPath && definedIn["line"] as? Int == 12)
        let parameter = try #require((conditions["parameters"] as? [[String: Any]])?.last)
        #expect(parameter["name"] as? String == "region")
        #expect(parameter["parent"] as? String == "units")
        #expect(parameter["isArray"] as? Bool == false)
        #expect(parameter["dynamicOptions"] as? Bool == false)
        let counterpart = try #require(conditions["counterpart"] as? [String: Any])
        #expect(counterpart["matchedBy"] as? String == "intent-class-name")
        #expect(counterpart["line"] as? Int == 8)
        let handler = try #require((conditions["handlers"] as? [[String: Any]])?.first)
        #expect(handler["type"] as? String == "TrailConditionsIntentHandler")
        #expect((handler["methods"] as? [Any])?.count == 2)
        let widget = try #require((conditions["widgets"] as? [[String: Any]])?.first)
        #expect(widget["kind"] as? String == "TrailConditions" && widget["gated"] as? Bool == false)
        let step = try #require((conditions["steps"] as? [[String: Any]])?[2])
        #expect(step["number"] as? Int == 3 && step["status"] as? String == "todo" && step["effort"] as? Int == 4)
        #expect((step["tasks"] as? [Any])?.count == 2)

        let weather = try #require(intents.first { $0["name"] as? String == "WeatherAlertIntent" })
        #expect(weather["counterpart"] is NSNull)
        let migrated = try #require(intents.first { $0["name"] as? String == "StepsConfigurationIntent" })
        #expect(migrated["definedIn"] is NSNull)

        let appIntent = try #require(
            (json["appIntents"] as? [[String: Any]])?.first { $0["name"] as? String == "TrailConditionsConfigIntent" })
        #expect(appIntent["intentClassName"] as? String == "TrailConditionsIntent")
        #expect(
            appIntent["conformances"] as? [String] == ["CustomIntentMigratedAppIntent", "WidgetConfigurationIntent"])
        #expect((appIntent["parameters"] as? [Any])?.count == 2)

        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        for key in ["rule", "severity", "path", "line", "intent", "step", "message", "fix", "fingerprint"] {
            #expect(finding.keys.contains(key), "finding lacks \(key)")
        }
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.map { $0["path"] as? String } == ["Broken/Legacy.intentdefinition", "Vendor/Unreadable.swift"])
        #expect(diagnostics[1]["line"] is NSNull)
    }

    @Test func jsonArraysAreSortedByPathThenLine() throws {
        let json = try Self.json(JSONReport.render(SampleAudit.result))
        for key in ["findings", "handlers", "donations", "widgets", "appIntents", "diagnostics"] {
            let items = try #require(json[key] as? [[String: Any]])
            let places = items.map { ($0["path"] as? String ?? "", $0["line"] as? Int ?? 0) }
            #expect(places.map(\.0) == places.map(\.0).sorted(), "\(key) not sorted by path")
            #expect(
                zip(places, places.dropFirst()).allSatisfy { $0.0 != $1.0 || $0.1 <= $1.1 }, "\(key) not sorted by line"
            )
        }
    }

    @Test func jsonEscapesMarkupAndControlCharacters() {
        var out = ""
        JSONValue.quote("a\"b\\c\n<d>&\u{1}", into: &out)
        #expect(out == "\"a\\\"b\\\\c\\n\\u003cd\\u003e\\u0026\\u0001\"")
        // Strings with nothing to escape are taken whole; U+2028/U+2029 are still escaped, other
        // characters that share their first byte are kept as they are.
        for (plain, expected) in [
            ("Trail é 日本 😀", "\"Trail é 日本 😀\""), ("a\u{2028}b\u{2029}", "\"a\\u2028b\\u2029\""),
            ("€ – ‘x’", "\"€ – ‘x’\""), ("", "\"\""),
        ] {
            var quoted = ""
            JSONValue.quote(plain, into: &quoted)
            #expect(quoted == expected)
        }
    }

    @Test func sarifHasRequiredPropertiesRulesAndFingerprints() throws {
        let sarif = try Self.json(SARIFReport.render(SampleAudit.result, rules: SampleAudit.rules))
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.contains("sarif") == true)
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "intent-audit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // Registry rules plus the rule ids findings use that the registry lacks, sorted by id.
        #expect(
            rules.map { $0["id"] as? String } == [
                "donation-without-app-shortcut", "entity-query-default-result", "intents-extension-removable",
                "missing-intent-class-name", "parameter-name-mismatch", "parent-parameter-combinations",
                "placeholder-heavy-work", "unused-rule", "widget-kind-changed",
            ])
        let kind = try #require(rules.first { $0["id"] as? String == "widget-kind-changed" })
        #expect((kind["shortDescription"] as? [String: String])?["text"] == "Widget kind changed")
        #expect((kind["fullDescription"] as? [String: String])?["text"]?.hasPrefix("Placed widgets") == true)
        #expect((kind["help"] as? [String: String])?["text"]?.contains("Fix: Keep the kind") == true)
        #expect((kind["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 8)
        #expect(results.prefix(3).allSatisfy { $0["level"] as? String == "error" })
        let first = results[0]
        #expect(first["ruleId"] as? String == "missing-intent-class-name")
        #expect(rules[first["ruleIndex"] as! Int]["id"] as? String == "missing-intent-class-name")
        let physical = try #require(
            ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect(
            (physical["artifactLocation"] as? [String: String])?["uri"] == "TrailMix/AppIntents/LogHikeAppIntent.swift")
        #expect((physical["region"] as? [String: Int])?["startLine"] == 6)
        #expect(
            (first["partialFingerprints"] as? [String: String])?["intentAudit/v2"]
                == "missing-intent-class-name:LogHikeIntent@TrailMix/AppIntents/LogHikeAppIntent.swift")
        #expect((first["message"] as? [String: String])?["text"]?.isEmpty == false)
    }

    @Test func sarifCapsResultsAndSaysSo() throws {
        let sarif = try Self.json(SARIFReport.render(SampleAudit.result, rules: [], limit: 5))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.map { $0["level"] as? String } == ["error", "error", "error", "warning", "warning"])
        let notifications =
            (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
        let text = (notifications?.first?["message"] as? [String: String])?["text"] ?? ""
        #expect(text.contains("first 5 of 8"))
        #expect(SARIFReport.resultLimit == 5_000)
    }

    @Test func junitHasOneCasePerIntentSuitesByFileAndFailuresForErrors() throws {
        let root = try SafeXMLParser.parse(JUnitReport.render(SampleAudit.result))
        #expect(root.name == "testsuites")
        // 7 intents, and the case that lists the findings about no intent (a warning here).
        #expect(root.attribute("tests") == "8")
        #expect(root.attribute("failures") == "2")
        let suites = root.elements(named: "testsuite")
        #expect(
            suites.map { $0.attribute("name")! } == [
                "(no definition file)", SampleAudit.macDefinitionPath, SampleAudit.definitionPath, "intent-audit",
            ])
        let shared = suites[2]
        #expect(
            shared.elements(named: "testcase").map { $0.attribute("name")! } == [
                "TrailConditionsIntent", "LogHikeIntent", "ShareTrailIntent", "WeatherAlertIntent",
            ])
        // One <failure> per case (consumers show only one), listing every error finding.
        let conditions = shared.elements(named: "testcase")[0]
        let failure = try #require(conditions.elements(named: "failure").first)
        #expect(conditions.elements(named: "failure").count == 1)
        #expect(failure.attribute("type") == "parameter-name-mismatch widget-kind-changed")
        #expect(failure.attribute("message")?.hasSuffix("(and 1 more)") == true)
        #expect(failure.text.contains("[parameter-name-mismatch]") && failure.text.contains("[widget-kind-changed]"))
        #expect(conditions.elements(named: "properties").isEmpty)
        #expect(conditions.elements(named: "system-out").first?.text.hasPrefix("status: at-risk\n") == true)
        #expect(shared.attribute("failures") == "2")
        #expect(shared.elements(named: "testcase")[2].elements(named: "failure").isEmpty)
    }

    @Test func xcodeLinesPutErrorsFirstWithRootJoinedPaths() {
        let lines = XcodeReport.render(SampleAudit.result).split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(
            lines[0]
                == "Examples/TrailMix/TrailMix/AppIntents/LogHikeAppIntent.swift:6:8: error: LogHikeAppIntent does not adopt CustomIntentMigratedAppIntent: users' shortcuts do not carry over. Fix: Adopt CustomIntentMigratedAppIntent with intentClassName = \"LogHikeIntent\". [missing-intent-class-name]"
        )
        #expect(lines[7].hasPrefix("Examples/TrailMix/TrailMix/Sharing/ShareTrailIntentHandler.swift:3:1: note: "))
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReport.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReport.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        var result = SampleAudit.result
        result.context.root = "."
        result.findings = [
            Finding(
                rule: "r:1", severity: .warning, location: SampleAudit.loc("dir,x/a:b.swift", 4, 2), intent: nil,
                step: 1, message: "100% broken\nreally", fix: "", fingerprint: "f")
        ]
        let lines = GitHubReport.render(result).split(separator: "\n").map(String.init)
        #expect(lines.first == "::warning file=dir%2Cx/a%3Ab.swift,line=4,col=2,title=r%3A1::100%25 broken%0Areally")
        #expect(lines.count == 2 && lines[1].hasPrefix("::notice title=intent-audit::"))
        result.findings[0].severity = .note
        #expect(GitHubReport.render(result).hasPrefix("::notice file="))
    }

    @Test func markdownLeadsWithNumbersAndShowsErrorsBeforeFoldedWarnings() {
        let text = MarkdownReport.render(SampleAudit.result)
        #expect(text.hasPrefix("# intent-audit: TrailMix — 4.2.0\n"))
        #expect(text.contains("| at-risk | 1 |"))
        let errors = text.range(of: "## Errors (3)")
        let warnings = text.range(of: "<details><summary>Warnings (3)</summary>")
        #expect(errors != nil && warnings != nil)
        if let errors, let warnings { #expect(errors.lowerBound < warnings.lowerBound) }
        #expect(MarkdownReport.escape("a|b<c>*") == "a\\|b&lt;c&gt;\\*")
    }

    @Test func formatsParseAndRejectUnknownNames() throws {
        #expect(try ReportFormat.parseList("html, json,html,GitHub") == [.html, .json, .github])
        #expect(throws: ReportError.unknownFormat("pdf")) { try ReportFormat.parseList("html,pdf") }
        #expect(ReportFormat.allCases.compactMap(\.fileName).count == 8)
        #expect(try ReportFormat.parseList("codeclimate,checkstyle") == [.codeclimate, .checkstyle])
    }

    @Test func goldenJSON() throws { try Golden.check(JSONReport.render(SampleAudit.result), "report.json") }
    @Test func goldenSARIF() throws {
        try Golden.check(SARIFReport.render(SampleAudit.result, rules: SampleAudit.rules), "report.sarif")
    }
    @Test func goldenMarkdown() throws { try Golden.check(MarkdownReport.render(SampleAudit.result), "report.md") }
    @Test func goldenJUnit() throws { try Golden.check(JUnitReport.render(SampleAudit.result), "report.junit.xml") }
    @Test func goldenXcode() throws { try Golden.check(XcodeReport.render(SampleAudit.result), "xcode.txt") }
    @Test func goldenGitHub() throws { try Golden.check(GitHubReport.render(SampleAudit.result), "github.txt") }
}
