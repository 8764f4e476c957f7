import Analysis
import Discovery
import Foundation
import Model
import Planning
import ScanCache
import Scanning
import SystemSupport

/// The one entry point: discover → scan → link + rules → plan. Reporting renders the result.
public enum Audit {
    /// Audits the tree at `root`. Never throws for a bad file: that becomes a diagnostic.
    /// Throws only when the root itself cannot be read (so `--fail-on` can never pass on a tree
    /// that was not read). `context` is taken after the scan, so what it needs (git's answers)
    /// can be worked out while the tree is read.
    public static func run(
        root: String, configuration: AuditConfiguration = AuditConfiguration(),
        context: @autoclosure () -> AuditContext, options: ScanOptions = ScanOptions(),
        earlier: [EarlierState] = [], lookup: (Inventory) -> [EarlierState] = { _ in [] }
    ) throws -> AuditResult {
        // A listed tree (a commit in git) has no folder to check.
        if options.listed == nil {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw AuditError.missingRoot(root)
            }
            guard isDirectory.boolValue else { throw AuditError.rootIsAFile(root) }
            guard FileManager.default.isReadableFile(atPath: root), FolderReader.canList(root) else {
                throw AuditError.unreadableRoot(root)
            }
        }
        let timings = options.timings ?? StageTimings()
        let inventory = try scan(root: root, configuration: configuration, options: options)
        let context = context()
        // The automatic lookup in history needs the scan's answer (which legacy classes lost their definition).
        let earlier = earlier + timings.measure("history") { lookup(inventory) }
        return timings.measure("analyse") {
            assess(inventory, configuration: configuration, context: context, earlier: earlier)
        }
    }

    /// Judgement and plan over an inventory: link + rules + statuses, then the plan.
    public static func assess(
        _ inventory: Inventory, configuration: AuditConfiguration = AuditConfiguration(),
        context: AuditContext, earlier: [EarlierState] = []
    ) -> AuditResult {
        Planner.plan(Analyzer.assess(inventory, configuration: configuration, earlier: earlier), context: context)
    }

    /// Discovery and scanning only: the facts, before any judgement.
    public static func scan(root: String, configuration: AuditConfiguration = AuditConfiguration()) -> Inventory {
        (try? scan(root: root, configuration: configuration, options: ScanOptions())) ?? Inventory()
    }

    /// Discovery and scanning: the walk lists paths only (a listed tree, `ScanOptions.listed`, is
    /// not walked); Swift and Objective-C files are then streamed through read → pre-filter →
    /// parse (see `SourcePass`); the project files, intent definitions and string tables (few and
    /// small, and read across files) are read whole.
    public static func scan(root: String, configuration: AuditConfiguration, options: ScanOptions) throws -> Inventory {
        let timings = options.timings ?? StageTimings()
        let walker = TreeWalker(
            skippedFolders: configuration.skipFolders.map(Set.init) ?? TreeWalker.defaultSkippedFolders,
            include: configuration.include, exclude: configuration.exclude)
        let onDisk = options.usesIndex && options.listed == nil
        // The facts index of the root is read while the tree is walked.
        let index = onDisk ? options.cache.map { cache in Pending { cache.index(root: root) } } : nil
        // Folders that did not change since the last audit are not listed again.
        let folders = onDisk ? options.cache.map { $0.folderListings(root: root) } : nil
        let (discovered, walkDiagnostics, listings) = timings.measure("walk") {
            if let listed = options.listed {
                return (walker.files(listed: listed.files), listed.diagnostics, FolderListings())
            }
            return walker.walk(root: root, known: folders?.known ?? FolderListings(), records: folders != nil)
        }
        folders?.save(listings)
        // One time budget and one memory ceiling for the whole audit, checked by every stage.
        let limits = configuration.limits.startingBudget(residentBytes: { ProcessMemory.residentBytes() })
        let reader: any FileSource
        if let listed = options.listed {
            reader = listed.source
        } else {
            do throws(FileLoader.ReadError) {
                reader = try SafeFileReader(root: root, maximumBytes: limits.fileBytes)
            } catch {
                throw AuditError.unreadableRoot(root)
            }
        }
        // Swift and Objective-C stream through read → pre-filter → (cache or parse); the few
        // project, definition and strings files are read whole and go through the scanner list.
        let sources = discovered.filter { $0.kind == .swift || $0.kind == .objectiveC }
        let others = discovered.filter { $0.kind != .swift && $0.kind != .objectiveC }
        // `trend --git`: the project files of a release that changed none of them give what they gave before.
        let memoKey = options.memo?.projectKey(others, objectIDs: options.objectIDs, limits: limits)
        // An audit with a facts index: project files none of which changed since the last audit
        // (same status, same set) give their cached facts without being read or hashed again.
        let shared = options.cache == nil ? nil : index?.value.sharedKey(of: others)
        let vouched = shared.flatMap { key in
            timings.measure("cache") { options.cache?.load(Inventory.self, key: key) }
        }
        if vouched != nil { for _ in others { options.cache?.countUnchanged() } }
        let remembered = vouched ?? memoKey.flatMap { options.memo?.projectFacts($0) }
        let (files, readDiagnostics) =
            remembered != nil
            ? ([], []) : timings.measure("read") { FileLoader.load(others, reader: reader) }
        var groupKey: String?
        var inventory =
            remembered
            ?? timings.measure("parse") {
                let (facts, key) = projectFacts(files, cache: options.cache, limits: limits)
                groupKey = key
                return facts
            }
        if let memoKey, remembered == nil, readDiagnostics.isEmpty, !IsolatedParse.isCut(inventory.diagnostics) {
            options.memo?.store(inventory, memoKey)
        }
        // The index remembers the project files under the key they gave, when every one was read
        // whole and had settled (a file written in the last two seconds may change within the tick).
        let otherRecords = projectRecords(
            others, key: vouched != nil ? shared : readDiagnostics.isEmpty ? groupKey : nil,
            now: Int64(Date().timeIntervalSince1970))
        let code = timings.measure("scan") {
            SourcePass.scan(
                sources, index: index?.value, reader: reader, options: options, limits: limits,
                otherRecords: otherRecords)
        }
        inventory.merge(code.inventory)
        inventory.diagnostics +=
            walkDiagnostics + readDiagnostics + code.diagnostics
            + GeneratedProjects.diagnostics(discovered, inventory: inventory, reader: reader)
        for (kind, count) in code.counts { inventory.filesScanned[kind.rawValue] = count }
        inventory.sortAll()
        inventory.diagnostics = DiagnosticCap.capped(inventory.diagnostics, limits: limits)
        if let cache = options.cache {
            let statistics = cache.statistics
            timings.note(
                "facts cache \(cache.directory): \(statistics.hits) hits, \(statistics.misses) misses, "
                    + "\(statistics.unchanged) files unchanged (not read)")
            // A background writer is still writing: the command calls `finishWrites()` once it is done.
            if statistics.writtenBytes > 0, !cache.writesInBackground {
                timings.measure("cache") { cache.finishWrites() }
            }
        }
        timings.note("\(discovered.count) files found, \(sources.count) Swift/Objective-C streamed")
        return inventory
    }
}

