import Model

/// `report.sarif`: findings as SARIF 2.1.0, one run, for GitHub code scanning and other viewers.
///
/// Rule metadata comes from the rules registry (passed in); a rule id that a finding uses but the
/// registry lacks still gets a descriptor. Results are capped at `resultLimit`, errors first, and a
/// capped run says so in a tool notification.
public enum SARIFReport {
    /// GitHub code scanning keeps at most this many results of a run readable; more are dropped.
    public static let resultLimit = 5_000
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let informationURI = "https://github.com/intent-audit/intent-audit"

    public static func render(_ result: AuditResult, rules: [RuleDescription], limit: Int = resultLimit) -> String {
        let order = ReportOrder(result)
        let findings = order.findingsBySeverity
        let kept = Array(findings.prefix(limit))
        let descriptors = descriptorsFor(findings, rules: rules)
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
            (
                "automationDetails",
                .object([("id", .string("intent-audit/" + (result.context.release ?? "unreleased")))])
            ),
        ]
        var notifications: [JSONValue] = []
        if findings.count > kept.count {
            notifications.append(
                .object([
                    ("level", .string("warning")),
                    (
                        "message",
                        .object([
                            (
                                "text",
                                .string(
                                    "Only the first \(kept.count) of \(findings.count) findings are included (errors first): GitHub code scanning reads at most \(limit) results per run. See report.json for all of them."
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
        run.append(
            (
                "results",
                .array(
                    kept.map { finding in
                        self.result(finding, index: descriptors.firstIndex { $0.id == finding.rule })
                    })
            ))
        run.append(
            (
                "properties",
                .object([
                    ("totalFindings", .int(findings.count)), ("includedFindings", .int(kept.count)),
                ])
            ))
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).serialized()
    }

    /// Every registry rule plus any rule id used by a finding but unknown to the registry, sorted by id.
    package static func descriptorsFor(_ findings: [Finding], rules: [RuleDescription]) -> [RuleDescription] {
        var byID: [String: RuleDescription] = [:]
        for rule in rules { byID[rule.id] = rule }
        for finding in findings where byID[finding.rule] == nil {
            byID[finding.rule] = RuleDescription(
                id: finding.rule, title: finding.rule, severity: finding.severity,
                step: finding.step, explanation: "", fix: finding.fix)
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

    package static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let full = rule.explanation.isEmpty ? rule.title : rule.explanation
        let help = [full, rule.fix.isEmpty ? nil : "Fix: " + rule.fix].compactMap { $0 }.joined(separator: "\n\n")
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(full))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
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

    package static func result(_ finding: Finding, index: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members.append(("level", .string(level(finding.severity))))
        let text = finding.fix.isEmpty ? finding.message : finding.message + " Fix: " + finding.fix
        members.append(("message", .object([("text", .string(text))])))
        var physical: [(String, JSONValue)] = [
            (
                "artifactLocation",
                .object([("uri", .string(finding.location.path)), ("uriBaseId", .string("%SRCROOT%"))])
            )
        ]
        if finding.location.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(finding.location.line))]
            if finding.location.column > 0 { region.append(("startColumn", .int(finding.location.column))) }
            physical.append(("region", .object(region)))
        }
        members.append(
            (
                "locations",
                finding.location.path.isEmpty
                    ? .array([])
                    : .array([.object([("physicalLocation", .object(physical))])])
            ))
        members.append(("partialFingerprints", .object([("intentAudit/v1", .string(finding.fingerprint))])))
        members.append(("properties", .object([("step", .int(finding.step)), ("intent", .optional(finding.intent))])))
        return .object(members)
    }
}
