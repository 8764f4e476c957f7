import ArgumentParser
import Commands
import Foundation
import Model
import SystemSupport

/// The executable: parses arguments into a request and makes one library call.
struct IntentAuditCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intent-audit",
        abstract: "Audit a SiriKit → App Intents migration and plan the rest.",
        version: ToolVersion.current,
        subcommands: [
            AuditSubcommand.self, TrendSubcommand.self, RulesSubcommand.self, InitSubcommand.self,
            ScaffoldSubcommand.self, CacheSubcommand.self, PrefilterKeywordsSubcommand.self,
        ],
        defaultSubcommand: AuditSubcommand.self)
}

struct AuditSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Audit a source tree and write the reports.")

    @Argument(help: "The folder to audit.") var path: String = "."
    @Option(help: "Where reports are written.") var output: String = "Reports"
    @Option(help: ArgumentHelp(AuditCommand.formatHelp))
    var format: String?
    @Option(help: "Configuration file (default: PATH/.intent-audit.yml when present).") var config: String?
    @Option(help: "The release this snapshot belongs to (default: git describe).") var release: String?
    @Option(help: "An earlier report.xml to compare against.") var baseline: String?
    @Option(
        help:
            "A git ref (tag, commit, or last-release: the tag nearest to HEAD, tags on HEAD left out) whose version of the folder the continuity rules (IA8xx) compare with, read from git without a checkout."
    )
    var since: String?
    @Flag(
        name: .customLong("no-history"),
        help: "Do not look in git history for the definitions of migrated intents the tree no longer holds.")
    var noHistory = false
    @Option(name: .customLong("fail-on"), help: "error, warning, regression or never: exit 1 when met.")
    var failOn: String = "never"
    @Option(help: "Render the HTML with this XSLT template.") var template: String?
    @Flag(help: "Print no summary or progress on standard error (warnings and errors still show).") var quiet = false
    @Option(
        name: .customLong("path-prefix"),
        help:
            "The audited folder's path from the repository root, put before paths in sarif, github, codeclimate, checkstyle and xcode output (default: git's, when the folder is in a repository)."
    )
    var pathPrefix: String?
    @Flag(
        name: .customLong("junit-warnings-fail"),
        help: "Warnings fail their JUnit test case too (as with --fail-on warning).")
    var junitWarningsFail = false
    @Option(
        name: .customLong("template-allow-paths"),
        help: "Folders (colon-separated) a template's xsl:include/xsl:import may read beside its own folder.")
    var templateAllowPaths: String?
    @Option(name: .customLong("limit"), help: "NAME=VALUE: change one bound on what is read (README: Security).")
    var limits: [String] = []
    @Option(
        help:
            "Where per-file scan facts are kept between audits (default: $XDG_CACHE_HOME/intent-audit or ~/.cache/intent-audit)."
    )
    var cache: String?
    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the facts cache.") var noCache = false
    @Flag(
        help: ArgumentHelp(
            "Print the time per stage (\(AuditCommand.timingStages.joined(separator: ", "))) on standard error."))
    var timings = false
    @Option(
        help:
            "When the folder holds several apps (Xcode projects with an application target): the one to audit (all: every app, together)."
    )
    var app: String?

    func run() throws {
        var request = AuditRequest()
        request.limits = limits
        request.templateAllowPaths = templateAllowPaths?.split(separator: ":").map(String.init) ?? []
        request.root = path
        request.outputDirectory = output
        request.formats = format
        request.configPath = config
        request.release = release
        request.baselinePath = baseline
        request.since = since
        request.noHistory = noHistory
        request.failOn = failOn
        request.templatePath = template
        request.quiet = quiet
        request.pathPrefix = pathPrefix
        request.junitWarningsFail = junitWarningsFail
        request.cacheDirectory = noCache ? nil : (cache ?? CacheCommand.defaultDirectory())
        request.timings = timings
        request.app = app
        let showProgress = !quiet && isatty(STDERR_FILENO) == 1
        let result = try AuditCommand.run(request) { line in
            if showProgress { FileHandle.standardError.write(Data("intent-audit: \(LineText.escape(line))\n".utf8)) }
        }
        try finish(result)
    }
}

struct TrendSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "Chart progress across releases: report.xml snapshots, or commits of a git repository.",
        discussion: """
            intent-audit trend Reports/history/*.xml
            intent-audit trend --git v1.0 v1.1 v2.0 path/to/app
            intent-audit trend --git v1.0..v2.0 path/to/app
            """)

    @Argument(help: "report.xml snapshots; with --git, the folder of the repository (default: .).")
    var arguments: [String] = []
    @Option(
        parsing: .upToNextOption, help: "Audit these commits, tags or A..B tag ranges instead of reading snapshots.")
    var git: [String] = []
    @Option(help: "Where trend.html and trend.xml are written.") var output: String = "Reports"
    @Option(help: "Render with this XSLT template instead of trend.xsl.") var template: String?
    @Option(help: "Configuration file for the --git audits.") var config: String?
    @Option(help: "Facts cache for the --git audits (default: $XDG_CACHE_HOME/intent-audit or ~/.cache/intent-audit).")
    var cache: String?
    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the facts cache.") var noCache = false
    @Flag(help: "Print no progress on standard error (warnings and errors still show).") var quiet = false

    func run() throws {
        var request = TrendRequest()
        request.arguments = arguments
        request.gitRefs = git
        request.outputDirectory = output
        request.templatePath = template
        request.configPath = config
        request.toolVersion = ToolVersion.current
        request.cacheDirectory = noCache ? nil : (cache ?? CacheCommand.defaultDirectory())
        let showProgress = !quiet && isatty(STDERR_FILENO) == 1
        try finish(
            TrendCommand.run(request) { line in
                if showProgress {
                    FileHandle.standardError.write(Data("intent-audit: \(LineText.escape(line))\n".utf8))
                }
            })
    }
}

