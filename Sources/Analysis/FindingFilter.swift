import Model

/// Applies the configuration and inline suppressions to raw findings: disabled rules go, configured
/// severities replace the defaults, and a `// intent-audit:disable:next RULE` comment removes the
/// finding of that rule on the line it covers.
package struct FindingFilter {
    package var configuration: AuditConfiguration
    package var suppressions: [Suppression]

    package init(configuration: AuditConfiguration, suppressions: [Suppression]) {
        self.configuration = configuration
        self.suppressions = suppressions
    }

    package func apply(_ findings: [Finding]) -> [Finding] {
        let disabled = Set(configuration.disabledRules)
        let suppressed = Set(suppressions.map { "\($0.rule)|\($0.location.path)|\($0.location.line)" })
        return findings.compactMap { finding in
            guard !disabled.contains(finding.rule),
                !suppressed.contains("\(finding.rule)|\(finding.location.path)|\(finding.location.line)")
            else { return nil }
            var adjusted = finding
            if let severity = configuration.severities[finding.rule] { adjusted.severity = severity }
            return adjusted
        }
    }

    /// The order of findings in every report: path, line, rule, fingerprint.
    package static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { ($0.location, $0.rule, $0.fingerprint) < ($1.location, $1.rule, $1.fingerprint) }
    }
}
