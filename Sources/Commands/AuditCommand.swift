import Analysis
import Foundation
import History
import Model
import Reporting
import ScanCache
import Scanning

/// `intent-audit audit`: configuration → audit → baseline comparison → reports → exit policy.
public enum AuditCommand {
    public static let defaultFormats: [ReportFormat] = ReportFormat.defaults

    /// Runs one audit. `progress` receives short status lines (the executable shows them on a terminal).
    public static func run(_ request: AuditRequest, progress: (String) -> Void = { _ in }) throws -> CommandOutput {
        let policy = try FailurePolicy.parse(request.failOn)
        if policy == .regression && request.baselinePath == nil {
            throw UsageError("--fail-on regression needs --baseline OLD/report.xml to compare against")
        }
        var output = CommandOutput()

        var configuration = AuditConfiguration()
        if let path = request.configPath ?? existingDefaultConfig(in: request.root) {
            let loaded: ConfigurationLoader.Loaded
            do {
                loaded = try ConfigurationLoader.load(
                    path: path, inTree: request.configPath == nil ? request.root : nil)
            } catch let error as ConfigurationError {
                throw UsageError(error.description)
            }
            configuration = loaded.configuration
            output.warnings += loaded.warnings
            let known = Set(Rules.describe().map(\.id))
            for id in Set(configuration.disabledRules + Array(configuration.severities.keys)).sorted()
            where !known.contains(id) {
                output.warnings.append(
                    "\(path): no rule has the id \(LineText.quoted(id)) (intent-audit rules lists them)")
            }
        }
        do {
            configuration.limits = try Limits.parse(request.limits)
        } catch {
            throw UsageError(error.description)
        }
        let formats = try parseFormats(request.formats)
        try PathPrefix.check(request.pathPrefix)
        // git's answers (the folder's prefix in its repository, `git describe`) take a few process
        // starts: asked on another thread while the tree is scanned.
        let fromGit = Pending {
            (
                prefix: PathPrefix.resolve(explicit: request.pathPrefix, root: request.root),
                release: ReleaseLabel.resolve(explicit: request.release, root: request.root)
            )
        }
        if let template = request.templatePath, !FileManager.default.isReadableFile(atPath: template) {
            throw UsageError("cannot read the template \(template)")
        }
        let baseline = try request.baselinePath.map { try loadBaseline($0) }
        var earlier: [EarlierState] = []
        if let given = request.since {
            progress("reading \(given) from git…")
            earlier.append(
                try EarlierStates.since(
                    given, root: request.root, configPath: request.configPath, cacheDirectory: request.cacheDirectory))
        }
        if let baseline, let path = request.baselinePath {
            let (state, warning) = EarlierStates.baseline(baseline, path: path)
            if let state { earlier.append(state) }
            if let warning { output.warnings.append(warning) }
        }

        let generatedAt = try ReportClock.now(environment: request.environment)
        var context = AuditContext(
            toolVersion: ToolVersion.current, root: request.root, release: fromGit.value.release,
            generatedAt: generatedAt, title: configuration.title)
        context.releaseDate = ReleaseDate.ofTag(context.release, in: request.root)
        var options = ScanOptions(timings: request.timings ? StageTimings() : nil)
        if let directory = request.cacheDirectory {
            if let reason = FactsCache.distrust(directory) {
                // Another user could change what the cache answers: not used.
                output.warnings.append("not using the facts cache folder \(reason); auditing without it")
            } else if !options.useCache(
                directory: directory, limits: configuration.limits, writesInBackground: true)
            {
                output.warnings.append("cannot use the facts cache folder \(directory); auditing without it")
            }
        }
        // The cache's entries are written while the audit goes on; every way out waits for them.
        defer { options.cache?.finishWrites() }
        progress("auditing \(request.root)…")
        var unchecked: [String: String] = [:]
        // The deleted definitions need no scan: git lists them while the tree is scanned.
        let root = request.root
        let cacheDirectory = request.cacheDirectory
        let deletions =
            request.noHistory ? nil : Pending { HistoryLookup.deletions(root: root, cacheDirectory: cacheDirectory) }
        let deletedAppIntents =
            request.noHistory
            ? nil : Pending { HistoryLookup.deletions(root: root, cacheDirectory: cacheDirectory, appIntents: true) }
        let lookup = { (inventory: Inventory) -> [EarlierState] in
            let orphaned = HistoryLookup.orphanedClasses(inventory)
            guard !request.noHistory else {
                unchecked = Dictionary(uniqueKeysWithValues: orphaned.map { ($0, "--no-history was given") })
                return []
            }
            let found = HistoryLookup.earlierStates(
                for: orphaned, root: request.root, configPath: request.configPath,
                cacheDirectory: request.cacheDirectory)
            unchecked = found.unchecked
            return found.states
                + HistoryLookup.carrierStates(
                    for: HistoryLookup.deadUncarriedClasses(inventory), today: inventory, root: request.root,
                    configPath: request.configPath, cacheDirectory: request.cacheDirectory)
                + HistoryLookup.deletionStates(
                    deletions?.value ?? [], appIntents: deletedAppIntents?.value ?? [], today: inventory,
                    skipping: orphaned,
                    root: request.root, configPath: request.configPath, cacheDirectory: request.cacheDirectory)
        }
        let run = { (configuration: AuditConfiguration) throws -> AuditResult in
            do {
                return try Audit.run(
                    root: request.root, configuration: configuration,
                    context: context,
                    options: options, earlier: earlier, lookup: lookup)
            } catch let error as AuditError {
                throw UsageError(error.description)
            }
        }
        var result = try run(configuration)
        // Several apps in one folder are never merged into one report: pick one, or stop.
        let apps = AppInTree.apps(result.inventory)
        if apps.count > 1 || request.app != nil {
            let chosen = try AppChoice.choose(
                apps, named: request.app, root: request.root,
                withIntentCode: AppInTree.withIntentCode(apps, in: result.inventory))
            if let chosen, apps.count > 1 {
                if request.app == nil {
                    output.warnings.append(AppChoice.chosenByCode(chosen, of: apps, root: request.root))
                }
                progress("auditing \(chosen.name) only…")
                var narrowed = configuration
                narrowed.exclude += AppChoice.excludes(
                    keeping: chosen, of: apps, in: result.inventory, root: request.root)
                result = try run(narrowed)
            }
        }
        HistoryLookup.explain(unchecked, in: &result)
        // `intent-audit` alone audits the working folder: somewhere unrelated, say so instead of
        // writing a report about nothing into it.
        guard result.inventory.hasSomethingToAudit else {
            throw UsageError(AuditError.nothingToAudit(request.root).description)
        }
        let current = Snapshot(result)
        let comparison = baseline.map { baseline in
            var comparison = BaselineComparison.compare(baseline: baseline, current: current)
            comparison.dateByTag(in: request.root)
            return comparison
        }
        if let baseline, let path = request.baselinePath,
            let warning = SnapshotIdentity.baselineWarning(baseline, current: current, path: path)
        {
            output.warnings.append(warning)
        }
        let reportOptions = ReportOptions(
            pathPrefix: fromGit.value.prefix,
            pathPrefixIsExplicit: request.pathPrefix != nil,
            junitWarningsFail: request.junitWarningsFail || policy == .warning)
        progress("writing \(formats.map(\.rawValue).joined(separator: ", ")) to \(request.outputDirectory)…")
        let written = try (options.timings ?? StageTimings()).measure("render") {
            try ReportWriter.write(
                result, baseline: comparison, formats: formats, to: request.outputDirectory,
                template: request.templatePath, templateAllowedFolders: request.templateAllowPaths,
                limits: configuration.limits, rules: Rules.describe(configuration: configuration),
                options: reportOptions)
        }
        output.standardOutput = written.standardOutput
        (options.timings ?? StageTimings()).measure("cache") { options.cache?.finishWrites() }
        output.timings = options.timings?.report ?? ""
        let met = policyMet(policy, result, comparison)
        output.exitCode = met ? 1 : 0
        if !request.quiet {
            output.summary = AuditSummary.lines(
                result, files: written.files, policy: policy, met: met, comparison: comparison,
                continuity: EarlierStates.summaryLines(result))
        }
        return output
    }

