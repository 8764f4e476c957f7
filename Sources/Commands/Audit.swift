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
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
            throw AuditError.missingRoot(root)
        }
        guard isDirectory.boolValue else { throw AuditError.rootIsAFile(root) }
        guard FileManager.default.isReadableFile(atPath: root) else { throw AuditError.unreadableRoot(root) }
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

        var inventory = FileScanners.scan(files, limits: limits)
        inventory.diagnostics += walkDiagnostics + readDiagnostics
        inventory.sortAll()
        return inventory
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
    }
}
