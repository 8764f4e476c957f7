import Foundation
import TestSupport
import Testing

/// An audited tree is untrusted, and so is the `.git` in it or above it: git reads that
/// repository's own configuration whatever the runner sets, so each way a configuration can name a
/// program is built here, in the tree and in a folder above it, and the audit (release label and
/// path prefix from git) and `trend --git` are run on it. The program only leaves a marker file;
/// none may appear.
@Suite(.serialized) struct HostileGitTests {
    /// One way a repository's configuration (or content) names a program.
    enum Vector: String, CaseIterable, CustomTestStringConvertible {
        case promisorExt, promisorUploadPack, promisorSSHCommand, promisorCredentialHelper
        case fsmonitor, hooks, filterDriver, externalDiff, pager, signatureProgram

        var testDescription: String { rawValue }
        /// A partial clone whose `HEAD` commit is missing: git fetches it lazily from the promisor remote.
        var needsMissingHead: Bool { rawValue.hasPrefix("promisor") }
    }

    enum Placement: String, CaseIterable { case treeIsRepository, repositoryAboveTree }

    struct Scenario {
        let base: String, repository: String, tree: String, marker: String, script: String
    }

    static func git(_ arguments: [String], in directory: String, input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false",
                "-c", "tag.gpgsign=false", "-c", "core.hooksPath=/dev/null", "-C", directory,
            ] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let out = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository with two tagged commits of a one-file app, then the vector's configuration.
    static func make(_ vector: Vector, _ placement: Placement) throws -> Scenario {
        let files = FileManager.default
        let base = files.temporaryDirectory.appendingPathComponent("ia-hostile-git-\(UUID().uuidString)").path
        let repository = base + "/repo"
        let tree = placement == .treeIsRepository ? repository : repository + "/apps/app"
        let marker = base + "/ran"
        let script = base + "/program.sh"
        try files.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try "#!/bin/sh\ntouch '\(marker)'\nexit 1\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        _ = try git(["init", "--quiet"], in: repository)
        if vector == .filterDriver || vector == .externalDiff {
            try "* filter=evil diff=evil\n".write(
                toFile: repository + "/.gitattributes", atomically: true, encoding: .utf8)
        }
        for release in ["v1", "v2"] {
            try "import Intents\n// \(release)\nstruct Shop {}\n".write(
                toFile: tree + "/Shop.swift", atomically: true, encoding: .utf8)
            _ = try git(["add", "-A"], in: repository)
            _ = try git(["commit", "--quiet", "-m", release], in: repository)
            _ = try git(["tag", release], in: repository)
        }
        if vector == .signatureProgram {
            // HEAD becomes a commit carrying a (bogus) signature: verifying it runs gpg.program.
            let treeID = try git(["rev-parse", "HEAD^{tree}"], in: repository)
            let parent = try git(["rev-parse", "HEAD"], in: repository)
            let commit =
                "tree \(treeID)\nparent \(parent)\nauthor T <t@example.com> 1700000000 +0000\n"
                + "committer T <t@example.com> 1700000000 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n "
                + "iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nv3\n"
            let id = try git(["hash-object", "-t", "commit", "-w", "--stdin"], in: repository, input: commit)
            _ = try git(["update-ref", "HEAD", id], in: repository)
            _ = try git(["tag", "v3", id], in: repository)
        }
        if vector.needsMissingHead {
            let head = try git(["rev-parse", "HEAD"], in: repository)
            let object = repository + "/.git/objects/\(head.prefix(2))/\(head.dropFirst(2))"
            try files.removeItem(atPath: object)
            try configure(
                repository,
                [
                    ("core.repositoryformatversion", "1"), ("extensions.partialClone", "origin"),
                    ("remote.origin.promisor", "true"),
                ])
        }
        switch vector {
        case .promisorExt:
            try configure(
                repository,
                [("remote.origin.url", "ext::sh -c touch% \(marker)"), ("protocol.ext.allow", "always")])
        case .promisorUploadPack:
            let upstream = base + "/upstream"
            _ = try git(["init", "--quiet", "--bare", upstream], in: base)
            try configure(
                repository,
                [
                    ("remote.origin.url", upstream), ("remote.origin.uploadpack", script),
                    ("protocol.file.allow", "always"),
                ])
        case .promisorSSHCommand:
            try configure(
                repository,
                [
                    ("remote.origin.url", "ssh://example.invalid/app.git"), ("core.sshCommand", script),
                    ("protocol.ssh.allow", "always"),
                ])
        case .promisorCredentialHelper:
            try configure(
                repository,
                [
                    ("remote.origin.url", "http://127.0.0.1:9/app.git"), ("credential.helper", "!" + script),
                    ("protocol.http.allow", "always"), ("http.proxy", "http://127.0.0.1:9"),
                ])
        case .fsmonitor:
            try configure(repository, [("core.fsmonitor", script), ("core.untrackedCache", "true")])
        case .hooks:
            let hooks = base + "/hooks"
            try files.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            for hook in [
                "post-checkout", "post-index-change", "reference-transaction", "pre-auto-gc", "post-rewrite",
                "fsmonitor-watchman", "post-merge", "pre-commit",
            ] {
                try files.copyItem(atPath: script, toPath: hooks + "/" + hook)
            }
            try configure(repository, [("core.hooksPath", hooks)])
        case .filterDriver:
            try configure(
                repository,
                [
                    ("filter.evil.smudge", script), ("filter.evil.clean", script), ("filter.evil.process", script),
                    ("filter.evil.required", "true"),
                ])
        case .externalDiff:
            try configure(repository, [("diff.external", script), ("diff.evil.textconv", script)])
        case .pager:
            try configure(
                repository,
                [
                    ("core.pager", script), ("pager.show", script), ("pager.tag", script),
                    ("pager.describe", script), ("pager.log", script),
                ])
        case .signatureProgram:
            try configure(
                repository,
                [("log.showSignature", "true"), ("gpg.program", script), ("gpg.openpgp.program", script)])
        }
        return Scenario(base: base, repository: repository, tree: tree, marker: marker, script: script)
    }

