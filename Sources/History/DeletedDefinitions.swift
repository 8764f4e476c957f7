import Model

/// The second automatic lookup: intent definitions that history had and today's tree does not. A
/// team that replaced its SiriKit intents and deleted the `.intentdefinition` in the same commit
/// leaves nothing in the tree to compare with (no `intentClassName` names the old classes), yet the
/// users of the last release that built it had shortcuts and widgets keyed on those classes.
package enum DeletedDefinitions {
    /// One commit that deleted definitions: `shipped` is its parent (the last state that still had
    /// them), `paths` the deleted files relative to the audited folder, and `release` the newest tag
    /// that holds the parent but not the deletion (nil: no tag does, so the history does not say a
    /// release had them).
    package struct Deletion: Codable, Sendable, Equatable {
        package var deleting: String
        package var shipped: String
        package var paths: [String]
        package var release: String?

        package init(deleting: String, shipped: String, paths: [String], release: String?) {
            self.deleting = deleting
            self.shipped = shipped
            self.paths = paths
            self.release = release
        }
    }

    /// At most this many deleting commits are compared (each is an audit of an earlier tree).
    package static let maximumDeletions = 3
    /// Without a tag, how many of the newest commits are searched: a walk of the whole history with a
    /// path filter took 1.3 s on home-assistant (4,551 commits) and 2.5 s on pocket-casts, more than
    /// the audit.
    package static let untaggedWindow = 500

    /// The newest commits (at most `maximumDeletions`) since the last release that deleted an
    /// `.intentdefinition` under `path` which the work tree does not have today (`exists`; a definition
    /// moved elsewhere is still found by the comparison, which pairs classes, not files). The last
    /// release is `last-release`'s tag (`SinceRef`): the state users have, which every deletion after it
    /// is compared with. With no tag the newest `untaggedWindow` commits are searched and no release is
    /// known. One `git log --diff-filter=D` lists the deletions newest first.
    package static func newest(in path: String, exists: (String) -> Bool) throws -> [Deletion] {
        try newest(in: path, pathspec: ":(glob)**/*.intentdefinition", exists: exists)
    }

    /// The newest commits since the last release (at most `maximumDeletions`) that deleted files of
    /// `pathspec` under `path` which the work tree does not have today, keeping the paths `keep`
    /// accepts (given the parent commit and the paths).
    package static func newest(
        in path: String, pathspec: String, exists: (String) -> Bool,
        keep: (_ parent: String, _ paths: [String]) -> [String] = { $1 }
    ) throws -> [Deletion] {
        let release = try? SinceRef.resolve(SinceRef.lastRelease, in: path).ref
        var range = ["HEAD"]
        if let release {
            range.append("^" + release)
        } else {
            let boundary = try GitProcess.run(
                ["rev-list", "--max-count=1", "--skip=\(untaggedWindow)", "HEAD"], in: path)
            if boundary.succeeded, boundary.output.count >= 40 { range.append("^" + boundary.output) }
        }
        let outcome = try GitProcess.runRaw(
            [
                "-c", "core.quotePath=false", "log", "--format=%x01%H", "--diff-filter=D", "--name-only",
                "--no-renames", "--relative", "--no-show-signature",
            ] + range + ["--", pathspec], in: path)
        guard outcome.status == 0 else { return [] }
        var listed: [(commit: String, paths: [String])] = []
        for line in outcome.output.split(separator: 10) where !line.isEmpty {
            if line.first == 1 {
                listed.append((String(decoding: line.dropFirst(), as: UTF8.self), []))
            } else if !listed.isEmpty {
                listed[listed.count - 1].paths.append(String(decoding: line, as: UTF8.self))
            }
        }
        var found: [Deletion] = []
        var placed = Set<String>()
        for (commit, paths) in listed where found.count < maximumDeletions {
            // A path deleted again later was placed by the newer deletion; one that exists today came back.
            let gone = paths.filter { !exists($0) && placed.insert($0).inserted }
            guard !gone.isEmpty else { continue }
            let parent = try GitProcess.run(["rev-parse", "--verify", "--quiet", "\(commit)^{commit}^"], in: path)
            guard parent.succeeded, parent.output.count >= 40 else { continue }
            let kept = keep(parent.output, gone.sorted())
            guard !kept.isEmpty else { continue }
            found.append(Deletion(deleting: commit, shipped: parent.output, paths: kept, release: release))
        }
        return found
    }
}