    /// `--format`'s list through the one parser (`ReportFormat.parseList`); nil means the defaults.
    package static func parseFormats(_ text: String?) throws -> [ReportFormat] {
        guard let text else { return defaultFormats }
        let formats: [ReportFormat]
        do {
            formats = try ReportFormat.parseList(text)
        } catch let error as ReportError {
            throw UsageError(error.description)
        }
        guard !formats.isEmpty else { throw UsageError("--format needs at least one format") }
        return formats
    }

    /// `--format`'s help text, from the formats that exist.
    /// The stages `--timings` reports, from their one list (`StageTimings.stages`).
    public static var timingStages: [String] { StageTimings.stages }

    public static var formatHelp: String {
        "Comma-separated: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ",")) "
            + "(default: \(defaultFormats.map(\.rawValue).joined(separator: ",")))."
    }

    package static func existingDefaultConfig(in root: String) -> String? {
        let path = URL(fileURLWithPath: root).appendingPathComponent(ConfigurationLoader.fileName).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    package static func loadBaseline(_ path: String) throws -> Snapshot {
        do {
            return try SnapshotReader.read(path: path)
        } catch let error as SnapshotError {
            throw UsageError("--baseline: \(error.description)")
        }
    }

    package static func policyMet(
        _ policy: FailurePolicy, _ result: AuditResult,
        _ comparison: BaselineComparison? = nil
    ) -> Bool {
        switch policy {
        case .never: false
        case .error: result.findings.contains { $0.severity == .error }
        case .warning: result.findings.contains { $0.severity <= .warning }
        case .regression: !(comparison?.regressions.isEmpty ?? true)
        }
    }
}

/// The tool's version, printed by `--version` and recorded in every report.
public enum ToolVersion {
    public static let current = "0.1.0"
}
