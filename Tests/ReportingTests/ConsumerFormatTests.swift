import Foundation
import TestSupport
import Testing
import XMLSupport

@testable import History
@testable import Model
@testable import Reporting

/// What each consumer of the CI formats needs (code scanning, JUnit readers, GitLab, Checkstyle
/// readers, pull-request comments), checked with the consumers' own schemas where one exists
/// (`Tests/Validation`: junit-10.xsd, checkstyle.xsd; the SARIF schema runs in `make validate`).
@Suite struct ConsumerFormatTests {
    static func schema(_ name: String) throws -> XMLSchemaValidator {
        let path = Fixtures.repositoryRoot + "/Tests/Validation/" + name
        return XMLSchemaValidator(schema: Array(try #require(FileManager.default.contents(atPath: path))))
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    static func finding(
        _ rule: String, _ severity: Severity, _ path: String, _ line: Int, fingerprint: String, intent: String? = nil
    ) -> Finding {
        Finding(
            rule: rule, severity: severity, location: SourceLocation(path: path, line: line, column: 1),
            intent: intent, step: 6, message: "\(rule) at \(path)", fix: "Fix \(rule).", fingerprint: fingerprint)
    }

    /// Two Info.plist files with the same problem, in folders with spaces: one fingerprint, two places.
    static var twoPlists: AuditResult {
        var result = SampleAudit.result
        result.findings = [
            finding("IA601", .warning, "My App/Info.plist", 12, fingerprint: "IA601:plist"),
            finding("IA601", .warning, "My App Extension/Info.plist", 12, fingerprint: "IA601:plist"),
        ]
        return result
    }

    static func results(_ sarif: String) throws -> [[String: Any]] {
        let log = try #require(try json(sarif) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    static func uri(_ result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    // MARK: SARIF

    @Test func sarifURIsArePercentEncodedAndFingerprintsDiffer() throws {
        let results = try Self.results(SARIFReport.render(Self.twoPlists, rules: []))
        #expect(results.map(Self.uri) == ["My%20App%20Extension/Info.plist", "My%20App/Info.plist"])
        let fingerprints = results.map { ($0["partialFingerprints"] as? [String: String]) ?? [:] }
        #expect(Set(fingerprints.map { $0[SARIFReport.fingerprintKey] ?? "" }).count == 2)
        #expect(ReportPaths.uriReference("a b/ü:%#?.swift") == "a%20b/%C3%BC%3A%25%23%3F.swift")
    }

    @Test func sarifKeepsTheFixOutOfTheMessage() throws {
        let results = try Self.results(SARIFReport.render(SampleAudit.result, rules: SampleAudit.rules))
        for result in results {
            let message = try #require((result["message"] as? [String: String])?["text"])
            #expect(!message.contains("Fix:"), "a fix run into the message: \(message)")
            #expect(((result["properties"] as? [String: Any])?["fix"] as? String)?.isEmpty == false)
        }
    }

    @Test func sarifPathsAreRelativeToTheRepositoryRootWithAPrefix() throws {
        let options = ReportOptions(pathPrefix: "ios/My Apps")
        let results = try Self.results(SARIFReport.render(Self.twoPlists, rules: [], options: options))
        #expect(
            results.map(Self.uri) == [
                "ios/My%20Apps/My%20App%20Extension/Info.plist", "ios/My%20Apps/My%20App/Info.plist",
            ])
        #expect(ReportPaths.normalizedPrefix("./ios/App//") == "ios/App/")
        #expect(ReportPaths.normalizedPrefix(".") == "")
    }

    @Test func sarifMarksBaselineStates() throws {
        var before = Self.twoPlists
        before.findings.append(Self.finding("IA705", .note, "Widgets/Old.swift", 3, fingerprint: "IA705:gone"))
        var after = Self.twoPlists
        after.findings.append(Self.finding("IA701", .error, "Widgets/New.swift", 9, fingerprint: "IA701:new"))
        let comparison = BaselineComparison.compare(baseline: Snapshot(before), current: Snapshot(after))
        let results = try Self.results(SARIFReport.render(after, rules: [], baseline: comparison))
        let states = results.map { "\($0["ruleId"]!) \($0["baselineState"] ?? "-")" }
        #expect(states == ["IA701 new", "IA601 unchanged", "IA601 unchanged", "IA705 absent"])
        let absent = try #require(results.last)
        #expect(absent["kind"] as? String == "pass" && absent["level"] as? String == "none")
        #expect(absent["locations"] == nil)
        // Without a baseline, no result has a state.
        #expect(try Self.results(SARIFReport.render(after, rules: [])).allSatisfy { $0["baselineState"] == nil })
    }

    @Test func sarifCategoryStaysOneLevelWhateverTheRelease() {
        #expect(SARIFReport.automationID("release/4.2") == "intent-audit/release-4.2")
        #expect(SARIFReport.automationID(nil) == "intent-audit/unreleased")
    }

    // MARK: JUnit

    @Test func junitIsValidAgainstJUnit10() throws {
        let validator = try Self.schema("junit-10.xsd")
        try validator.validate(JUnitReport.render(SampleAudit.result))
        try validator.validate(
            JUnitReport.render(LargeReportTests.result, options: ReportOptions(junitWarningsFail: true)))
        var empty = SampleAudit.result
        empty.findings = []
        empty.intents = []
        try validator.validate(JUnitReport.render(empty))
    }

    @Test func junitShowsWarningsAndFailsOnThemWhenAsked() throws {
        var result = SampleAudit.result
        result.findings = [
            Self.finding("IA701", .error, "W.swift", 1, fingerprint: "a", intent: "TrailConditionsIntent"),
            Self.finding("IA705", .warning, "W.swift", 2, fingerprint: "b", intent: "TrailConditionsIntent"),
            Self.finding("IA706", .note, "W.swift", 3, fingerprint: "c", intent: "TrailConditionsIntent"),
        ]
        func conditions(_ warningsFail: Bool) throws -> XMLElement {
            let root = try SafeXMLParser.parse(
                JUnitReport.render(result, options: ReportOptions(junitWarningsFail: warningsFail)))
            let cases = root.elements(named: "testsuite").flatMap { $0.elements(named: "testcase") }
            return try #require(cases.first { $0.attribute("name") == "TrailConditionsIntent" })
        }
        let plain = try conditions(false)
        #expect(plain.elements(named: "failure").map(\.text).first?.contains("[IA705]") == false)
        let out = try #require(plain.elements(named: "system-out").first?.text)
        #expect(out.contains("Warnings (1):\n- W.swift:2:1: [IA705]") && out.contains("Notes (1):"))
        let strict = try conditions(true)
        #expect(strict.elements(named: "failure").count == 1)
        #expect(strict.elements(named: "failure")[0].text.contains("[IA705]"))
        #expect(strict.elements(named: "failure")[0].attribute("type") == "IA701 IA705")
        #expect(strict.elements(named: "system-out").first?.text.contains("Warnings") == false)
    }

    // MARK: Code Quality and Checkstyle

    @Test func codeClimateHasGitLabsKeysAndUniqueFingerprints() throws {
        let issues = try #require(try Self.json(CodeClimateReport.render(Self.twoPlists)) as? [[String: Any]])
        #expect(issues.count == 2)
        for issue in issues {
            for key in ["description", "check_name", "fingerprint", "severity", "location"] {
                #expect(issue[key] != nil, "missing \(key)")
            }
            let location = try #require(issue["location"] as? [String: Any])
            #expect((location["lines"] as? [String: Int])?["begin"] == 12)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 2)
        #expect(
            issues.map { ($0["location"] as? [String: Any])?["path"] as? String } == [
                "Examples/TrailMix/My App Extension/Info.plist", "Examples/TrailMix/My App/Info.plist",
            ])
        let large = try #require(try Self.json(CodeClimateReport.render(LargeReportTests.result)) as? [[String: Any]])
        #expect(Set(large.compactMap { $0["fingerprint"] as? String }).count == large.count)
    }

    @Test func checkstyleIsValidWithOneFileElementPerFile() throws {
        let validator = try Self.schema("checkstyle.xsd")
        try validator.validate(CheckstyleReport.render(SampleAudit.result))
        try validator.validate(
            CheckstyleReport.render(LargeReportTests.result, options: ReportOptions(pathPrefix: "ios")))
        let root = try SafeXMLParser.parse(CheckstyleReport.render(Self.twoPlists))
        #expect(
            root.elements(named: "file").map { $0.attribute("name") } == [
                "Examples/TrailMix/My App Extension/Info.plist", "Examples/TrailMix/My App/Info.plist",
            ])
        let error = try #require(root.elements(named: "file").first?.elements(named: "error").first)
        #expect(error.attribute("severity") == "warning" && error.attribute("source") == "intent-audit.IA601")
    }

    @Test func goldenCodeClimate() throws {
        try Golden.check(CodeClimateReport.render(SampleAudit.result), "report.codeclimate.json")
    }
    @Test func goldenCheckstyle() throws {
        try Golden.check(CheckstyleReport.render(SampleAudit.result), "report.checkstyle.xml")
    }

    // MARK: GitHub annotations and Xcode lines

    @Test func githubPutsErrorsThenWarningsAndEndsWithWhatWasNotShown() throws {
        let options = ReportOptions(outputDirectory: "out", formats: [.markdown, .sarif])
        let lines = GitHubReport.render(LargeReportTests.result, options: options).split(separator: "\n").map(
            String.init)
        let kinds = lines.dropLast().map { String($0.prefix { $0 != " " }) }
        #expect(
            kinds == Array(repeating: "::error", count: 2_000) + Array(repeating: "::warning", count: 2_000)
                + Array(repeating: "::notice", count: 9))
        // 1,990 errors, 1,990 warnings and 1,991 notes are beyond GitHub's 10 per kind.
        #expect(
            lines.last
                == "::notice title=intent-audit::intent-audit: 6000 findings; 5971 not shown here (GitHub shows 10 annotations of each kind per step); the full report is in out/report.sarif"
        )
    }

