import History
import Model
import XMLSupport

/// The canonical report: an `AuditResult` as one versioned XML document.
///
/// Every other output is rendered from the same result (HTML from this document through XSLT).
/// The shape is described by `Templates/report.xsd`; attribute order is fixed by this code and
/// every list is sorted by path, then line, then name, so the same result gives the same bytes.
public enum ReportDocument {
    /// The version of the document's shape; bump it when the schema changes incompatibly.
    public static let schemaVersion = ReportSchema.version

    /// The document as an element tree. `rules` (the registry's descriptions) adds a `<rules>`
    /// list with the explanation of every rule that has findings, for the HTML report.
    public static func element(
        _ result: AuditResult, rules: [RuleDescription] = [],
        baseline: BaselineComparison? = nil
    ) -> XMLElement {
        var root = self.root(result)
        root.children = sections(result, rules: rules, baseline: baseline).map { .element($0.make()) }
        return root
    }

    /// The root element with its attributes and no children.
    package static func root(_ result: AuditResult) -> XMLElement {
        let context = result.context
        return .make(
            "intent-audit-report",
            [
                ("schemaVersion", String(schemaVersion)),
                ("tool", context.toolName),
                ("toolVersion", context.toolVersion),
                ("root", context.root),
                ("rootName", ReportSubject.rootName(context.root)),
                ("appName", ReportSubject.appName(result.inventory)),
                ("release", context.release),
                ("generated", XMLValue.iso8601(context.generatedAt)),
                ("releaseDate", context.releaseDate.map(XMLValue.iso8601)),
                ("title", context.title),
            ])
    }

    /// The root's children in document order, each made when asked: the serializer makes one,
    /// converts it and lets it go before the next (5,000 intents: a 19 MB document), so the
    /// element tree and libxml2's are never both whole.
    package static func sections(
        _ result: AuditResult, rules: [RuleDescription] = [], baseline: BaselineComparison? = nil
    ) -> [XMLSection] {
        let order = ReportOrder(result)
        var sections: [XMLSection] = [.element { summary(result) }]
        if let baseline { sections.append(.element { baseline.xmlElement() }) }
        let intents = order.intents
        let findings = order.findings
        return sections + [
            .element { continuity(result.continuity) },
            .element {
                .list(
                    "next-release",
                    result.nextRelease.map {
                        .text("item", $0.text, [("intent", $0.intent), ("step", $0.step.map(String.init))])
                    })
            },
            // The two longest lists, an item at a time.
            .list(.make("intents", [("count", String(intents.count))]), intents.map { item in { intent(item) } }),
            .element { .list("app-intent-only", result.appIntentOnly.sorted().map { appIntentOnly($0, result) }) },
            .element { visibility(result) },
            .list(.make("findings", [("count", String(findings.count))]), findings.map { item in { finding(item) } }),
            .element { .list("rules", describedRules(result, rules)) },
            .element { identity(result.identity) },
            .element { inventory(result.inventory) },
        ]
    }

    /// The document serialized: UTF-8, indented, with an XML declaration.
    public static func serialize(
        _ result: AuditResult, rules: [RuleDescription] = [],
        baseline: BaselineComparison? = nil
    ) -> [UInt8] {
        XMLWriter.serialize(root(result), sections: sections(result, rules: rules, baseline: baseline))
    }

    /// The descriptions of the rules that have findings, by id.
    package static func describedRules(_ result: AuditResult, _ rules: [RuleDescription]) -> [XMLElement] {
        let used = Set(result.findings.map(\.rule))
        return rules.filter { used.contains($0.id) }.sorted { $0.id < $1.id }.map {
            .make(
                "rule",
                [
                    ("id", $0.id), ("title", $0.title), ("severity", $0.severity.rawValue),
                    ("step", XMLValue.int($0.step)),
                ],
                [.text("explanation", $0.explanation), .text("fix", $0.fix)])
        }
    }

    package static func summary(_ result: AuditResult) -> XMLElement {
        let summary = ReportSummary(result)
        var children: [XMLElement] = summary.byStatus.map {
            .make(
                "status",
                [
                    ("name", $0.status.rawValue), ("count", XMLValue.int($0.count)), ("label", $0.status.label),
                    ("meaning", $0.status.meaning),
                ])
        }
        children += summary.bySeverity.map {
            .make("severity", [("name", $0.severity.rawValue), ("count", XMLValue.int($0.count))])
        }
        children += summary.minimumTargets.map {
            .make("minimum-deployment-target", [("platform", $0.platform), ("version", $0.version)])
        }
        children += result.inventory.filesScanned.keys.sorted().map {
            .make("files", [("kind", $0), ("count", XMLValue.int(result.inventory.filesScanned[$0] ?? 0))])
        }
        return .make(
            "summary",
            [
                ("intents", XMLValue.int(summary.intents)),
                ("findings", XMLValue.int(summary.findings)),
                ("totalEffort", XMLValue.int(summary.totalEffort)),
                ("remainingEffort", XMLValue.int(summary.remainingEffort)),
                ("appIntentOnly", XMLValue.int(summary.appIntentOnly)),
                ("diagnostics", XMLValue.int(result.inventory.diagnostics.count)),
            ], children)
    }

