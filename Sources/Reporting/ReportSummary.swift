import Model

/// The numbers every report leads with, computed once from an `AuditResult`.
package struct ReportSummary: Sendable {
    /// Legacy intents assessed.
    package var intents: Int
    /// Intents per coexistence status, every status present, in `CoexistenceStatus.listingOrder`.
    package var byStatus: [(status: CoexistenceStatus, count: Int)]
    /// Findings per severity, every severity present, errors first.
    package var bySeverity: [(severity: Severity, count: Int)]
    /// Effort points of every plan task of every intent.
    package var totalEffort: Int
    /// Effort points of the tasks not done yet (steps that are done or not applicable count as done).
    package var remainingEffort: Int
    /// App Intents without a legacy twin.
    package var appIntentOnly: Int
    /// The lowest deployment target found per platform, sorted by platform.
    package var minimumTargets: [(platform: String, version: String)]

    package init(_ result: AuditResult) {
        intents = result.intents.count
        byStatus = CoexistenceStatus.listingOrder.map { status in
            // Counted in place: `filter` copied every assessment once per status.
            (status, result.intents.reduce(0) { $0 + ($1.status == status ? 1 : 0) })
        }
        bySeverity = Severity.allCases.sorted().map { severity in
            (severity, result.findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) })
        }
        let effort = EffortSummary(result.intents)
        totalEffort = effort.total
        remainingEffort = effort.remaining
        appIntentOnly = result.appIntentOnly.count
        // A package's platforms are the floor it allows its clients, not what the app ships: when a
        // project or xcconfig names deployment targets, those decide (openhab-ios: OpenHABCore says
        // iOS 12 and macOS 10.13, the app targets iOS 13).
        let all = result.inventory.deploymentTargets
        let project = all.filter { $0.source != "Package.swift" }
        var lowest: [String: String] = [:]
        for target in project.isEmpty ? all : project {
            if let current = lowest[target.platform], !ReportSummary.version(target.version, isBelow: current) {
                continue
            }
            lowest[target.platform] = target.version
        }
        minimumTargets = lowest.keys.sorted().map { ($0, lowest[$0]!) }
    }

    package func count(_ status: CoexistenceStatus) -> Int { byStatus.first { $0.status == status }?.count ?? 0 }
    package func count(_ severity: Severity) -> Int { bySeverity.first { $0.severity == severity }?.count ?? 0 }
    package var findings: Int { bySeverity.reduce(0) { $0 + $1.count } }

    /// Numeric comparison of dotted versions (`9.0` < `16.4` < `17`).
    package static func version(_ a: String, isBelow b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.split(separator: ".").map { Int($0) ?? 0 }
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? x[i] : 0
            let r = i < y.count ? y[i] : 0
            if l != r { return l < r }
        }
        return false
    }
}
