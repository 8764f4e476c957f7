import Foundation
import Model
import SystemSupport

/// Audits commits of a git repository without touching the user's working tree or index.
///
/// The files of each commit under the audited folder are listed and read from git's objects by a
/// `GitTreeFiles` (one `git cat-file --batch`; nothing is written to disk), audited through the
/// `audit` closure (which can reuse what it learnt of files whose object id did not change, from
/// `GitTreeFiles.update`'s answer) and turned into a `Snapshot` labelled with the ref as given and
/// dated by the commit (so the same refs give the same trend). Nothing is registered in the
/// repository and no folder is made.
package struct GitReleaseAudit {
    /// The folder to audit, inside the repository (`PATH` of `trend --git`).
    package var path: String
    package var toolVersion: String
    /// Audits one commit's files (the pipeline and configuration loading live in the commands
    /// layer), given git's object id of each file (path relative to the folder); returns the
    /// result and the configuration's warnings.
    package var audit: Audit
    /// Which files (path relative to the audited folder) the audit reads; others are left out.
    package var wanted: @Sendable (String) -> Bool
    /// Blobs larger than this are never read (the audit refuses them as over the limit).
    package var maximumBytes = Limits().fileBytes

    package typealias Audit =
        @Sendable (_ files: GitTreeFiles, _ context: AuditContext, _ objectIDs: [String: String])
        throws -> (AuditResult, [String])

    package init(
        path: String, toolVersion: String, wanted: @escaping @Sendable (String) -> Bool = { _ in true },
        audit: @escaping Audit
    ) {
        self.path = path
        self.toolVersion = toolVersion
        self.wanted = wanted
        self.audit = audit
    }

    /// The snapshots of `refs` (ranges expanded) and the warnings the audits gave.
    /// `progress` receives one line per release before it is audited ("3/100 v1.2.0"), so a long
    /// run says how far it is.
    package func snapshots(
        of refs: [String], progress: (String) -> Void = { _ in }
    ) throws -> (snapshots: [Snapshot], warnings: [String]) {
        let topLevel: String
        let prefix: String
        do {
            topLevel = try GitProcess.output(["rev-parse", "--show-toplevel"], in: path)
            prefix = String(
                try GitProcess.output(["rev-parse", "--show-prefix"], in: path).reversed()
                    .drop { $0 == "/" }.reversed())
        } catch GitHistoryError.failed {
            throw GitHistoryError.notARepository(path)
        }
        let labels = try expand(refs, in: topLevel)
        let files = try GitTreeFiles(repository: topLevel, maximumBytes: maximumBytes, wanted: wanted)
        defer { files.finish() }
        var snapshots: [Snapshot] = []
        var warnings: [String] = []
        var audited: [String: Snapshot] = [:]
        for (index, label) in labels.enumerated() {
            progress("auditing release \(index + 1)/\(labels.count): \(label)")
            let commit = try resolve(label, in: topLevel)
            if var same = audited[commit] {
                // Two refs of one commit: one audit, each ref its own label.
                same.release = label
                snapshots.append(same)
                continue
            }
            let seconds =
                Int(try GitProcess.output(["show", "-s", "--no-show-signature", "--format=%ct", commit], in: topLevel))
                ?? 0
            let objectIDs = try files.update(to: commit, under: prefix)
            var context = AuditContext(toolVersion: toolVersion, root: path, release: label, generatedAt: seconds)
            context.releaseDate = seconds
            let (result, configWarnings) = try audit(files, context, objectIDs)
            warnings += configWarnings.map { "\(label): \($0)" }
            let snapshot = Snapshot(result)
            audited[commit] = snapshot
            snapshots.append(snapshot)
        }
        return (snapshots, warnings)
    }

    /// Refs as given, with each `A..B` replaced by A and the tags reachable from B but not from A.
    /// Tags of a range that name the same commit (real repositories re-tag one commit, e.g.
    /// `v2.2.8`, `v2.2.11`, `2.2.21` on one commit in openhab-ios) count once, under the highest
    /// version among them.
    package func expand(_ refs: [String], in repository: String) throws -> [String] {
        var labels: [String] = []
        for ref in refs {
            guard let range = ref.range(of: ".."), !ref.contains("...") else {
                labels.append(ref)
                continue
            }
            let start = String(ref[..<range.lowerBound])
            let end = String(ref[range.upperBound...])
            _ = try resolve(start, in: repository)
            _ = try resolve(end, in: repository)
            let tags = try GitProcess.output(["tag", "--list", "--merged", end, "--no-merged", start], in: repository)
                .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            guard !tags.isEmpty else { throw GitHistoryError.emptyRange(ref) }
            labels += [start] + (try oneTagPerCommit(tags, in: repository))
        }
        var seen = Set<String>()
        return labels.filter { seen.insert($0).inserted }
    }

    /// The highest-versioned tag of each commit (labels that aren't versions sort below versions,
    /// then by name), in the order the commits first appear.
    package func oneTagPerCommit(_ tags: [String], in repository: String) throws -> [String] {
        var best: [String: String] = [:]
        var commits: [String] = []
        for tag in tags {
            let commit = try resolve(tag, in: repository)
            guard let current = best[commit] else {
                best[commit] = tag
                commits.append(commit)
                continue
            }
            if GitReleaseAudit.label(tag, isAbove: current) { best[commit] = tag }
        }
        return commits.compactMap { best[$0] }
    }

    package static func label(_ a: String, isAbove b: String) -> Bool {
        switch (ReleaseVersion(a), ReleaseVersion(b)) {
        case let (x?, y?): return y < x || (!(x < y) && a > b)
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a > b
        }
    }

    package func resolve(_ ref: String, in repository: String) throws -> String {
        guard GitProcess.validRef(ref) else { throw GitHistoryError.unknownRef(ref: ref, repository: repository) }
        let outcome = try GitProcess.run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(ref)^{commit}"], in: repository)
        guard outcome.succeeded else {
            throw GitHistoryError.unknownRef(ref: ref, repository: repository)
        }
        return outcome.output
    }
}