extension Audit {
    /// What the project files, intent definitions and string tables give (read across files, so
    /// cached as one entry keyed by all their bytes): a project's `project.pbxproj` alone took
    /// half of a warm audit of a real app.
    /// The index records of the project files read under `key`: none without a key, or when a file
    /// came through a link or has not settled (written in the last two seconds).
    static func projectRecords(
        _ files: [DiscoveredFile], key: String?, now: Int64
    ) -> [(kind: FileKind, path: String, record: FactsIndex.Record)] {
        guard let key, !files.isEmpty else { return [] }
        var records: [(kind: FileKind, path: String, record: FactsIndex.Record)] = []
        for file in files {
            guard let status = file.status, status.isSettled(now: now) else { return [] }
            records.append((file.kind, file.path, FactsIndex.Record(status: status, outcome: .facts(key: key))))
        }
        return records
    }

    /// The facts and the key they are cached under (nil without a cache, or when a budget cut them short).
    static func projectFacts(_ files: [SourceFile], cache: FactsCache?, limits: Limits) -> (Inventory, String?) {
        guard let cache else { return (FileScanners.scan(files, limits: limits), nil) }
        let key = cache.key(group: files)
        if let cached = cache.load(Inventory.self, key: key) { return (cached, key) }
        let inventory = FileScanners.scan(files, limits: limits)
        guard !IsolatedParse.isCut(inventory.diagnostics) else { return (inventory, nil) }
        cache.store(inventory, key: key)
        return (inventory, key)
    }
}

/// Failures that stop an audit before it starts.
public enum AuditError: Error, Equatable, CustomStringConvertible {
    case missingRoot(String)
    case rootIsAFile(String)
    case unreadableRoot(String)
    /// The folder holds no intent definition, no SiriKit or App Intents code and no Xcode project.
    case nothingToAudit(String)

    /// Plain sentences that name the path and say what to do.
    public var description: String {
        switch self {
        case .missingRoot(let path):
            "there is no folder \(path); give the folder that holds the app's sources (the one with the .xcodeproj)"
        case .rootIsAFile(let path):
            "\(path) is a file, not a folder; give the folder that holds the app's sources (the one with the .xcodeproj)"
        case .unreadableRoot(let path):
            "cannot read the folder to audit: \(path) (permission denied); run as a user who can read it"
        case .nothingToAudit(let path):
            "nothing to audit in \(path): no .intentdefinition file, no SiriKit or App Intents code and no Xcode project; "
                + "give the folder that holds the app's sources (nothing was written)"
        }
    }
}

extension Inventory {
    /// Whether the tree holds anything the audit is about: an intent definition, SiriKit or App
    /// Intents code, an extension's intent list or an Xcode project.
    package var hasSomethingToAudit: Bool {
        !definitionFiles.isEmpty || !handlers.isEmpty || !dispatches.isEmpty || !donations.isEmpty
            || !widgets.isEmpty || !providers.isEmpty || !appIntents.isEmpty
            || extensions.contains {
                !$0.intentsSupported.isEmpty || !$0.appIntentsSupported.isEmpty || $0.extensionPoint != nil
            }
            || (filesScanned[FileKind.pbxproj.rawValue] ?? 0) > 0
            // A definition that could not be read (over a limit) is something to report, with its
            // diagnostic, not "no .intentdefinition file".
            || diagnostics.contains { $0.location.path.hasSuffix(".intentdefinition") }
    }
}
