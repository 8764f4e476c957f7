import Model
import XMLSupport

/// `report.junit.xml`: one test case per legacy intent, grouped into one suite per definition
/// file, valid against the common `junit-10.xsd` (Jenkins, GitLab, Azure DevOps read it).
///
/// Consumers show one `<failure>` per test case, so a case has at most one, listing every finding
/// that fails it: the error findings, and the warnings too with `--junit-warnings-fail` (or
/// `--fail-on warning`). The other findings are listed in the case's `<system-out>` under its
/// status, where a reader of the test report sees them. Findings that concern no intent make a
/// case of their own in an `intent-audit` suite.
public enum JUnitReport {
    public static func render(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> [UInt8] {
        XMLWriter.serialize(element(result, warningsFail: options.junitWarningsFail))
    }

    package static func element(_ result: AuditResult, warningsFail: Bool = false) -> XMLElement {
        let order = ReportOrder(result)
        let findings = order.findingsBySeverity
        var grouped: [String: [IntentAssessment]] = [:]
        for intent in order.intents {
            let suite = intent.definitionFile ?? intent.definedIn?.path ?? "(no definition file)"
            grouped[suite, default: []].append(intent)
        }
        var claimed = Set<Int>()
        var suites: [(name: String, cases: [XMLElement], failures: Int)] = []
        for name in grouped.keys.sorted() {
            var failures = 0
            let cases: [XMLElement] = grouped[name]!.map { intent in
                // A finding without an intent belongs to no case (nil must not match a missing counterpart).
                let mine = findings.enumerated().filter { pair in
                    guard let name = pair.element.intent else { return false }
                    return name == intent.name || name == intent.counterpart?.name
                }
                mine.forEach { claimed.insert($0.offset) }
                let made = testCase(
                    intent.name, suite: name, status: intent.status.rawValue,
                    findings: mine.map(\.element), warningsFail: warningsFail)
                failures += made.failed ? 1 : 0
                return made.element
            }
            suites.append((name, cases, failures))
        }
        let unclaimed = findings.enumerated().filter { !claimed.contains($0.offset) }.map(\.element)
        if !unclaimed.isEmpty {
            let made = testCase(
                "findings without an intent", suite: "intent-audit", status: nil,
                findings: unclaimed, warningsFail: warningsFail)
            suites.append(("intent-audit", [made.element], made.failed ? 1 : 0))
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        return .make(
            "testsuites",
            [
                ("name", "intent-audit"), ("tests", String(tests)), ("failures", String(failures)), ("errors", "0"),
                ("time", "0"),
            ],
            suites.map { suite in
                .make(
                    "testsuite",
                    [
                        ("name", suite.name), ("tests", String(suite.cases.count)),
                        ("failures", String(suite.failures)),
                        ("errors", "0"), ("skipped", "0"), ("time", "0"),
                        ("timestamp", String(XMLValue.iso8601(result.context.generatedAt).dropLast())),
                    ], suite.cases)
            })
    }

    /// A test case: one `<failure>` when a finding fails it, then `<system-out>` with the status and
    /// the findings that do not fail it.
    package static func testCase(
        _ name: String, suite: String, status: String?, findings: [Finding],
        warningsFail: Bool
    ) -> (element: XMLElement, failed: Bool) {
        let fails = { (finding: Finding) in finding.severity == .error || (warningsFail && finding.severity == .warning)
        }
        let failing = findings.filter(fails)
        let other = findings.filter { !fails($0) }
        var children: [XMLElement] = []
        if let first = failing.first {
            let count = failing.count == 1 ? "" : " (and \(failing.count - 1) more)"
            children.append(
                .text(
                    "failure", failing.map(entry).joined(separator: "\n\n"),
                    [
                        ("message", "[\(first.rule)] \(first.message)\(count)"),
                        ("type", orderedUnique(failing.map(\.rule)).joined(separator: " ")),
                    ]))
        }
        var out: [String] = status.map { ["status: \($0)"] } ?? []
        for severity in Severity.allCases.sorted() {
            let group = other.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            if !out.isEmpty { out.append("") }
            out.append("\(label(severity)) (\(group.count)):")
            out += group.map { "- " + entry($0).replacingNewlines(with: "\n  ") }
        }
        if !out.isEmpty { children.append(.text("system-out", out.joined(separator: "\n") + "\n")) }
        return (.make("testcase", [("name", name), ("classname", suite), ("time", "0")], children), !failing.isEmpty)
    }

    /// `path:line:col: [RULE] message` and the fix on the next line.
    package static func entry(_ finding: Finding) -> String {
        "\(finding.location.description): [\(finding.rule)] \(finding.message)"
            + (finding.fix.isEmpty ? "" : "\nFix: \(finding.fix)")
    }

    package static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .note: "Notes"
        }
    }

    package static func orderedUnique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

private extension String {
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
