import Analysis
import Discovery
import Foundation
import History
import Model
import ScanCache
import Scanning

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
        // One git log and one cat-file for all the classes.
        let found = lastCommits(declaring: classes, root: root, cacheDirectory: cacheDirectory)
        for name in classes {
            if let commit = found[name] {
                byCommit[commit, default: []].append(name)
            } else {
                // One wording for a full and a shallow clone, so a report does not depend on the clone.
                unchecked[name] = "no commit this clone holds has a definition declaring it (a shallow clone holds few)"
            }
        }
        var states: [EarlierState] = []
        for (commit, names) in byCommit.sorted(by: { $0.key < $1.key }) {
            guard
                let identity = try? EarlierAudit.identity(
                    of: commit, root: root, configPath: configPath, cacheDirectory: cacheDirectory)
            else {
                for name in names { unchecked[name] = "the commit \(commit.prefix(12)) could not be audited" }
                continue
            }
            let kept = Set(names)
            var narrowed = IdentityModel()
            narrowed.intents = identity.intents.filter { $0.origin == .legacy && kept.contains($0.typeName) }
            narrowed.enums = identity.enums.filter { $0.origin == .legacy }
            narrowed.widgets = identity.widgets.filter { $0.intentType.map(kept.contains) ?? false }
            narrowed.targetBundleIdentifiers = identity.targetBundleIdentifiers
            narrowed.appBundleIdentifiers = identity.appBundleIdentifiers
            let label = String(commit.prefix(12))
            states.append(
                EarlierState(
                    label: label,
                    source: "history: last commit with the definition of "
                        + names.joined(separator: ", "), identity: narrowed))
        }
        return (states, unchecked)
    }

    /// Legacy custom intents whose definition is on disk but built by no target, and that no App
    /// Intent carries now: if one did in a release, the users it carried lost their shortcuts when it
    /// stopped, and only the history shows it (`carrierStates`). Not asked for definitions that ship:
    /// there the legacy path still serves its users, and the lookup would cost a walk of the history.
    package static func deadUncarriedClasses(_ inventory: Inventory) -> [String] {
        let shipped = ShippedFiles(inventory)
        guard shipped.isKnown else { return [] }
        let carried = Set(
            inventory.appIntents.filter { $0.roles.contains("custom-intent-migrated") }.compactMap(\.intentClassName))
        var classes: Set<String> = []
        for file in inventory.definitionFiles where !shipped.ships(file.path) {
            for intent in file.intents where intent.kind != "system" && !carried.contains(intent.className) {
                classes.insert(intent.className)
            }
        }
        return classes.sorted()
    }

    /// For each class, the state before the newest commit where an App Intent of today's tree stopped
    /// carrying it (`CarrierHistory`), narrowed to that App Intent: `history-release` when a tag shipped
    /// that state, `history-commit` when none did (then the loss it shows cannot be told).
    package static func carrierStates(
        for classes: [String], today: Inventory, root: String, configPath: String?, cacheDirectory: String?
    ) -> [EarlierState] {
        guard !classes.isEmpty, DefinitionHistory.isWorkTree(root),
            let drops = try? CarrierHistory.lastDrops(classes, in: root)
        else { return [] }
        let names = Set(today.appIntents.map(\.name))
        var byCommit: [String: (drop: CarrierHistory.Drop, classes: Set<String>)] = [:]
        for (className, drop) in drops { byCommit[drop.carrying, default: (drop, [])].classes.insert(className) }
        var states: [EarlierState] = []
        for (commit, found) in byCommit.sorted(by: { $0.key < $1.key }) {
            guard
                let identity = try? EarlierAudit.identity(
                    of: commit, root: root, configPath: configPath, cacheDirectory: cacheDirectory)
            else { continue }
            var narrowed = IdentityModel()
            narrowed.intents = identity.intents.filter {
                $0.origin == .appIntents && found.classes.contains($0.intentClassName ?? "")
                    && names.contains($0.typeName)
            }
            guard !narrowed.intents.isEmpty else { continue }
            narrowed.targetBundleIdentifiers = identity.targetBundleIdentifiers
            narrowed.appBundleIdentifiers = identity.appBundleIdentifiers
            states.append(
                EarlierState(
                    label: found.drop.release ?? String(commit.prefix(12)),
                    source: found.drop.release == nil ? EarlierState.unreleasedCommit : EarlierState.taggedRelease,
                    identity: narrowed))
        }
        return states
    }

    /// The states before the newest commits since the last release that deleted a definition the tree
    /// no longer has (`DeletedDefinitions`), each narrowed to the legacy intents the deleted files
    /// declared and a target built (no target building it, no user had it), their enums and the widgets
    /// they configured (the newest state: every widget and control). The last release is compared when it declares them (the state users have);
    /// when it does not, they came and went between releases and nothing is lost. With no tag, the
    /// commit before the deletion is compared, and what it shows is a "cannot tell" note. Classes
    /// `skipping` names are the first lookup's (an App Intent carries them) and are left to it.
    package static func deletionStates(
        _ deletions: [DeletedDefinitions.Deletion], appIntents: [DeletedDefinitions.Deletion] = [],
        today: Inventory = Inventory(), skipping classes: [String], root: String, configPath: String?,
        cacheDirectory: String?
    ) -> [EarlierState] {
        let skipped = Set(classes)
        let todayNames = TodayNames(today)
        var states: [EarlierState] = []
        // A file moved, not deleted, keeps its App Intents: no earlier tree is audited for it.
        let gone = appIntents.filter { declaresGoneToday($0, today: todayNames, root: root) }
        let all = deletions.map { ($0, IdentityOrigin.legacy) } + gone.map { ($0, IdentityOrigin.appIntents) }
        for (deletion, origin) in all {
            let identity = { (commit: String) in
                try? EarlierAudit.identity(
                    of: commit, root: root, configPath: configPath, cacheDirectory: cacheDirectory)
            }
            guard let before = identity(deletion.shipped) else { continue }
            let paths = Set(deletion.paths)
            let names = Set(
                before.intents.filter {
                    $0.origin == origin && paths.contains($0.location.path)
                        && (origin != .legacy || !skipped.contains($0.typeName))
                }.map(\.typeName))
            // ClockKit data sources of those files that today's tree does not declare (faces hold them).
            let sources = Set(
                origin == .legacy
                    ? []
                    : (before.complications ?? []).filter {
                        paths.contains($0.location.path) && !todayNames.dataSources.contains($0.typeName)
                    }.map(\.typeName))
            guard !names.isEmpty || !sources.isEmpty else { continue }
            // The release users had, when it still declares the intents; else the commit.
            let released = deletion.release.flatMap(identity).flatMap { model in
                model.intents.contains { $0.origin == origin && names.contains($0.typeName) }
                    || (model.complications ?? []).contains { sources.contains($0.typeName) } ? model : nil
            }
            // Added and deleted since the last release: no release had it.
            if deletion.release != nil, released == nil { continue }
            let model = released ?? before
            let known = !(model.targetBundleIdentifiers ?? [:]).isEmpty
            var narrowed = IdentityModel()
            narrowed.intents = model.intents.filter {
                $0.origin == origin && names.contains($0.typeName) && (!known || !$0.targets.isEmpty)
            }
            let complications = (model.complications ?? []).filter {
                sources.contains($0.typeName) && (!known || !$0.targets.isEmpty)
            }
            narrowed.complications = complications.isEmpty ? nil : complications
            guard !narrowed.intents.isEmpty || !complications.isEmpty else { continue }
            // The enums and entities their parameters take (an App Intent's parameter type may be
            // optional or a list: `SoupSize?`, `[Trail]`).
            let typeNames = Set(
                narrowed.intents.flatMap {
                    $0.parameters.map { $0.type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?")) }
                })
            narrowed.enums = model.enums.filter { $0.origin == origin && typeNames.contains($0.name) }
            narrowed.entities = origin == .legacy ? [] : model.entities.filter { typeNames.contains($0.name) }
            // The newest state compared keeps every widget and control it built: a placed one is found
            // again by its kind in the extension that built it, whatever configures it, and an extension
            // replaced in the same change (another bundle identifier) loses them all (IA805). The older
            // states keep the widgets their intents configured, so a widget is compared once.
            narrowed.widgets =
                states.isEmpty ? model.widgets : model.widgets.filter { $0.intentType.map(names.contains) ?? false }
            narrowed.targetBundleIdentifiers = model.targetBundleIdentifiers
            narrowed.appBundleIdentifiers = model.appBundleIdentifiers
            let release = released == nil ? nil : deletion.release
            states.append(
                EarlierState(
                    label: release ?? String(deletion.shipped.prefix(12)),
                    source: origin == .legacy
                        ? (release == nil ? EarlierState.deletedUnreleased : EarlierState.deletedInRelease)
                        : !complications.isEmpty && !narrowed.intents.contains(where: todayNames.isGone)
                            ? (release == nil
                                ? EarlierState.complicationDeletedUnreleased
                                : EarlierState.complicationDeletedInRelease)
                            : (release == nil
                                ? EarlierState.appIntentDeletedUnreleased : EarlierState.appIntentDeletedInRelease),
                    identity: narrowed))
        }
        return states
    }

    /// Whether the deleted files of `deletion` declared, at its parent commit, an App Intent that today's
    /// tree does not declare (by persistent identifier, else type name), or a ClockKit data source
    /// (by type name) it does not declare. Each file is read from git and
    /// scanned on its own, so a folder moved in one commit (git lists its files as deleted) costs a parse
    /// of those files, not an audit of the earlier tree. A type there that adopts a protocol the file
    /// does not declare (`struct Open: NotebookCommand`) is scanned again with the files of that commit
    /// that declare it (`DeletedAppIntents.files(declaring:)`, one `git grep` for all such names, and
    /// again for what those protocols refine, three levels at most), so an App Intent through an app
    /// protocol counts too.
    static func declaresGoneToday(
        _ deletion: DeletedDefinitions.Deletion, today: TodayNames, root: String
    ) -> Bool {
        guard GitProcess.validRef(deletion.shipped) else { return false }
        // Each file is parsed once; its facts (with those of the protocols' files) give the inventory.
        let gone = { (facts: [SwiftFileFacts], path: String) in
            let inventory = SwiftScanner.assemble(facts, index: SwiftTypeIndex(facts))
            return inventory.appIntents.contains {
                $0.roles.contains("app-intent") && $0.location.path == path
                    && !today.appIntents.contains($0.persistentIdentifier ?? $0.name)
            }
                || inventory.complications.contains {
                    $0.location.path == path && !today.dataSources.contains($0.typeName)
                }
        }
        var adopting: [SwiftFileFacts] = []
        var protocols: Set<String> = []
        var parsed = 0
        var found = false
        // One `git cat-file --batch` for all the files; each is parsed alone as it comes.
        DeletedAppIntents.blobs(deletion.paths, at: deletion.shipped, in: root) { path, bytes in
            guard !found, parsed < DeletedAppIntents.maximumParsed else { return }
            parsed += 1
            let facts = SwiftScanner.read(SourceFile(path: path, kind: .swift, bytes: bytes))
            if gone([facts], path) {
                found = true
                return
            }
            let names = adoptedProtocols(facts)
            if !names.isEmpty, adopting.count < DeletedAppIntents.maximumProtocolFiles * 4 {
                adopting.append(facts)
                protocols.formUnion(names)
            }
        }
        if found { return true }
        // The protocols' files, and those of what they refine in turn (three levels at most).
        let paths = Set(adopting.map(\.path))
        var declaring: [String: SwiftFileFacts] = [:]
        var asked: Set<String> = []
        for _ in 0..<3 where !protocols.subtracting(asked).isEmpty {
            let names = protocols.subtracting(asked)
            asked.formUnion(names)
            for found in DeletedAppIntents.files(declaring: Array(names), at: deletion.shipped, in: root)
            where declaring[found.path] == nil && !paths.contains(found.path) {
                let facts = SwiftScanner.read(SourceFile(path: found.path, kind: .swift, bytes: found.bytes))
                declaring[found.path] = facts
                for refined in facts.protocols.values.joined() {
                    let name = TypeText.lastComponent(TypeText.trimmed(refined))
                    if !AppIntentAssembly.isAppIntentsProtocol(name), !languageNames.contains(name) {
                        protocols.insert(name)
                    }
                }
            }
        }
        guard !declaring.isEmpty else { return false }
        let others = declaring.keys.sorted().compactMap { declaring[$0] }
        return adopting.contains { gone([$0] + others, $0.path) }
    }

    /// What today's tree declares that an earlier state's App Intents and data sources are looked for
    /// in: App Intents by persistent identifier and by name, ClockKit data sources by type name.
    struct TodayNames {
        var appIntents: Set<String>
        var dataSources: Set<String>

        init(_ today: Inventory) {
            appIntents = Set(
                today.appIntents.filter { $0.roles.contains("app-intent") }.flatMap {
                    [$0.name, $0.persistentIdentifier].compactMap { $0 }
                })
            dataSources = Set(today.complications.map(\.typeName))
        }

        /// Whether an earlier state's App Intent is declared nowhere today.
        func isGone(_ intent: IntentIdentity) -> Bool {
            !appIntents.contains(intent.persistentIdentifier) && !appIntents.contains(intent.typeName)
        }
    }

    /// What a type or protocol may inherit that the language itself defines: no file declares it.
    private static let languageNames: Set<String> = ["AnyObject", "Any", "class"]

    /// The names a file's types adopt that the file does not declare and that are no App Intents
    /// protocol (those the one-file scan already resolved): candidates for an app protocol refining one.
    static func adoptedProtocols(_ facts: SwiftFileFacts) -> Set<String> {
        let declared = Set(facts.types.map { TypeText.lastComponent($0.name) }).union(facts.protocols.keys)
        var names: Set<String> = []
        for type in facts.types where type.declarationKind != "protocol" {
            for written in type.inherited {
                let name = TypeText.lastComponent(TypeText.trimmed(written))
                if !declared.contains(name), !AppIntentAssembly.isAppIntentsProtocol(name),
                    !languageNames.contains(name)
                {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// `DeletedDefinitions.newest` (none outside a git work tree), kept in the facts cache under
    /// `HEAD`'s commit id. It needs no scan: the audit starts it beside the scan. With `appIntents`,
    /// `DeletedAppIntents.newest`: the deleted Swift files that declared App Intents.
    package static func deletions(
        root: String, cacheDirectory: String?, appIntents: Bool = false
    ) -> [DeletedDefinitions.Deletion] {
        guard DefinitionHistory.isWorkTree(root) else { return [] }
        let exists = { (path: String) in FileManager.default.fileExists(atPath: root + "/" + path) }
        let cache = EarlierAudit.cache(cacheDirectory)
        let key = cache.flatMap {
            headKey(appIntents ? "deleted-app-intents" : "deleted-definitions", root: root, in: $0)
        }
        if let cache, let key, let known = cache.load([DeletedDefinitions.Deletion].self, key: key),
            known.allSatisfy({ !$0.paths.contains(where: exists) })
        {
            return known
        }
        guard
            let found = try? appIntents
                ? DeletedAppIntents.newest(in: root, exists: exists)
                : DeletedDefinitions.newest(in: root, exists: exists)
        else { return [] }
        if let cache, let key { cache.store(found, key: key) }
        return found
    }

    /// `DefinitionHistory.lastCommitsDeclaring`, kept in the facts cache under `HEAD`'s commit id (and
    /// whether the clone is shallow) and the classes: at the same `HEAD`, history is not read again.
    static func lastCommits(declaring classes: [String], root: String, cacheDirectory: String?) -> [String: String] {
        let cache = EarlierAudit.cache(cacheDirectory)
        let key = cache.flatMap {
            headKey("definition-history", root: root, in: $0, adding: classes.joined(separator: "\u{0}"))
        }
        if let cache, let key, let known = cache.load([FoundCommit].self, key: key) {
            return Dictionary(known.map { ($0.className, $0.commit) }, uniquingKeysWith: { a, _ in a })
        }
        guard let found = try? DefinitionHistory.lastCommitsDeclaring(classes, in: root) else { return [:] }
        if let cache, let key {
            cache.store(
                found.sorted { $0.key < $1.key }.map { FoundCommit(className: $0.key, commit: $0.value) }, key: key)
        }
        return found
    }

    /// The cache key of what the history answers at `HEAD`: `HEAD`'s commit id, whether the clone is
    /// shallow, and `adding`; nil when `HEAD` has no commit.
    static func headKey(_ name: String, root: String, in cache: FactsCache, adding: String = "") -> String? {
        guard let head = try? GitProcess.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: root),
            head.succeeded, head.output.count >= 40
        else { return nil }
        let shallow = DefinitionHistory.isShallow(root) ? "shallow" : "full"
        return cache.key(
            kind: .swift, path: "\u{0}\(name)\u{0}\(head.output)\u{0}\(shallow)\u{0}" + adding, bytes: [])
    }

    /// A class and the last commit whose definitions declared it, as the cache keys it.
    struct FoundCommit: Codable {
        var className: String
        var commit: String
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
