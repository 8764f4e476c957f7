import Analysis
import Discovery
import Foundation
import Model
import Planning
import Scanning

/// The one entry point: discover → scan → link + rules → plan. Reporting renders the result.
public enum Audit {
    /// Audits the tree at `root`. Never throws for a bad file: that becomes a diagnostic.
    /// Throws only when the root itself cannot be read (so `--fail-on` can never pass on a tree
    /// that was not read).
    public static func run(
        root: String, configuration: AuditConfiguration = AuditConfiguration(),
        context: AuditContext, options: ScanOptions = ScanOptions()
    ) throws -> AuditResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
            let listing = opendir(root)
        else {
            throw AuditError.unreadableRoot(root)
        }
        closedir(listing)
        let inventory = try scan(root: root, configuration: configuration, options: options)
        let timings = options.timings ?? StageTimings()
        return timings.measure("analyse") { assess(inventory, configuration: configuration, context: context) }
    }

    /// Judgement and plan over an inventory: link + rules + statuses, then the plan.
    public static func assess(
        _ inventory: Inventory, configuration: AuditConfiguration = AuditConfiguration(),
        context: AuditContext
    ) -> AuditResult {
        Planner.plan(Analyzer.assess(inventory, configuration: configuration), context: context)
    }

    /// Discovery and scanning only: the facts, before any judgement.
    public static func scan(root: String, configuration: AuditConfiguration = AuditConfiguration()) -> Inventory {
        (try? scan(root: root, configuration: configuration, options: ScanOptions())) ?? Inventory()
    }

    /// Discovery and scanning: the walk lists paths only; Swift and Objective-C files are then
    /// streamed through read → pre-filter → parse (see `SourcePass`); the project files, intent
    /// definitions and string tables (few and small, and read across files) are read whole.
    public static func scan(root: String, configuration: AuditConfiguration, options: ScanOptions) throws -> Inventory {
        let timings = options.timings ?? StageTimings()
        let walker = TreeWalker(
            skippedFolders: configuration.skipFolders.map(Set.init) ?? TreeWalker.defaultSkippedFolders,
            include: configuration.include, exclude: configuration.exclude)
        let (discovered, walkDiagnostics) = timings.measure("walk") { walker.walk(root: root) }
        let reader: SafeFileReader
        do throws(FileLoader.ReadError) {
            reader = try SafeFileReader(root: root)
        } catch {
            throw AuditError.unreadableRoot(root)
        }
        let sources = discovered.filter { $0.kind == .swift || $0.kind == .objectiveC }
        let others = discovered.filter { $0.kind != .swift && $0.kind != .objectiveC }
        let (files, readDiagnostics) = timings.measure("read") { FileLoader.load(others, root: root) }
        let code = timings.measure("scan") { SourcePass.scan(sources, reader: reader, options: options) }

        var inventory = Inventory()
        let byKind = Dictionary(grouping: files, by: \.kind)
        let project = timings.measure("parse") { ProjectScanner.scan(byKind.project) }
        inventory.merge(project)
        let classPrefix = project.projects.compactMap(\.classPrefix).first { !$0.isEmpty }
        inventory.merge(
            timings.measure("parse") {
                DefinitionScanner.scan(
                    definitions: byKind[.intentDefinition] ?? [],
                    translations: (byKind[.strings] ?? []) + (byKind[.xcstrings] ?? []),
                    projectClassPrefix: classPrefix)
            })
        inventory.merge(code.inventory)
        inventory.diagnostics += walkDiagnostics + readDiagnostics + code.diagnostics
        for (kind, group) in byKind { inventory.filesScanned[kind.rawValue] = group.count }
        for (kind, count) in code.counts { inventory.filesScanned[kind.rawValue] = count }
        inventory.sortAll()
        if let cache = options.cache {
            let statistics = cache.statistics
            timings.note("facts cache \(cache.directory): \(statistics.hits) hits, \(statistics.misses) misses")
            if statistics.writtenBytes > 0 { timings.measure("cache") { cache.trim() } }
        }
        timings.note("\(discovered.count) files found, \(sources.count) Swift/Objective-C streamed")
        return inventory
    }
}

/// Failures that stop an audit before it starts.
public enum AuditError: Error, Equatable, CustomStringConvertible {
    case unreadableRoot(String)

    public var description: String {
        switch self {
        case .unreadableRoot(let path): "cannot read the folder to audit: \(path)"
        }
    }
}

private extension Dictionary where Key == FileKind, Value == [SourceFile] {
    /// The project-level files: property lists, project files, build settings and manifests.
    var project: [SourceFile] {
        [.propertyList, .pbxproj, .xcconfig, .packageManifest].flatMap { self[$0] ?? [] }
    }
}
