import Foundation

/// The one way this tool runs `git` (`--release`'s `git describe`, the path prefix, `trend --git`),
/// keeping its standard error for messages.
///
/// The audited tree is untrusted, and git reads the repository's own `.git/config` (in the tree or
/// in a folder above it) whatever we do. So nothing that configuration can name is ever run:
/// - no transport at all: `GIT_ALLOW_PROTOCOL=none` in the child's environment (git checks it
///   before any `protocol.<name>.allow` a repository sets, so a partial clone's promisor remote
///   `ext::sh -c …`, a local remote with an `uploadpack` command or an ssh remote with
///   `core.sshCommand` cannot run anything when git fetches a missing object lazily), lazy fetch
///   off where git has the switch (`GIT_NO_LAZY_FETCH`, git 2.44+), and every protocol set to
///   `never` on the command line as well;
/// - `-c` settings for every key that names a program and that our read-only commands could reach
///   (hooks, the file-system monitor, pager, ssh, signature verification, credential helpers):
///   command-line configuration wins over the repository's;
/// - no `GIT_*` variable from our environment (so it can never be pointed at another index or
///   repository), no system or global configuration, no terminal prompts.
///
/// A repository owned by another user is refused by git itself (`safe.directory`), as the user's
/// own git would; the `safe.directory` entries of the user's global configuration are the one
/// thing taken from it, so a repository the user said to trust is read.
///
/// Refs from users pass `validRef` first and are given after `--end-of-options`, so a ref can
/// never be read as an option (`--upload-pack=…`).
package enum GitProcess {
    /// `-c` settings that keep a repository's own configuration from running programs.
    package static let neutralConfig: [String] = {
        var settings = [
            "core.hooksPath=/dev/null", "core.fsmonitor=false", "core.pager=cat", "core.sshCommand=false",
            "core.askPass=false", "core.gitProxy=false", "credential.helper=", "log.showSignature=false",
            "gpg.program=false", "gpg.openpgp.program=false", "gpg.ssh.program=false", "gpg.x509.program=false",
            "protocol.allow=never",
        ]
        for transport in ["ext", "file", "ssh", "git", "http", "https", "fd"] {
            settings.append("protocol.\(transport).allow=never")
        }
        return settings.flatMap { ["-c", $0] }
    }()

    /// The user's own `safe.directory` entries (global configuration only), given back to git on
    /// the command line: the global file is otherwise not read.
    package static let trustedDirectories: [String] = {
        var environment = baseEnvironment()
        environment["GIT_CONFIG_GLOBAL"] = nil
        guard
            let spawned = try? ChildProcess.spawn(
                ["git"] + neutralConfig + ["-C", "/", "config", "--global", "--get-all", "safe.directory"],
                environment: environment.map { "\($0.key)=\($0.value)" }),
            let (output, _) = try? spawned.readAll()
        else { return [] }
        guard spawned.wait() == 0 else { return [] }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && $0.utf8.count <= 4096 }.prefix(256).map { $0 }
    }()

    /// Whether `ref` may be handed to git as a revision: not empty, not an option, no control
    /// characters or spaces, at most 256 bytes.
    package static func validRef(_ ref: String) -> Bool {
        !ref.isEmpty && ref.utf8.count <= 256 && !ref.hasPrefix("-")
            && !ref.unicodeScalars.contains { $0.value < 0x21 || $0.value == 0x7F }
    }

    /// What one git command gave back.
    package struct Outcome {
        package var status: Int32
        package var output: String
        package var errorOutput: String
        package var succeeded: Bool { status == 0 }
    }

    /// Starts a long-running git (`cat-file --batch`) reading `input`; its standard error is dropped.
    package static func spawn(_ arguments: [String], in directory: String, input: Int32) throws -> ChildProcess {
        try ChildProcess.spawn(
            gitArguments(arguments, in: directory), environment: gitEnvironment(), input: input, keepErrors: false)
    }

    /// Runs git and returns its exit status and raw standard output (for `-z` listings).
    package static func runRaw(_ arguments: [String], in directory: String) throws -> (status: Int32, output: [UInt8]) {
        if let known = NotRepository.shared.answer(for: directory) { return (known.status, []) }
        let spawned = try ChildProcess.spawn(gitArguments(arguments, in: directory), environment: gitEnvironment())
        let (output, _) = try spawned.readAll()
        return (spawned.wait(), output)
    }

    /// Runs `git` (found on the `PATH`) with `posix_spawnp`: no `/usr/bin/env` in between and no
    /// Foundation `Process` (which listed `/proc/self/fd` and took 30–50 ms a call; three calls were
    /// half of a real app's audit). Every descriptor but the three pipes is closed in the child.
    ///
    /// A folder git said is in no repository gets that answer again without another git: an audit of
    /// a folder outside git asked five times (path prefix, release label, three lookups).
    package static func run(_ arguments: [String], in directory: String) throws -> Outcome {
        if let known = NotRepository.shared.answer(for: directory) { return known }
        let spawned = try ChildProcess.spawn(gitArguments(arguments, in: directory), environment: gitEnvironment())
        let (output, errorOutput) = try spawned.readAll()
        let status = spawned.wait()
        let outcome = Outcome(
            status: status,
            output: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
            errorOutput: String(decoding: errorOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        NotRepository.shared.remember(outcome, for: directory)
        return outcome
    }

    private static func gitArguments(_ arguments: [String], in directory: String) -> [String] {
        ["git", "--no-pager"] + neutralConfig + trustedDirectories.flatMap { ["-c", "safe.directory=\($0)"] }
            + ["-C", directory] + arguments
    }

    /// Our environment without any `GIT_*` or `SSH_ASKPASS` variable, plus the settings that keep git
    /// quiet, local and unable to run a transport.
    private static func baseEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") || key == "SSH_ASKPASS" { environment[key] = nil }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_PAGER"] = "cat"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_ALLOW_PROTOCOL"] = "none"
        environment["GIT_PROTOCOL_FROM_USER"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        return environment
    }

    private static let childEnvironment: [String] = {
        var environment = baseEnvironment()
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        return environment.map { "\($0.key)=\($0.value)" }.sorted()
    }()

    private static func gitEnvironment() -> [String] { childEnvironment }

    /// Runs git and returns its output, or throws with git's own message.
    package static func output(_ arguments: [String], in directory: String) throws -> String {
        let outcome = try run(arguments, in: directory)
        guard outcome.succeeded else {
            throw GitHistoryError.failed(
                command: "git " + arguments.joined(separator: " "),
                message: outcome.errorOutput.isEmpty ? "exit status \(outcome.status)" : outcome.errorOutput)
        }
        return outcome.output
    }
}

/// Why `trend --git` could not audit the commits it was given.
public enum GitHistoryError: Error, Equatable, CustomStringConvertible {
    case gitMissing(String)
    case notARepository(String)
    case unknownRef(ref: String, repository: String)
    case emptyRange(String)
    case failed(command: String, message: String)

    public var description: String {
        switch self {
        case .gitMissing(let detail): "cannot run git (\(detail)); trend --git needs git on the PATH"
        case .notARepository(let path): "\(path) is not inside a git repository"
        case .unknownRef(let ref, let repository): "'\(ref)' is not a commit, tag or branch in \(repository)"
        case .emptyRange(let range): "the range \(range) holds no tags"
        case .failed(let command, let message): "\(command) failed: \(message)"
        }
    }
}
