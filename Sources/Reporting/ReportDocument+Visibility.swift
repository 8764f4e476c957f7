import Model
import XMLSupport

/// The "seen by" part of the document: for each App Intents declaration and widget, the targets
/// that compile it, the bundle each makes and whether the system reads it, and the verdict.
extension ReportDocument {
    package static func visibility(_ result: AuditResult) -> XMLElement {
        .list(
            "visibility",
            result.visibility.sorted { ($0.location, $0.name) < ($1.location, $1.name) }.map { seen in
                .make(
                    "declaration",
                    [
                        ("name", seen.name), ("kind", seen.kind), ("verdict", seen.verdict.rawValue),
                        ("reason", seen.reason),
                    ] + XMLValue.location(seen.location),
                    seen.targets.map { target in
                        .make(
                            "seen-by",
                            [
                                ("target", target.target), ("bundle", target.bundle.rawValue),
                                ("reads", target.reads.map(XMLValue.bool)),
                            ])
                    })
            })
    }
}

extension JSONReport {
    /// `visibility`: one object per declaration, `{name, kind, path, line, verdict, reason, seenBy}`.
    package static func visibility(_ result: AuditResult) -> JSONValue {
        .array(
            result.visibility.sorted { ($0.location, $0.name) < ($1.location, $1.name) }.map { seen in
                .object(
                    [("name", .string(seen.name)), ("kind", .string(seen.kind))] + place(seen.location) + [
                        ("verdict", .string(seen.verdict.rawValue)), ("reason", .optional(seen.reason)),
                        (
                            "seenBy",
                            .array(
                                seen.targets.map { target in
                                    .object([
                                        ("target", .string(target.target)), ("bundle", .string(target.bundle.rawValue)),
                                        ("reads", target.reads.map(JSONValue.bool) ?? .null),
                                    ])
                                })
                        ),
                    ])
            })
    }
}
