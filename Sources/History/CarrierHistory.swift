import Model

/// Where an App Intent stopped carrying a legacy class: the newest commit whose Swift sources lost a
/// string literal of the class name (`"ChangePowerIntent"`, as `intentClassName` gives it) in a
/// change that touched an `intentClassName` line, and the tag, if any, that shipped the state
/// before it. A loss that only the history shows (the protocol removed a year ago, the legacy
/// definition left on disk) is otherwise invisible in the tree.
package enum CarrierHistory {
    /// The state before the drop: `carrying` is the parent of the commit `dropping` that removed the
    /// literal; `release` is a tag that contains `carrying` but not `dropping` (a release shipped the
    /// carrying state), nil when no tag does.
    package struct Drop: Sendable, Equatable {
        package var carrying: String
        package var dropping: String
        package var release: String?
    }

    /// For each of `classNames`, the newest drop within `DefinitionHistory.maximumCommits` of `HEAD`.
    /// One `git log -G intentClassName` lists the commits that touched such a line in a Swift file,
    /// newest first, and one `git cat-file --batch` reads their blobs until every class is placed.
    package static func lastDrops(_ classNames: [String], in path: String) throws -> [String: Drop] {
        let classes = classNames.filter(DefinitionHistory.isIdentifier)
        guard !classes.isEmpty else { return [:] }
        let mentions = DefinitionMentions(Set(classes), quoted: true)
        let reader = try GitBlobReader(repository: path)
        defer { reader.finish() }
        var dropping: [String: String] = [:]
        var limit = 8
        var examined = 0
        while dropping.count < classes.count {
            let listed = try DefinitionHistory.definitionCommits(
                in: path, maximumCount: limit, files: ":(glob)**/*.swift", changing: "intentClassName")
            for commit in listed.commits.dropFirst(examined) where dropping.count < classes.count {
                let differences = try mentions.differences(commit.blobs, reader: reader)
                for className in classes where dropping[className] == nil {
                    // Newest first: a commit that added the literal back means it is carried after it.
                    guard let difference = differences[className] else { continue }
                    dropping[className] = difference < 0 ? commit.id : ""
                }
            }
            examined = listed.commits.count
            guard listed.count == limit, limit < DefinitionHistory.maximumCommits else { break }
            limit *= 8
        }
        var result: [String: Drop] = [:]
        for (className, commit) in dropping where !commit.isEmpty {
            guard let parent = try DefinitionHistory.parentInReach(of: commit, in: path) else { continue }
            result[className] = Drop(
                carrying: parent, dropping: commit, release: try release(containing: parent, not: commit, in: path))
        }
        return result
    }

    /// The newest tag whose history holds `commit` but not `later`.
    static func release(containing commit: String, not later: String, in path: String) throws -> String? {
        let tags = try GitProcess.run(
            [
                "for-each-ref", "--sort=-creatordate", "--count=1", "--format=%(refname:short)",
                "--contains", commit, "--no-contains", later, "refs/tags",
            ], in: path)
        guard tags.succeeded, !tags.output.isEmpty else { return nil }
        return tags.output
    }
}
