/// The settings of one audit: the `.intent-audit.yml` file merged with the command-line flags.
/// A versioned `Codable` value; the loader (Configuration/ConfigurationLoader.swift) reads the file.
public struct AuditConfiguration: Codable, Hashable, Sendable {
    public var version: Int = 1
    /// Glob patterns over relative paths: when any are given, only matching files are read.
    public var include: [String] = []
    /// Glob patterns over relative paths that are never read.
    public var exclude: [String] = []
    /// Folder names skipped anywhere in the tree (replaces the default list when given).
    public var skipFolders: [String]?
    /// Deployment targets that override what the project files say, by platform (`iOS: "17.0"`).
    public var deploymentTargets: [String: String] = [:]
    /// Legacy intent class → App Intent type, for counterparts that neither `intentClassName`
    /// nor the name convention finds.
    public var counterparts: [String: String] = [:]
    /// Rule id → `error` / `warning` / `note`.
    public var severities: [String: Severity] = [:]
    /// Rule ids that never report.
    public var disabledRules: [String] = []
    /// The report's title.
    public var title: String?
    /// The bounds on every reader (`--limit`); never read from the audited tree's configuration file.
    public var limits = Limits()

    public init() {}
}