    package static func intent(_ intent: IntentAssessment) -> XMLElement {
        var children: [XMLElement] = [.text("status-reason", intent.statusReason)]
        if let counterpart = intent.counterpart {
            children.append(
                .make(
                    "counterpart",
                    [
                        ("name", counterpart.name), ("matchedBy", counterpart.matchedBy.rawValue),
                        ("intentClassName", counterpart.intentClassName),
                        ("confidence", counterpart.confidence.rawValue),
                        ("evidence", counterpart.evidence.isEmpty ? nil : counterpart.evidence),
                    ] + XMLValue.location(counterpart.location)))
        }
        if let possible = intent.possibleCounterpart {
            children.append(
                .make(
                    "possible-counterpart",
                    [
                        ("name", possible.name), ("matchedBy", possible.matchedBy.rawValue),
                        ("confidence", possible.confidence.rawValue), ("evidence", possible.evidence),
                    ] + XMLValue.location(possible.location)))
        }
        for other in intent.alsoReplacedBy {
            children.append(
                .make(
                    "also-replaced-by",
                    [
                        ("name", other.name), ("matchedBy", other.matchedBy.rawValue),
                        ("confidence", other.confidence.rawValue), ("evidence", other.evidence),
                    ] + XMLValue.location(other.location)))
        }
        if !intent.deadFiles.isEmpty {
            children.append(.list("dead-files", intent.deadFiles.map { .make("file", [("path", $0)]) }))
        }
        if let advice = intent.replacementAdvice { children.append(.text("replacement-advice", advice)) }
        if !intent.serving.isEmpty {
            children.append(
                .make(
                    "serving", [],
                    intent.serving.map { range in
                        .make(
                            "range",
                            [
                                ("platform", range.platform), ("from", range.from), ("below", range.below),
                                ("path", range.path.rawValue),
                            ])
                    }))
        }
        children.append(.list("parameter-mappings", intent.parameterMappings.map(mapping)))
        children.append(
            .list(
                "linked-handlers",
                intent.handlers.map(\.fact).map {
                    .make(
                        "handler-ref",
                        [("type", $0.typeName), ("language", $0.language)] + XMLValue.location($0.location))
                }))
        children.append(
            .list(
                "linked-donations",
                intent.donations.map(\.fact).map {
                    .make("donation-ref", [("api", $0.api)] + XMLValue.location($0.location))
                }))
        children.append(
            .list(
                "linked-widgets",
                intent.widgets.map(\.fact).map {
                    .make(
                        "widget-ref",
                        [
                            ("kind", $0.kind), ("configuration", $0.configuration),
                            ("gated", XMLValue.bool($0.availability != nil)),
                        ] + XMLValue.location($0.location))
                }))
        children.append(
            .make(
                "plan",
                [
                    ("effort", XMLValue.int(intent.totalEffort)),
                    ("remainingEffort", XMLValue.int(intent.remainingEffort)),
                ], intent.steps.sorted { $0.number < $1.number }.map(step)))
        if let action = intent.nextAction {
            children.append(
                .text(
                    "next-action", action.text,
                    [
                        ("kind", action.kind.rawValue), ("step", action.step.map(String.init)),
                        ("ships", XMLValue.bool(action.ships)),
                    ]))
        }
        return .make(
            "intent",
            [
                ("id", "intent:\(intent.name)"),
                ("name", intent.name),
                ("status", intent.status.rawValue),
                ("urgency", intent.urgency > 0 ? XMLValue.int(intent.urgency) : nil),
                ("systemDomain", XMLValue.bool(intent.isSystemDomain)),
                ("widget", XMLValue.bool(intent.isWidgetIntent)),
                ("definitionFile", intent.definitionFile),
            ] + XMLValue.location(intent.definedIn), children)
    }

    package static func mapping(_ mapping: ParameterMapping) -> XMLElement {
        .text(
            "mapping", mapping.reason,
            [
                ("verdict", mapping.verdict),
                ("legacyName", mapping.legacyName), ("legacyType", mapping.legacyType),
                ("newName", mapping.newName), ("newType", mapping.newType),
            ])
    }

    package static func step(_ step: PlanStep) -> XMLElement {
        .make(
            "step",
            [
                ("number", XMLValue.int(step.number)), ("title", step.title), ("status", step.status.rawValue),
                ("effort", XMLValue.int(step.effort)),
                (
                    "blockedBy",
                    step.blockedBy.isEmpty ? nil : step.blockedBy.sorted().map(String.init).joined(separator: " ")
                ),
            ], step.tasks.map(task))
    }

    package static func task(_ task: PlanTask) -> XMLElement {
        .make(
            "task",
            [
                ("id", task.id), ("effort", XMLValue.int(task.effort)), ("done", XMLValue.bool(task.done)),
                ("lane", task.lane == .polish ? task.lane.rawValue : nil),
            ] + XMLValue.location(task.location),
            [.text("what", task.what), .text("why", task.why)])
    }

    package static func appIntentOnly(_ name: String, _ result: AuditResult) -> XMLElement {
        .make("app-intent", [("name", name)] + XMLValue.location(result.appIntentOnlyLocations[name]))
    }

    package static func finding(_ finding: Finding) -> XMLElement {
        .make(
            "finding",
            [
                ("rule", finding.rule), ("severity", finding.severity.rawValue), ("step", XMLValue.int(finding.step)),
                ("intent", finding.intent), ("fingerprint", finding.fingerprint),
            ] + XMLValue.location(finding.location),
            [.text("message", finding.message), .text("fix", finding.fix)] + proof(finding.proof))
    }

    /// `<proof><step resolved="true" path line>fact</step>…</proof>`; nothing when the finding has none.
    package static func proof(_ steps: [ProofStep]) -> [XMLElement] {
        guard !steps.isEmpty else { return [] }
        return [
            .make(
                "proof", [],
                steps.map { step in
                    .text(
                        "step", step.fact,
                        [("resolved", step.resolved ? "true" : "false"), ("release", step.release)]
                            + XMLValue.location(step.location))
                })
        ]
    }
}
