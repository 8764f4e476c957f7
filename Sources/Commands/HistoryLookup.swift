import Foundation
import History
import Model

/// The automatic lookup (issue: continuity across releases): an App Intent whose `intentClassName`
/// names a legacy class no definition in the tree declares was migrated in a commit that deleted
/// the definition; the last commit that still had it is read from git (no checkout) and its
/// definition and widgets are compared with today's. Without history, those intents' `migrated`
/// reason says what could not be checked and how to check it.
package enum HistoryLookup {
    /// Legacy classes an App Intent carries (`intentClassName`) that no definition declares.
    package static func orphanedClasses(_ inventory: Inventory) -> [String] {
        let declared = Set(inventory.intentDefinitions.map(\.className))
        return Set(inventory.appIntents.compactMap(\.intentClassName)).subtracting(declared).sorted()
    }

    /// One earlier state per commit found, each narrowed to the orphaned classes, the legacy enums
    /// and the widgets configured with those classes; and the classes no commit was found for,
    /// with why.
    package static func earlierStates(
        for classes: [String], root: String, configPath: String?, cacheDirectory: String?
    ) -> (states: [EarlierState], unchecked: [String: String]) {
        guard !classes.isEmpty else { return ([], [:]) }
        guard DefinitionHistory.isWorkTree(root) else {
            return ([], Dictionary(uniqueKeysWithValues: classes.map { ($0, "the folder is not in a git work tree") }))
        }
        var byCommit: [String: [String]] = [:]
        var unchecked: [String: String] = [:]
        for name in classes {
            if let commit = try? DefinitionHistory.lastCommitDeclaring(name, in: root) {
                byCommit[commit, default: []].append(name)
            } else {
                // One wording for a full and a shallow clone, so a report does not depend on the clone.
                unchecked[name] = "no commit this clone holds has a definition declaring it (a shallow clone holds few)"
            }
        }
        var states: [EarlierState] = []
        let audit = TrendCommand.gitAudit(
            path: root, toolVersion: ToolVersion.current, configPath: configPath, cacheDirectory: cacheDirectory)
        for (commit, names) in byCommit.sorted(by: { $0.key < $1.key }) {
            guard let identity = try? audit.snapshots(of: [commit]).snapshots.first?.identity else {
                for name in names { unchecked[name] = "the commit \(commit.prefix(12)) could not be audited" }
                continue
            }
            let kept = Set(names)
            var narrowed = IdentityModel()
            narrowed.intents = identity.intents.filter { $0.origin == .legacy && kept.contains($0.typeName) }
            narrowed.enums = identity.enums.filter { $0.origin == .legacy }
            narrowed.widgets = identity.widgets.filter { $0.intentType.map(kept.contains) ?? false }
            narrowed.targetBundleIdentifiers = identity.targetBundleIdentifiers
            let label = String(commit.prefix(12))
            states.append(
                EarlierState(
                    label: label,
                    source: "history: last commit with the definition of "
                        + names.joined(separator: ", "), identity: narrowed))
        }
        return (states, unchecked)
    }

    /// Adds to each unchecked migrated intent's reason what could not be compared and how to.
    package static func explain(_ unchecked: [String: String], in result: inout AuditResult) {
        for index in result.intents.indices {
            guard result.intents[index].status == .migrated, let why = unchecked[result.intents[index].name] else {
                continue
            }
            result.intents[index].statusReason +=
                ". Its definition is no longer in the tree and \(why), so its old parameters, enum cases and widget "
                + "kinds were not compared with today's: run the audit in the repository's work tree with its "
                + "history (without --no-history), or give --since REF or --baseline OLD/report.xml."
        }
    }
}
