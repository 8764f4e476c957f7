import Model

/// What changed between a baseline snapshot (an earlier `report.xml`) and the current audit.
///
/// Intents are matched by class name, findings by fingerprint, so moving code between files is
/// not a change. `regressions` is the pull-request gate (`--fail-on regression`): an intent whose
/// status moved backwards, a new legacy donation or handler for an intent, a new error finding, a
/// legacy intent removed without a replacement that carries its class name.
public struct BaselineComparison: Codable, Sendable, Hashable {
    public var baselineRelease: String?
    public var baselineGeneratedAt: Int
    /// The baseline's date as a reader knows it: its release's date (recorded in its report, or its
    /// git tag's), else the day its audit ran (`baselineDateSource` says which).
    public var baselineDate: Int = 0
    public var baselineDateSource: ReleaseDate.Source = .audited
    public var currentRelease: String?
    public var currentGeneratedAt: Int
    /// Intents in both snapshots whose status differs, by name.
    public var statusChanges: [StatusChange]
    /// Intents only the current audit has, by name.
    public var newIntents: [IntentSnapshot]
    /// Intents only the baseline had, by name.
    public var removedIntents: [IntentSnapshot]
    /// Findings whose fingerprint the baseline did not have, by fingerprint.
    public var newFindings: [FindingSnapshot]
    /// Baseline findings whose fingerprint is gone, by fingerprint.
    public var resolvedFindings: [FindingSnapshot]
    public var baselineRemainingEffort: Int
    public var currentRemainingEffort: Int
    /// Tasks done now that were open in the baseline, by id.
    public var completedTasks: [String]
    /// What makes `--fail-on regression` fail; empty when nothing regressed.
    public var regressions: [Regression]

    /// Effort points of the tasks open in the baseline and not open now (done, or gone because the
    /// work is no longer needed), plus what tasks still open shrank by; never negative. Tasks of
    /// intents dropped without a replacement are not counted: that work was lost, not done
    /// (`effortLostWithDroppedIntents`). See `EffortSummary` for the definitions.
    public var effortBurnedDown: Int = 0
    /// Effort points of the tasks open now and not open in the baseline (new work, reopened work),
    /// plus what tasks still open grew by; never negative.
    public var effortAdded: Int = 0
    /// The effort the baseline still had left on intents that are gone with no App Intent carrying
    /// their class name (system-domain intents never migrate, so their going is no loss).
    public var effortLostWithDroppedIntents: Int = 0

    /// Compares two snapshots. Pure and deterministic: every list is sorted.
    /// Dates a baseline whose report recorded no release date by its release's git tag in the
    /// repository that encloses `root`, when there is one.
    package mutating func dateByTag(in root: String) {
        guard baselineDateSource == .audited, let tagged = ReleaseDate.ofTag(baselineRelease, in: root) else { return }
        baselineDate = tagged
        baselineDateSource = .gitTag
    }

