import Model

/// `--since REF`: which commit an audit is compared with, what it is called, and what kind of ref
/// it is (`git tag`, `branch`, `commit`). `last-release` is the tag nearest to `HEAD` in its history
/// (`git describe`) other than one on `HEAD` itself. Every git call goes through `GitProcess`.
package struct SinceRef: Sendable, Equatable {
    /// The ref to audit (a tag name, or the commit `last-release` and a short name were resolved to).
    package var ref: String
    /// How the reports name it: the tag or the ref as given.
    package var label: String
    /// `git tag`, `branch` or `commit`.
    package var source: String

    package static let lastRelease = "last-release"

    /// Resolves `given` in the repository holding `path`; the errors say what to do.
    package static func resolve(_ given: String, in path: String) throws -> SinceRef {
        let inside = try? GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: path)
        guard let inside, inside.succeeded, inside.output == "true" else {
            throw SinceError.notAWorkTree(path)
        }
        if given == lastRelease {
            return try lastReleaseTag(in: path)
        }
        guard GitProcess.validRef(given),
            let commit = try? GitProcess.run(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(given)^{commit}"], in: path),
            commit.succeeded
        else {
            throw SinceError.unknownRef(given, shallow: isShallow(path))
        }
        return SinceRef(ref: given, label: given, source: try kind(of: given, in: path))
    }

    /// The tag `git describe` finds nearest to `HEAD` along its history, leaving out the tags on
    /// `HEAD` itself. Nearest in history, not newest by date: a repository's annotated tags have no
    /// committer date and its lightweight ones carry their commit's, so sorting by date picked a
    /// 2020 tag over 2024's (openhab-ios, whose newer tags are annotated).
    private static func lastReleaseTag(in path: String) throws -> SinceRef {
        let onHead = try GitProcess.output(["tag", "--list", "--points-at", "HEAD"], in: path)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        // A tag name holds no glob character (git check-ref-format refuses `*`, `?`, `[` and `\\`).
        let excluded = onHead.prefix(1_000).map { "--exclude=" + $0 }
        let described = try GitProcess.run(
            ["describe", "--tags", "--abbrev=0"] + excluded + ["HEAD"], in: path)
        guard described.succeeded, !described.output.isEmpty, !described.output.contains("\n") else {
            throw SinceError.noLastRelease(shallow: isShallow(path))
        }
        return SinceRef(ref: described.output, label: described.output, source: "git tag")
    }

    private static func kind(of ref: String, in path: String) throws -> String {
        let isTag = try GitProcess.run(["rev-parse", "--verify", "--quiet", "refs/tags/\(ref)"], in: path)
        if isTag.succeeded { return "git tag" }
        let isBranch = try GitProcess.run(
            ["show-ref", "--verify", "--quiet", "refs/heads/\(ref)"], in: path)
        return isBranch.succeeded ? "branch" : "commit"
    }

    private static func isShallow(_ path: String) -> Bool {
        (try? GitProcess.output(["rev-parse", "--is-shallow-repository"], in: path)) == "true"
    }
}

/// Why `--since` cannot compare: the executable prints it and exits with status 2.
package enum SinceError: Error, Equatable, CustomStringConvertible {
    case notAWorkTree(String)
    case unknownRef(String, shallow: Bool)
    case noLastRelease(shallow: Bool)
    case noModel(String)

    package var description: String {
        let fetch =
            "; this clone is shallow: fetch the history (git fetch --unshallow --tags, or "
            + "actions/checkout with fetch-depth: 0)"
        switch self {
        case .notAWorkTree(let path):
            return "--since: \(path) is not in a git work tree; give --baseline OLD/report.xml instead"
        case .unknownRef(let ref, let shallow):
            return "--since: '\(ref)' is not a tag, branch or commit of this repository"
                + (shallow ? fetch : "; git tag --list shows the tags")
        case .noLastRelease(let shallow):
            return "--since last-release: no tag is reachable from HEAD other than one on HEAD itself"
                + (shallow ? fetch : "; tag the last release (git tag v1.0 COMMIT) or give a commit")
        case .noModel(let what):
            return "--since: \(what) carries no identity model; nothing to compare with"
        }
    }
}
