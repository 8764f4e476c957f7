import Analysis
import Discovery
import Foundation
import Model
import Planning
import Scanning

/// The one entry point: discover → scan → link + rules → plan. Reporting renders the result.
public enum Audit {
    /// Audits the tree at `root`. Never throws for a bad file: that becomes a diagnostic.
    /// Throws only when the root itself cannot be read.
    public static func run(
        root: String, configuration: AuditConfiguration = AuditConfiguration(),
        context: AuditContext
    ) throws -> AuditResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AuditError.unreadableRoot(root)
        }
        let inventory = scan(root: root, configuration: configuration)
        return assess(inventory, configuration: configuration, context: context)
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
        let walker = TreeWalker(
            skippedFolders: configuration.skipFolders.map(Set.init) ?? TreeWalker.defaultSkippedFolders,
            include: configuration.include, exclude: configuration.exclude)
        let (discovered, walkDiagnostics) = walker.walk(root: root)
        let (files, readDiagnostics) = FileLoader.load(discovered, root: root)
        let limits = configuration.limits

        var inventory = Inventory()
        let byKind = Dictionary(grouping: files, by: \.kind)
        let project = ProjectScanner.scan(byKind.project, limits: limits)
        inventory.merge(project)
        let classPrefix = project.projects.compactMap(\.classPrefix).first { !$0.isEmpty }
        inventory.merge(
            DefinitionScanner.scan(
                definitions: byKind[.intentDefinition] ?? [],
                translations: (byKind[.strings] ?? []) + (byKind[.xcstrings] ?? []),
                projectClassPrefix: classPrefix, limits: limits))
        inventory.merge(SwiftScanner.scan(byKind[.swift] ?? [], limits: limits))
        inventory.merge(ObjectiveCScanner.scan(byKind[.objectiveC] ?? [], limits: limits))
        inventory.diagnostics += walkDiagnostics + readDiagnostics
        for (kind, group) in byKind { inventory.filesScanned[kind.rawValue] = group.count }
        inventory.sortAll()
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
