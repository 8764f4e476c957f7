import Analysis
import Discovery
import Foundation
import History
import Model
import Reporting
import Scanning
import XMLSupport

/// What `intent-audit trend` was asked to do, as the command line said it.
///
/// `intent-audit trend SNAPSHOT.xml...` reads saved reports; `intent-audit trend --git REF... [PATH]`
/// audits those commits (a range `v1.0..v2.0` means v1.0 and the tags in the range) of PATH's
/// repository instead. With `--git`, `arguments` holds at most PATH; an argument parser that lets
/// `--git` swallow PATH is forgiven: a last ref that is an existing folder and not a ref is PATH.
public struct TrendRequest: Sendable {
    /// The positional arguments: report.xml files, or with `--git` the folder to audit.
    public var arguments: [String] = []
    /// `--git`: refs or `A..B` ranges; non-empty selects the git mode.
    public var gitRefs: [String] = []
    public var outputDirectory: String = "Reports"
    /// `--template`: a stylesheet used instead of `Templates/trend.xsl`.
    public var templatePath: String?
    /// `--config` for the audits of `--git`; else each commit's own `.intent-audit.yml`.
    public var configPath: String?
    /// `--cache DIR` for the audits of `--git` (nil: no facts cache).
    public var cacheDirectory: String?
    /// The tool's version, written into the snapshots of `--git`.
    public var toolVersion: String = "dev"

    public init() {}
}

/// `intent-audit trend`: snapshots of several releases → `trend.xml` and `trend.html` in the output folder.
public enum TrendCommand {
    /// `progress` receives a line per release audited with `--git` (the executable shows them on a terminal).
    public static func run(_ request: TrendRequest, progress: (String) -> Void = { _ in }) throws -> CommandOutput {
        var warnings: [String] = []
        var snapshots: [Snapshot] = []
        if request.gitRefs.isEmpty {
            guard !request.arguments.isEmpty else {
                throw UsageError("trend needs report.xml files of several releases, or --git REF... [PATH]")
            }
            snapshots = try request.arguments.map { try SnapshotReader.read(path: $0) }
        } else {
            let (refs, path) = try gitArguments(request)
            let audit = gitAudit(
                path: path, toolVersion: request.toolVersion, configPath: request.configPath,
                cacheDirectory: request.cacheDirectory)
            let audited = try audit.snapshots(of: refs, progress: progress)
            snapshots = audited.snapshots
            warnings += audited.warnings
        }
        for (path, snapshot) in zip(request.gitRefs.isEmpty ? request.arguments : [], snapshots)
        where snapshot.schemaVersion > Snapshot.supportedSchemaVersion {
            warnings.append(
                "\(path): report schemaVersion \(snapshot.schemaVersion) is newer than this intent-audit (\(Snapshot.supportedSchemaVersion)); what it does not know is ignored"
            )
        }
        // Snapshots named by their file, or by their ref with --git (whose labels come from the refs).
        let sources = request.gitRefs.isEmpty ? request.arguments : snapshots.map { $0.release ?? "a commit" }
        warnings += SnapshotIdentity.trendWarnings(
            Array(zip(sources, snapshots)).map { (source: $0.0, snapshot: $0.1) })
        var trend = Trend(snapshots)
        // Per release, what it broke of the release before (the continuity rules over the two identity models).
        trend.findBreaks(ContinuityBreaks.findings)
        let written = try TrendReport.write(trend, to: request.outputDirectory, template: request.templatePath)
        let releases = trend.snapshots.map(Trend.label).joined(separator: " → ")
        return CommandOutput(
            standardOutput:
                "Wrote \(written.joined(separator: " and ")): \(trend.snapshots.count) releases (\(releases))\n",
            warnings: warnings)
    }

