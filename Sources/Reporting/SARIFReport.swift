import History
import Model

/// `report.sarif`: findings as SARIF 2.1.0, one run, for GitHub code scanning and other viewers.
///
/// Rule metadata comes from the rules registry (passed in); a rule id that a finding uses but the
/// registry lacks still gets a descriptor. Results are capped at `resultLimit`, errors first, and a
/// capped run says so in a tool notification. What each consumer needs:
/// - `artifactLocation.uri` is a URI reference (percent-encoded: `My%20App/…`), relative to the
///   repository root when the audited folder's place in it is known (`ReportOptions.pathPrefix`);
/// - `partialFingerprints` differ between any two results (`ResultKeys`), or code scanning merges them;
/// - the message says what is wrong; the fix is the rule's help and the result's `properties.fix`;
/// - with a baseline, every result has a `baselineState` (`new`, `unchanged`), and the findings
///   resolved since are results of their own with `baselineState` `absent`, `kind` `pass`,
///   `level` `none` and no location (code scanning cannot take those: the Action leaves them out).
public enum SARIFReport {
    /// GitHub code scanning keeps at most this many results of a run readable; more are dropped.
    public static let resultLimit = 5_000
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let informationURI = "https://github.com/intent-audit/intent-audit"
    /// The `partialFingerprints` key: v2 adds the path to v1's path-free fingerprint.
    package static let fingerprintKey = "intentAudit/v2"