    public static func compare(baseline: Snapshot, current: Snapshot) -> BaselineComparison {
        let before = Dictionary(baseline.intents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(current.intents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [StatusChange] = []
        var regressions: [Regression] = []
        for intent in current.intents {
            let old = before[intent.name]
            if let old, old.status != intent.status {
                let change = StatusChange(intent: intent.name, from: old.status, to: intent.status)
                changes.append(change)
                if change.direction == .backward {
                    regressions.append(
                        Regression(
                            kind: .statusBackward, intent: intent.name,
                            message:
                                "\(intent.name) moved back from \(old.status.rawValue) to \(intent.status.rawValue)"))
                }
            }
            guard intent.status != .systemDomain else { continue }
            let oldDonations = old?.legacyDonations ?? 0
            if intent.legacyDonations > oldDonations {
                regressions.append(
                    Regression(
                        kind: .newLegacyDonation, intent: intent.name,
                        message:
                            "\(intent.name) has \(Regression.count(intent.legacyDonations - oldDonations, "new legacy donation")) (\(oldDonations) → \(intent.legacyDonations)); donate through App Intents instead"
                    ))
            }
            let oldHandlers = old?.legacyHandlers ?? 0
            if intent.legacyHandlers > oldHandlers {
                regressions.append(
                    Regression(
                        kind: .newLegacyHandler, intent: intent.name,
                        message:
                            "\(intent.name) has \(Regression.count(intent.legacyHandlers - oldHandlers, "new SiriKit handler")) (\(oldHandlers) → \(intent.legacyHandlers)); handle it in the App Intent's perform() instead"
                    ))
            }
        }
        // A legacy intent that is gone although no App Intent carries its class name: users' shortcuts
        // built with it stop working ("Unknown Action"; wallabag and home-assistant shipped exactly this).
        // An intent an App Intent carries stays in the audit (as migrated), so only a real loss lands here.
        for intent in baseline.intents where after[intent.name] == nil && intent.status != .systemDomain {
            regressions.append(
                Regression(
                    kind: .intentDropped, intent: intent.name,
                    message:
                        "\(intent.name) is gone and no App Intent carries intentClassName \"\(intent.name)\": "
                        + "shortcuts built with it stop working; adopt CustomIntentMigratedAppIntent with that name"))
        }
        regressions += droppedMigrations(baseline, current)
        let oldFingerprints = Set(baseline.findings.map(\.fingerprint))
        let newFingerprints = Set(current.findings.map(\.fingerprint))
        let newFindings = current.findings.filter { !oldFingerprints.contains($0.fingerprint) }
        for finding in newFindings where finding.severity == .error {
            regressions.append(
                Regression(
                    kind: .newErrorFinding, intent: finding.intent,
                    message: "new error \(finding.rule)\(finding.intent.map { " on \($0)" } ?? ""): \(finding.message)",
                    fingerprint: finding.fingerprint))
        }
        let openBefore = Set(baseline.tasks.filter { !$0.done }.map(\.id))
        let movement = EffortMovement(
            baseline: baseline, current: current,
            dropped: Set(
                baseline.intents.filter { after[$0.name] == nil && $0.status != .systemDomain }.map(\.name)))
        var comparison = BaselineComparison(
            baselineRelease: baseline.release, baselineGeneratedAt: baseline.generatedAt,
            currentRelease: current.release, currentGeneratedAt: current.generatedAt,
            statusChanges: changes.sorted { $0.intent < $1.intent },
            newIntents: current.intents.filter { before[$0.name] == nil },
            removedIntents: baseline.intents.filter { after[$0.name] == nil },
            newFindings: newFindings,
            resolvedFindings: baseline.findings.filter { !newFingerprints.contains($0.fingerprint) },
            baselineRemainingEffort: baseline.remainingEffort, currentRemainingEffort: current.remainingEffort,
            completedTasks: current.tasks.filter { $0.done && openBefore.contains($0.id) }.map(\.id),
            regressions: regressions.sorted())
        comparison.baselineDate = baseline.releaseDate ?? baseline.generatedAt
        comparison.baselineDateSource = baseline.releaseDate == nil ? .audited : .recorded
        comparison.effortBurnedDown = movement.burned
        comparison.effortAdded = movement.added
        comparison.effortLostWithDroppedIntents = movement.lost
        return comparison
    }
}

extension BaselineComparison {
    /// An App Intent that carried a legacy intent's class name in the baseline and carries it no
    /// longer, while the legacy intent is still audited: what users had of it was mapped onto the App
    /// Intent and no longer is. Needs both snapshots' identities (reports of this tool record them).
    static func droppedMigrations(_ baseline: Snapshot, _ current: Snapshot) -> [Regression] {
        guard let before = baseline.identity, let after = current.identity else { return [] }
        let legacy = Set(current.intents.filter { $0.status != .systemDomain }.map(\.name))
        let carriedNow = Set(after.intents.filter { $0.origin == .appIntents }.compactMap(\.intentClassName))
        var seen: Set<String> = []
        return before.intents.filter {
            $0.origin == .appIntents && legacy.contains($0.intentClassName ?? "")
                && !carriedNow.contains($0.intentClassName ?? "")
        }.sorted { ($0.intentClassName ?? "", $0.typeName) < ($1.intentClassName ?? "", $1.typeName) }
            .compactMap { carrier in
                guard let name = carrier.intentClassName, seen.insert(name).inserted else { return nil }
                return Regression(
                    kind: .migrationDropped, intent: name,
                    message:
                        "\(carrier.typeName) carried intentClassName \"\(name)\" in the baseline and no App Intent carries it "
                        + "now: the shortcuts and widgets users had of \(name) were mapped onto it and no longer are; "
                        + "adopt CustomIntentMigratedAppIntent with that name again")
            }
    }
}

/// An intent whose coexistence status differs from the baseline's.
public struct StatusChange: Codable, Sendable, Hashable {
    public var intent: String
    public var from: CoexistenceStatus
    public var to: CoexistenceStatus

    public init(intent: String, from: CoexistenceStatus, to: CoexistenceStatus) {
        self.intent = intent
        self.from = from
        self.to = to
    }

    /// Along legacy-only < at-risk < coexisting < ready-to-retire < migrated; any move to or from
    /// system-domain is neutral (those intents are reported, not migrated).
    public var direction: StatusDirection {
        guard let a = StatusDirection.rank(from), let b = StatusDirection.rank(to) else { return .neutral }
        return b > a ? .forward : b < a ? .backward : .neutral
    }
}

/// Which way a status change points.
public enum StatusDirection: String, Codable, Sendable, Hashable {
    case forward, backward, neutral

    /// Progress rank of a status (`CoexistenceStatus.progressOrder`); nil for system-domain, which is
    /// outside the order.
    package static func rank(_ status: CoexistenceStatus) -> Int? {
        status == .systemDomain ? nil : CoexistenceStatus.progressOrder.firstIndex(of: status)
    }
}

/// Something that got worse since the baseline; any one fails `--fail-on regression`.
public struct Regression: Codable, Sendable, Hashable, Comparable {
    /// What kind of step backwards.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        case statusBackward = "status-backward"
        case newLegacyDonation = "new-legacy-donation"
        case newLegacyHandler = "new-legacy-handler"
        case newErrorFinding = "new-error-finding"
        /// A legacy intent removed without an App Intent that carries its class name.
        case intentDropped = "intent-dropped"
        /// An App Intent that carried a legacy intent's class name no longer does.
        case migrationDropped = "migration-dropped"
    }

    public var kind: Kind
    /// The intent concerned, when there is one.
    public var intent: String?
    public var message: String
    /// The finding's fingerprint, for `new-error-finding`.
    public var fingerprint: String?

    public init(kind: Kind, intent: String?, message: String, fingerprint: String? = nil) {
        self.kind = kind
        self.intent = intent
        self.message = message
        self.fingerprint = fingerprint
    }

    /// By intent, then kind, then message.
    public static func < (a: Regression, b: Regression) -> Bool {
        (a.intent ?? "", a.kind.rawValue, a.message) < (b.intent ?? "", b.kind.rawValue, b.message)
    }

    package static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

/// How the remaining effort moved between two snapshots, task by task (ids survive moving code):
/// remaining now = remaining before − burned − lost + added, each part non-negative.
package struct EffortMovement: Sendable, Hashable {
    package var burned = 0
    package var added = 0
    package var lost = 0

    package init(baseline: Snapshot, current: Snapshot, dropped: Set<String>) {
        var before: [String: TaskSnapshot] = [:]
        for task in baseline.tasks where !task.done { before[task.id] = task }
        var now: [String: TaskSnapshot] = [:]
        for task in current.tasks where !task.done { now[task.id] = task }
        for (id, task) in before {
            if let still = now[id] {
                let change = still.effort - task.effort
                if change > 0 { added += change } else { burned -= change }
            } else if dropped.contains(task.intent) {
                lost += task.effort
            } else {
                burned += task.effort
            }
        }
        for (id, task) in now where before[id] == nil { added += task.effort }
        // A snapshot whose intents say more than its tasks (a report written before tasks were
        // kept) still balances: the difference is burned or added.
        let unexplained =
            (baseline.remainingEffort - current.remainingEffort) - (burned + lost - added)
        if unexplained > 0 { burned += unexplained } else { added -= unexplained }
    }
}