    static func configure(_ repository: String, _ settings: [(String, String)]) throws {
        for (key, value) in settings { _ = try git(["config", key, value], in: repository) }
    }

    static func runTool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExecutableTests.binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "dumb"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    @Test(arguments: Vector.allCases, Placement.allCases)
    func auditAndTrendRunNothingFromTheRepository(vector: Vector, placement: Placement) throws {
        let scenario = try Self.make(vector, placement)
        defer { try? FileManager.default.removeItem(atPath: scenario.base) }
        // The program itself works: run by hand it leaves the marker (then the marker is removed).
        try Self.runScript(scenario.script)
        #expect(FileManager.default.fileExists(atPath: scenario.marker))
        try FileManager.default.removeItem(atPath: scenario.marker)

        try Self.runTool(["audit", scenario.tree, "--no-cache", "--format", "xml", "--output", scenario.base + "/out"])
        #expect(!FileManager.default.fileExists(atPath: scenario.marker), "audit ran the repository's program")
        let tags = vector == .signatureProgram ? ["v1", "v2", "v3"] : ["v1", "v2"]
        try Self.runTool(
            ["trend", "--no-cache", "--output", scenario.base + "/trend", "--git"] + tags + [scenario.tree])
        #expect(!FileManager.default.fileExists(atPath: scenario.marker), "trend --git ran the repository's program")
    }

    static func runScript(_ script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// The scenario is real: plain git, with the same settings our runner had before this guard
    /// (hooks, fsmonitor, pager, ssh and protocols switched off on the command line), still runs
    /// the promisor's `ext::` command and the signature program.
    @Test(arguments: [Vector.promisorExt, .signatureProgram, .promisorUploadPack])
    func plainGitWithTheOldSettingsRunsTheProgram(vector: Vector) throws {
        let scenario = try Self.make(vector, .treeIsRepository)
        defer { try? FileManager.default.removeItem(atPath: scenario.base) }
        let old = [
            "-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "core.pager=cat",
            "-c", "protocol.allow=never", "-c", "core.sshCommand=false",
        ]
        let command = vector == .signatureProgram ? ["show", "-s", "--format=%ct", "HEAD"] : ["describe", "--always"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager"] + old + ["-C", scenario.tree] + command
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: scenario.marker))
    }
}
