/// Diagnostics cut to a number per file and per audit: a tree with one bad line in a million must
/// not give a report of a million lines. What is cut becomes one "… N more" diagnostic.
public enum DiagnosticCap {
    /// `diagnostics` (in order) with at most `limits.fileDiagnostics` per file and
    /// `limits.auditDiagnostics` in all, each cut said by one more diagnostic.
    public static func capped(_ diagnostics: [Diagnostic], limits: Limits) -> [Diagnostic] {
        var perFile: [String: Int] = [:]
        var kept: [Diagnostic] = []
        var morePerFile: [String: Int] = [:]
        var order: [String] = []
        for diagnostic in diagnostics {
            let path = diagnostic.location.path
            let seen = perFile[path, default: 0]
            perFile[path] = seen + 1
            if seen < limits.fileDiagnostics {
                kept.append(diagnostic)
            } else {
                if morePerFile[path] == nil { order.append(path) }
                morePerFile[path, default: 0] += 1
            }
        }
        for path in order {
            kept.append(more(morePerFile[path] ?? 0, at: path, what: "for this file", limit: "file-diagnostics"))
        }
        guard kept.count > limits.auditDiagnostics else { return kept }
        let dropped = kept.count - limits.auditDiagnostics
        return Array(kept.prefix(limits.auditDiagnostics))
            + [
                more(
                    dropped, at: kept[limits.auditDiagnostics].location.path, what: "in this audit",
                    limit: "audit-diagnostics")
            ]
    }

    /// The one diagnostic that stands for `count` cut ones.
    public static func more(_ count: Int, at path: String, what: String, limit: String) -> Diagnostic {
        Diagnostic(SourceLocation(path: path), "… \(count) more diagnostics \(what) (--limit \(limit))")
    }

    /// Appends `diagnostic` unless `diagnostics` already hold `limits.fileDiagnostics`; counts it in
    /// `dropped` instead. A reader that may find a problem on every line calls this, then `close`.
    public static func append(
        _ diagnostic: Diagnostic, to diagnostics: inout [Diagnostic], dropped: inout Int, limits: Limits
    ) {
        if diagnostics.count < limits.fileDiagnostics { diagnostics.append(diagnostic) } else { dropped += 1 }
    }

    /// The "… N more" line of a reader that used `append`, when it dropped any.
    public static func close(_ diagnostics: inout [Diagnostic], dropped: Int, path: String) {
        if dropped > 0 { diagnostics.append(more(dropped, at: path, what: "for this file", limit: "file-diagnostics")) }
    }
}
