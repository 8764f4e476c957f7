import Model
import XMLSupport

/// `report.junit.xml`: one test case per legacy intent, grouped into one suite per definition
/// file, with a `<failure>` for each error-level finding about it. CI systems show it as tests.
/// Error findings that concern no intent fail a case of their own in an `intent-audit` suite.
public enum JUnitReport {
    public static func render(_ result: AuditResult) -> [UInt8] {
        XMLWriter.serialize(element(result))
    }

    package static func element(_ result: AuditResult) -> XMLElement {
        let order = ReportOrder(result)
        let errors = order.findings.filter { $0.severity == .error }
        var suites: [(name: String, cases: [XMLElement], failures: Int)] = []
        var grouped: [String: [IntentAssessment]] = [:]
        for intent in order.intents {
            let suite = order.definitionFile(of: intent.name)?.path ?? intent.definedIn?.path ?? "(no definition file)"
            grouped[suite, default: []].append(intent)
        }
        var claimed = Set<Int>()
        for name in grouped.keys.sorted() {
            var failures = 0
            let cases: [XMLElement] = grouped[name]!.map { intent in
                let mine = errors.enumerated().filter {
                    $0.element.intent == intent.name || $0.element.intent == intent.counterpart?.name
                }
                mine.forEach { claimed.insert($0.offset) }
                failures += mine.isEmpty ? 0 : 1
                return testCase(intent.name, suite: name, status: intent.status.rawValue, errors: mine.map(\.element))
            }
            suites.append((name, cases, failures))
        }
        let unclaimed = errors.enumerated().filter { !claimed.contains($0.offset) }.map(\.element)
        if !unclaimed.isEmpty {
            suites.append(
                (
                    "intent-audit",
                    [testCase("findings without an intent", suite: "intent-audit", status: nil, errors: unclaimed)], 1
                ))
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

    package static func testCase(_ name: String, suite: String, status: String?, errors: [Finding]) -> XMLElement {
        var element = XMLElement.make(
            "testcase", [("name", name), ("classname", suite), ("time", "0")],
            errors.map { finding in
                .text(
                    "failure", "\(finding.location.description): \(finding.message)\nFix: \(finding.fix)",
                    [
                        ("message", "[\(finding.rule)] \(finding.message)"), ("type", finding.rule),
                    ])
            })
        if let status {
            element.children.insert(
                .element(.make("properties", [], [.make("property", [("name", "status"), ("value", status)])])), at: 0)
        }
        return element
    }
}