struct RulesSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule with its severity, plan step and explanation.")
    func run() throws { try finish(RulesCommand.run()) }
}

struct InitSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a commented starter .intent-audit.yml.")
    @Argument(help: "The folder to write it in.") var path: String = "."
    @Flag(help: "Replace an existing file.") var force = false
    func run() throws { try finish(InitCommand.run(directory: path, force: force)) }
}

struct ScaffoldSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract:
            "Write the App Intents draft of legacy intents (one file per App Intent, entities, enums, App Shortcuts, the widget factory, a String Catalog)."
    )
    @Argument(help: "The folder to read.") var path: String = "."
    @Option(help: "Where the generated files are written (outside the audited tree unless --inside-tree).")
    var output: String
    @Option(help: "An intent class name to scaffold (repeatable; default: every legacy-only intent).")
    var intent: [String] = []
    @Option(help: "flatten or branches: how parent parameters become a ParameterSummary.") var style = "branches"
    @Option(help: "Configuration file (default: PATH/.intent-audit.yml when present).") var config: String?
    @Flag(help: "Replace files that already exist in the output folder.") var force = false
    @Flag(help: "Allow an output folder inside the audited tree.") var insideTree = false

    func run() throws {
        var request = ScaffoldRequest()
        request.insideTree = insideTree
        request.root = path
        request.outputDirectory = output
        request.intents = intent
        request.style = style
        request.configPath = config
        request.force = force
        try finish(ScaffoldCommand.run(request))
    }
}

/// The byte pre-filters' keywords, one per line: `make bench` gives them to `rg` so both do the same work.
struct PrefilterKeywordsSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prefilter-keywords", abstract: "Print the scanners' pre-filter keywords.", shouldDisplay: false)
    func run() throws { try finish(RulesCommand.prefilterKeywords()) }
}

struct CacheSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Manage the per-file facts cache.", subcommands: [CacheClearSubcommand.self])
}

struct CacheClearSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every cached entry.")
    @Option(help: "The cache folder (default: $XDG_CACHE_HOME/intent-audit or ~/.cache/intent-audit).") var cache:
        String?
    func run() throws { try finish(CacheCommand.clear(directory: cache ?? CacheCommand.defaultDirectory())) }
}

/// Prints a command's output, warnings and summary; exits with its status when it is not 0.
/// Standard output carries only the `xcode`/`github` lines; everything for people goes to standard error.
func finish(_ output: CommandOutput) throws {
    for warning in output.warnings {
        // One warning, one line: a warning can quote a file name or a configuration key.
        FileHandle.standardError.write(Data("intent-audit: warning: \(LineText.escape(warning))\n".utf8))
    }
    if !output.timings.isEmpty { FileHandle.standardError.write(Data(output.timings.utf8)) }
    if !output.standardOutput.isEmpty {
        // The `github`/`xcode` lines are the report itself: a write that fails (a full disk, a
        // closed pipe) is an error, never exit 0 with the annotations lost.
        do throws(SystemError) {
            try SystemFiles.writeStandardOutput(Array(output.standardOutput.utf8))
        } catch {
            throw UsageError("cannot write the report to standard output: \(error.reason)")
        }
    }
    if !output.summary.isEmpty {
        FileHandle.standardError.write(Data(output.summary.map { LineText.escape($0) + "\n" }.joined().utf8))
    }
    if output.exitCode != 0 { throw ExitCode(output.exitCode) }
}

ProcessTuning.apply()
// The hidden child of an audit (`ParseChildCommand`): its arguments are the parent's, not a user's.
let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == ParseChildCommand.name {
    ParseChildCommand.serve(Array(arguments.dropFirst(2)))
}
ParseChildCommand.enable()
do {
    var command = try IntentAuditCLI.parseAsRoot()
    try command.run()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("intent-audit: error: \(LineText.escape(error.message))\n".utf8))
    Foundation.exit(2)
} catch let code as ExitCode {
    Foundation.exit(code.rawValue)
} catch {
    let code = IntentAuditCLI.exitCode(for: error)
    if code == .success { IntentAuditCLI.exit(withError: error) }  // --help, --version
    // Bad usage or a failure before any report was written: the message, then exit status 2
    // (1 is reserved for "the --fail-on policy was met").
    let message =
        code == .validationFailure
        ? IntentAuditCLI.fullMessage(for: error)  // "Error: …" plus the usage line
        : "intent-audit: error: " + LineText.escape("\(error)")
    FileHandle.standardError.write(Data((message + "\n").utf8))
    Foundation.exit(2)
}