    public static func render(
        _ result: AuditResult, rules: [RuleDescription], baseline: BaselineComparison? = nil,
        options: ReportOptions = ReportOptions(), limit: Int = resultLimit
    ) -> String {
        let keyed = ResultKeys.keyedBySeverity(ReportOrder(result))
        let kept = Array(keyed.prefix(limit))
        let absent = Array((baseline?.resolvedFindings ?? []).prefix(limit))
        let descriptors = descriptorsFor(keyed.map(\.finding), absent: absent, rules: rules)
        let index = Dictionary(
            descriptors.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let newFingerprints = baseline.map { Set($0.newFindings.map(\.fingerprint)) }
        var run: [(String, JSONValue)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string(result.context.toolName)),
                            ("version", .string(result.context.toolVersion)),
                            ("semanticVersion", .string(result.context.toolVersion)),
                            ("informationUri", .string(informationURI)),
                            ("rules", .array(descriptors.map(descriptor))),
                        ])
                    )
                ])
            ),
            ("automationDetails", .object([("id", .string(automationID(result.context.release)))])),
        ]
        var notifications: [JSONValue] = []
        if keyed.count > kept.count {
            notifications.append(
                .object([
                    ("level", .string("warning")),
                    (
                        "message",
                        .object([
                            (
                                "text",
                                .string(
                                    "Only the first \(kept.count) of \(keyed.count) findings are included (errors first): GitHub code scanning reads at most \(limit) results per run. See report.json for all of them."
                                )
                            )
                        ])
                    ),
                ]))
        }
        run.append(
            (
                "invocations",
                .array([
                    .object([
                        ("executionSuccessful", .bool(true)),
                        ("toolExecutionNotifications", .array(notifications)),
                    ])
                ])
            ))
        var results = kept.map { pair in
            self.result(
                pair.finding, key: pair.key, index: index[pair.finding.rule], context: result.context,
                options: options, state: newFingerprints.map { isNew(pair.finding, $0) ? "new" : "unchanged" })
        }
        results += absent.map { resolved($0, index: index[$0.rule]) }
        run.append(("results", .array(results)))
        run.append(
            (
                "properties",
                .object([
                    ("totalFindings", .int(keyed.count)), ("includedFindings", .int(kept.count)),
                ])
            ))
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).serialized()
    }

    /// `intent-audit/RELEASE`: code scanning reads the part before the last `/` as the category,
    /// so a `/` inside the release (`release/4.2`) must not add a level.
    package static func automationID(_ release: String?) -> String {
        "intent-audit/" + (release ?? "unreleased").map { $0 == "/" ? "-" : $0 }.map(String.init).joined()
    }

    /// Whether the baseline lacked this finding (compared by the path-free fingerprint, as the baseline is).
    package static func isNew(_ finding: Finding, _ newFingerprints: Set<String>) -> Bool {
        let snapshot = FindingSnapshot(
            fingerprint: finding.fingerprint, rule: finding.rule, severity: finding.severity,
            intent: finding.intent, message: finding.message)
        return newFingerprints.contains(snapshot.fingerprint)
    }

    /// Every registry rule plus any rule id used by a finding but unknown to the registry, sorted by id.
    package static func descriptorsFor(
        _ findings: [Finding], absent: [FindingSnapshot] = [],
        rules: [RuleDescription]
    ) -> [RuleDescription] {
        var byID: [String: RuleDescription] = [:]
        for rule in rules { byID[rule.id] = rule }
        for finding in findings where byID[finding.rule] == nil {
            byID[finding.rule] = RuleDescription(
                id: finding.rule, title: finding.rule, severity: finding.severity,
                step: finding.step, explanation: "", fix: finding.fix)
        }
        for finding in absent where byID[finding.rule] == nil {
            byID[finding.rule] = RuleDescription(
                id: finding.rule, title: finding.rule, severity: finding.severity,
                step: 0, explanation: "", fix: "")
        }
        return byID.keys.sorted().map { byID[$0]! }
    }

    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A rule's metadata. `help.markdown` is escaped: the fix of a rule the registry lacks comes
    /// from a finding, whose text can quote the audited code.
    package static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let full = rule.explanation.isEmpty ? rule.title : rule.explanation
        let help = [full, rule.fix.isEmpty ? nil : "Fix: " + rule.fix].compactMap { $0 }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(full))])),
            (
                "help",
                .object([
                    ("text", .string(help.joined(separator: "\n\n"))),
                    ("markdown", .string(help.map(MarkdownReport.escape).joined(separator: "\n\n"))),
                ])
            ),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            (
                "properties",
                .object([
                    ("step", .int(rule.step)),
                    ("tags", .strings(["intent-audit", "migration", "step-\(rule.step)"])),
                ])
            ),
        ])
    }

    package static func result(
        _ finding: Finding, key: String, index: Int?, context: AuditContext,
        options: ReportOptions, state: String?
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", .object([("text", .string(finding.message))])))
        let path =
            options.pathPrefix.map {
                finding.location.path.hasPrefix("/") ? finding.location.path : $0 + finding.location.path
            }
            ?? finding.location.path
        var physical: [(String, JSONValue)] = [
            (
                "artifactLocation",
                .object([
                    ("uri", .string(path.isEmpty ? "./" : ReportPaths.uriReference(path))),
                    ("uriBaseId", .string("%SRCROOT%")),
                ])
            )
        ]
        if finding.location.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(finding.location.line))]
            if finding.location.column > 0 { region.append(("startColumn", .int(finding.location.column))) }
            physical.append(("region", .object(region)))
        }
        members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(key))])))
        if let state { members.append(("baselineState", .string(state))) }
        members.append(
            (
                "properties",
                .object([
                    ("step", .int(finding.step)), ("intent", .optional(finding.intent)),
                    ("fix", .string(finding.fix)), ("fingerprint", .string(finding.fingerprint)),
                ])
            ))
        return .object(members)
    }

    /// A finding the baseline had and this audit does not: no location (the baseline keeps none).
    package static func resolved(_ finding: FindingSnapshot, index: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members += [
            ("kind", .string("pass")),
            ("level", .string("none")),
            ("message", .object([("text", .string("Resolved since the baseline: " + finding.message))])),
            ("partialFingerprints", .object([(fingerprintKey, .string(finding.fingerprint + "@resolved"))])),
            ("baselineState", .string("absent")),
            (
                "properties",
                .object([("intent", .optional(finding.intent)), ("fingerprint", .string(finding.fingerprint))])
            ),
        ]
        return .object(members)
    }
}
