import Foundation
import History
import Model
import ScanCache
import Scanning
import SystemSupport

/// The identity model of the audited folder at an earlier commit (`--since`, the automatic lookup),
/// kept in the facts cache under the git tree id of the folder at that commit: an earlier state
/// whose files did not change costs one `git rev-parse`, not writing its tree to a temporary
/// folder and auditing it again (that was 74 % to 1,400 % of a warm audit). The tree id covers
/// every file under the folder, the configuration file inside it included; the key adds the bytes
/// of `--config` when given, and the cache's identity (tool version, executable) as every entry.
/// An audit that a budget cut short is not kept.
package enum EarlierAudit {
    /// The identity model of the folder `root` at `commit`, from the cache or audited from git's objects.
    package static func identity(
        of commit: String, root: String, configPath: String?, cacheDirectory: String?
    ) throws -> IdentityModel? {
        // Two lookups may ask for one commit (the last state with a definition is often the one before
        // its deletion): it is audited once per run, with or without the facts cache.
        let memoKey = [root, configPath ?? "", cacheDirectory ?? "", commit].joined(separator: "\u{0}")
        if let known = audited.value(memoKey) { return known }
        let cache = Self.cache(cacheDirectory)
        let key = cache.flatMap { Self.key(of: commit, root: root, configPath: configPath, in: $0) }
        if let cache, let key, let known = cache.load(IdentityModel.self, key: key) {
            audited.set(memoKey, known)
            return known
        }
        var audit = TrendCommand.gitAudit(
            path: root, toolVersion: ToolVersion.current, configPath: configPath, cacheDirectory: cacheDirectory)
        let cut = CutFlag()
        let inner = audit.audit
        audit.audit = { root, context, objectIDs in
            let (result, warnings) = try inner(root, context, objectIDs)
            if IsolatedParse.isCut(result.inventory.diagnostics) { cut.set() }
            return (result, warnings)
        }
        guard let identity = try audit.snapshots(of: [commit]).snapshots.first?.identity else { return nil }
        if let cache, let key, !cut.isSet { cache.store(identity, key: key) }
        if !cut.isSet { audited.set(memoKey, identity) }
        return identity
    }

    /// The identity models this process audited or read, by folder, `--config`, cache folder and commit.
    private static let audited = Memo()

    private final class Memo: @unchecked Sendable {
        private var models: [String: IdentityModel] = [:]
        private let lock = NSLock()

        func value(_ key: String) -> IdentityModel? { lock.withLock { models[key] } }
        func set(_ key: String, _ model: IdentityModel) { lock.withLock { models[key] = model } }
    }

    /// The facts cache in `directory` for what history gives (earlier identity models, commits
    /// found); nil without a directory or when it must not be trusted.
    static func cache(_ directory: String?) -> FactsCache? {
        guard let directory, FactsCache.distrust(directory) == nil else { return nil }
        return FactsCache(directory: directory, toolVersion: ToolVersion.current, options: "history")
    }

    /// The entry's key: the tree id of the folder at `commit` (`REF:./`, relative to the folder) and the
    /// SHA-256 of `--config`'s bytes. Nil when git has no such tree or the file cannot be read.
    static func key(of commit: String, root: String, configPath: String?, in cache: FactsCache) -> String? {
        guard GitProcess.validRef(commit),
            let tree = try? GitProcess.run(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(commit):./"], in: root),
            tree.succeeded, tree.output.count >= 40, !tree.output.contains("\n")
        else { return nil }
        var config: [UInt8] = []
        if let configPath {
            guard let bytes = try? ConfigurationLoader.boundedContents(of: configPath) else { return nil }
            config = bytes
        }
        // A path holds no NUL, so this key is never a file's.
        return cache.key(kind: .swift, path: "\u{0}earlier-identity\u{0}\(tree.output)", bytes: config)
    }
}

/// Set from the audit closure (which may run on another thread) and read after it.
private final class CutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