    /// The refs and the folder of `--git`.
    package static func gitArguments(_ request: TrendRequest) throws -> (refs: [String], path: String) {
        var refs = request.gitRefs
        guard request.arguments.count <= 1 else {
            throw UsageError(
                "with --git, trend takes at most one folder; got \(request.arguments.joined(separator: " "))")
        }
        var path = request.arguments.first
        // A ref never starts with `/`, `.` or `~`: such a last "ref" is the folder, swallowed by `--git`.
        if path == nil, refs.count > 1, let last = refs.last, let first = last.first, "/.~".contains(first) {
            path = refs.removeLast()
        }
        if let path, !isFolder(path) {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UsageError(exists ? "\(path) is not a folder" : "the folder \(path) does not exist")
        }
        if path == nil, refs.count > 1, let last = refs.last, isFolder(last),
            (try? GitProcess.run(["rev-parse", "--verify", "--quiet", "\(last)^{commit}"], in: last))?.succeeded != true
        {
            path = refs.removeLast()
        }
        return (refs, path ?? ".")
    }

    package static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

extension TrendCommand {
    /// The audits of `trend --git`: each commit's checkout through the whole pipeline.
    /// The facts cache is shared by the releases: a file unchanged between two releases is parsed once.
    package static func gitAudit(
        path: String, toolVersion: String, configPath: String?, cacheDirectory: String? = nil
    ) -> GitReleaseAudit {
        var shared = ScanOptions()
        if let cacheDirectory { shared.useCache(directory: cacheDirectory) }
        // The checkouts live in throw-away folders: no per-root index; the memo of git object ids
        // spares the files a release did not change.
        shared.usesIndex = false
        shared.memo = ReleaseMemo()
        // Only the files the audit reads (and its configuration) are written for each release.
        let wanted: @Sendable (String) -> Bool = { path in
            let slash = path.lastIndex(of: "/")
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let folder = slash.map { String(path[..<$0]) } ?? ""
            return path == ConfigurationLoader.fileName || FileKind.of(fileName: name, inDirectory: folder) != nil
        }
        return GitReleaseAudit(path: path, toolVersion: toolVersion, wanted: wanted) {
            [shared] files, context, objectIDs in
            let (configuration, warnings) = try loadConfiguration(files, at: context.release, configPath: configPath)
            var options = shared
            if let cacheDirectory, configuration.limits != Limits() {
                options.useCache(directory: cacheDirectory, limits: configuration.limits)
            }
            options.objectIDs = objectIDs
            options.listed = GitFileSource.listed(files, maximumBytes: configuration.limits.fileBytes)
            return (
                try Audit.run(root: path, configuration: configuration, context: context, options: options), warnings
            )
        }
    }

    /// The configuration of an audit of a commit: `--config`, else the commit's own `.intent-audit.yml`
    /// (named `REF:.intent-audit.yml` in messages), else the defaults.
    static func loadConfiguration(
        _ files: GitTreeFiles, at ref: String?, configPath: String?
    ) throws -> (AuditConfiguration, [String]) {
        if let configPath { return try loadConfiguration(root: "", configPath: configPath) }
        guard files.size(of: ConfigurationLoader.fileName) != nil else { return (AuditConfiguration(), []) }
        let label = "\(ref ?? "the commit"):\(ConfigurationLoader.fileName)"
        let source = GitFileSource(tree: files, maximumBytes: ConfigurationLoader.maximumBytes)
        let bytes: [UInt8]
        do throws(FileLoader.ReadError) {
            bytes = try source.read(relativePath: ConfigurationLoader.fileName)
        } catch {
            throw ConfigurationError.invalid(label, error.reason)
        }
        let loaded = try ConfigurationLoader.load(bytes: bytes, path: label)
        return (loaded.configuration, loaded.warnings)
    }

    package static func loadConfiguration(root: String, configPath: String?) throws -> (AuditConfiguration, [String]) {
        let file = configPath ?? root + "/" + ConfigurationLoader.fileName
        guard configPath != nil || FileManager.default.fileExists(atPath: file) else {
            return (AuditConfiguration(), [])
        }
        let loaded = try ConfigurationLoader.load(path: file, inTree: configPath == nil ? root : nil)
        return (loaded.configuration, loaded.warnings)
    }
}
