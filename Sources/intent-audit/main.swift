import ArgumentParser
import Commands
import Foundation
import Model

/// The executable: parses arguments into a request and makes one library call.
struct IntentAuditCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intent-audit",
        abstract: "Audit a SiriKit → App Intents migration and plan the rest.",
        version: ToolVersion.current,
        subcommands: [
            AuditSubcommand.self, TrendSubcommand.self, RulesSubcommand.self, InitSubcommand.self, CacheSubcommand.self,
        ],
        defaultSubcommand: AuditSubcommand.self)
}

struct AuditSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Audit a source tree and write the reports.")

    @Argument(help: "The folder to audit.") var path: String = "."
    @Option(help: "Where reports are written.") var output: String = "Reports"
    @Option(help: "Comma-separated: html,xml,json,sarif,markdown,junit,xcode,github (default: html,xml,json).")
    var format: String?
    @Option(help: "Configuration file (default: PATH/.intent-audit.yml when present).") var config: String?
    @Option(help: "The release this snapshot belongs to (default: git describe).") var release: String?
    @Option(help: "An earlier report.xml to compare against.") var baseline: String?
    @Option(name: .customLong("fail-on"), help: "error, warning, regression or never: exit 1 when met.")
    var failOn: String = "never"
    @Option(help: "Render the HTML with this XSLT template.") var template: String?
    @Option(help: "Where per-file scan facts are kept between audits (default: $XDG_CACHE_HOME/intent-audit or ~/.cache/intent-audit).")
    var cache: String?
    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the facts cache.") var noCache = false
    @Flag(help: "Print the time per stage (walk, read, pre-filter, parse, analyse, render) on standard error.")
    var timings = false

    func run() throws {
        var request = AuditRequest()
        request.root = path
        request.outputDirectory = output
        request.formats = format
        request.configPath = config
        request.release = release
        request.baselinePath = baseline
        request.failOn = failOn
        request.templatePath = template
        request.cacheDirectory = noCache ? nil : (cache ?? CacheCommand.defaultDirectory())
        request.timings = timings
        let showProgress = isatty(STDERR_FILENO) == 1
        let result = try AuditCommand.run(request) { line in
            if showProgress { FileHandle.standardError.write(Data("intent-audit: \(line)\n".utf8)) }
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

    func run() throws {
        var request = TrendRequest()
        request.arguments = arguments
        request.gitRefs = git
        request.outputDirectory = output
        request.templatePath = template
        request.configPath = config
        request.toolVersion = ToolVersion.current
        request.cacheDirectory = noCache ? nil : (cache ?? CacheCommand.defaultDirectory())
        try finish(TrendCommand.run(request))
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

struct CacheSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Manage the per-file facts cache.", subcommands: [CacheClearSubcommand.self])
}

struct CacheClearSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every cached entry.")
    @Option(help: "The cache folder (default: $XDG_CACHE_HOME/intent-audit or ~/.cache/intent-audit).") var cache: String?
    func run() throws { try finish(CacheCommand.clear(directory: cache ?? CacheCommand.defaultDirectory())) }
}

/// Prints a command's output and warnings; exits with its status when it is not 0.
func finish(_ output: CommandOutput) throws {
    for warning in output.warnings {
        FileHandle.standardError.write(Data("intent-audit: warning: \(warning)\n".utf8))
    }
    if !output.timings.isEmpty { FileHandle.standardError.write(Data(output.timings.utf8)) }
    if !output.standardOutput.isEmpty { print(output.standardOutput, terminator: "") }
    if output.exitCode != 0 { throw ExitCode(output.exitCode) }
}

ProcessTuning.apply()
do {
    var command = try IntentAuditCLI.parseAsRoot()
    try command.run()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("intent-audit: error: \(error.message)\n".utf8))
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
        : "intent-audit: error: \(error)"
    FileHandle.standardError.write(Data((message + "\n").utf8))
    Foundation.exit(2)
}
