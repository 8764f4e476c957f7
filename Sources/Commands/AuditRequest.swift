import Foundation
import Model

/// What `intent-audit audit` was asked to do, as the command line said it (strings, unvalidated).
/// `AuditCommand` validates it: a bad value is a `UsageError`, which the executable turns into exit 2.
public struct AuditRequest: Sendable {
    public var root: String = "."
    public var outputDirectory: String = "Reports"
    /// Comma-separated formats as given; nil means the default (`html,xml,json`).
    public var formats: String?
    public var configPath: String?
    public var release: String?
    public var baselinePath: String?
    /// `--since REF`: compare what saved state is keyed on with the folder at a git ref (a tag, a
    /// commit, `last-release`); nil compares with nothing but `--baseline`.
    public var since: String?
    /// `--no-history`: no automatic lookup in git history of a migrated intent's deleted definition.
    public var noHistory = false
    public var failOn: String = "never"
    public var templatePath: String?
    /// `--quiet`: no summary and no progress lines on standard error (warnings still show).
    public var quiet = false
    /// `--path-prefix`: the audited folder's path from the repository root; nil asks git.
    public var pathPrefix: String?
    /// `--junit-warnings-fail`: warnings fail their JUnit test case too.
    public var junitWarningsFail: Bool = false
    /// Folders a template's `xsl:include`/`xsl:import` may read besides its own (`--template-allow-paths`).
    public var templateAllowPaths: [String] = []
    /// `NAME=VALUE` changes to the reading limits (`--limit`), unvalidated.
    public var limits: [String] = []
    /// The environment the audit reads (`SOURCE_DATE_EPOCH`); the process's by default.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// `--cache DIR`: where per-file scan facts are kept between audits; nil (`--no-cache`) keeps none.
    /// The executable passes `FactsCacheLocation.defaultDirectory` when neither flag is given.
    public var cacheDirectory: String?
    /// `--timings`: the time per stage, on standard error.
    public var timings = false
    /// `--app NAME`: which app to audit when the folder holds several (each Xcode project with an
    /// application target is one app).
    public var app: String?

    public init() {}
}

/// A command's answer: what to print and the exit status.
public struct CommandOutput: Sendable, Equatable {
    public var standardOutput: String = ""
    /// Warnings and notes for standard error, one per line.
    public var warnings: [String] = []
    /// The closing summary for standard error (`audit`), one line each; empty with `--quiet`.
    public var summary: [String] = []
    public var exitCode: Int32 = 0
    /// `--timings`: lines for standard error, printed as they are.
    public var timings: String = ""

    public init(standardOutput: String = "", warnings: [String] = [], exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.warnings = warnings
        self.exitCode = exitCode
    }
}

/// A mistake in how the tool was called: the executable prints it and exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// When `--fail-on` makes the audit exit with status 1.
public enum FailurePolicy: String, CaseIterable, Sendable {
    case error, warning, regression, never

    public static func parse(_ text: String) throws -> FailurePolicy {
        guard let policy = FailurePolicy(rawValue: text.lowercased()) else {
            throw UsageError(
                "--fail-on takes one of \(allCases.map(\.rawValue).joined(separator: ", ")); got \(LineText.quoted(text))"
            )
        }
        return policy
    }
}