    @Test func aNewlineInAFileNameCannotStartAWorkflowCommand() throws {
        var result = SampleAudit.result
        result.findings = [
            Self.finding("IA701", .error, "App/x.swift\n::error file=evil::owned\u{1B}[2J", 3, fingerprint: "x")
        ]
        let xcode = XcodeReport.render(result)
        #expect(xcode.split(separator: "\n").count == 1)
        #expect(xcode.contains("x.swift\\n::error file=evil::owned\\u{1B}[2J:3:1: error:"))
        let github = GitHubReport.render(result).split(separator: "\n")
        #expect(github.count == 2)
        #expect(
            github.allSatisfy {
                $0.hasPrefix("::error file=Examples/TrailMix/App/x.swift%0A%3A%3Aerror")
                    || $0.hasPrefix("::notice title=")
            })
        #expect(!github[0].unicodeScalars.contains { $0.value < 0x20 })
    }

    // MARK: HTML

    @Test func htmlDeclaresItsCharacterSetOnce() throws {
        let html = try HTMLReport.render(
            SampleAudit.result, rules: SampleAudit.rules, templatePath: HTMLReportTests.template)
        let head = String(decoding: html, as: UTF8.self).components(separatedBy: "</head>")[0].lowercased()
        #expect(head.components(separatedBy: "charset").count - 1 == 1, "\(head.prefix(300))")
    }

    // MARK: Markdown

    @Test func markdownStaysUnderACommentsLimitWithErrorsFirst() throws {
        let text = MarkdownReport.render(LargeReportTests.result)
        #expect(text.utf8.count < MarkdownReport.characterLimit)
        #expect(text.contains("## Errors (2000)"))
        let line = try #require(
            text.split(separator: "\n").first {
                $0.hasSuffix(
                    "more findings in report.html** (this summary stays under a pull-request comment's 65536 characters)."
                )
            })
        let shownRows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.count
        #expect(Int(line.dropFirst(2).prefix { $0.isNumber }) == 6_000 - shownRows)
        // Errors come before any warning: the budget ends inside the 2,000 errors, so no warning shows.
        #expect(shownRows > 100 && shownRows < 2_000 && !text.contains("<summary>Warnings"))
        // A small report is whole.
        let small = MarkdownReport.render(SampleAudit.result)
        #expect(!small.contains("more findings"))
    }

    @Test func markdownTitleIsTheFolderNotTheMachinesPath() {
        var result = SampleAudit.result
        result.context.title = nil
        result.context.root = "/home/runner/work/trailmix/trailmix/"
        #expect(MarkdownReport.render(result).hasPrefix("# intent-audit: trailmix — 4.2.0\n"))
        result.context.root = "Examples/TrailMix"
        #expect(MarkdownReport.render(result).hasPrefix("# intent-audit: TrailMix — 4.2.0\n"))
    }

    @Test func aBaselineReleaseLabelCannotInjectMarkup() {
        var before = Snapshot(SampleAudit.result)
        before.release = "4.1\n\n<img src=http://attacker.example/x>"
        let comparison = BaselineComparison.compare(baseline: before, current: Snapshot(SampleAudit.result))
        let text = MarkdownReport.render(SampleAudit.result, baseline: comparison)
        // The label stays inside one code span on one line: no line of the page starts raw HTML.
        #expect(text.contains("release `4.1  <img src=http://attacker.example/x>` as audited on"))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("<img") })
        #expect(ReleaseLabel.cleaned("4.1\n<img src=x>") == "4.1")
        #expect(ReleaseLabel.cleaned(" \u{1B}[31m4.2 ") == "[31m4.2")
        #expect(ReleaseLabel.cleaned("\n") == nil)
        #expect(ReleaseLabel.cleaned(String(repeating: "9", count: 500))?.count == ReleaseLabel.maximumLength)
    }
}
