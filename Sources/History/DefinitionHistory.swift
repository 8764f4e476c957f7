import Model

/// The automatic lookup: where in history a legacy intent's definition was last seen, for an App
/// Intent whose `intentClassName` names a class no definition in the tree declares any more.
/// Every git call goes through `GitProcess` (its silence and output bounds apply); the search
/// reads at most `maximumCommits` commits that touched an `.intentdefinition`.
package enum DefinitionHistory {
    package static let maximumCommits = 2000

    /// Whether `path` is inside a git work tree.
    package static func isWorkTree(_ path: String) -> Bool {
        (try? GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: path))?.output == "true"
    }

    /// Whether the repository is a shallow clone (its history cut).
    package static func isShallow(_ path: String) -> Bool {
        (try? GitProcess.output(["rev-parse", "--is-shallow-repository"], in: path)) == "true"
    }

    /// For each of `classNames`, the newest commit whose tree still had a definition naming it: the
    /// parent of the newest commit that changed how often a definition mentions the intent's name
    /// (`<string>Name</string>`, the class name less `Intent`), or, when no commit ever did, the class
    /// name itself (a definition with an explicit `INIntentClassName`). A class is left out when no
    /// such commit is within reach (`maximumCommits`). One `git log` lists the commits that changed a
    /// definition with their blobs, newest first, and one `git cat-file --batch` reads those blobs
    /// until every class is placed; one path-limited `git log -S` per class and name was most of the
    /// lookup (home-assistant names 10 classes). What a commit changed is counted over all its
    /// definitions together, so a definition moved to another folder is no deletion.
    package static func lastCommitsDeclaring(_ classNames: [String], in path: String) throws -> [String: String] {
        let classes = classNames.filter(isIdentifier)
        guard !classes.isEmpty else { return [:] }
        let name = { (className: String) in
            className.hasSuffix("Intent") && className.count > 6 ? String(className.dropLast(6)) : className
        }
        let mentions = DefinitionMentions(Set(classes.flatMap { [name($0), $0] }))
        var byName: [String: String] = [:]
        var byClass: [String: String] = [:]
        let reader = try GitBlobReader(repository: path)
        defer { reader.finish() }
        // The newest 2 commits that changed a definition, then 16, 128…: the deletion is usually
        // the newest (home-assistant: its 16th is 2,088 commits back, a third of the cost of walking
        // all 4,551), and each round walks again from HEAD, at most 8/7 of the last one's depth in all.
        var limit = 2
        var examined = 0
        while byName.count < classes.count {
            let listed = try definitionCommits(in: path, maximumCount: limit)
            for commit in listed.commits.dropFirst(examined) where byName.count < classes.count {
                let changed = try mentions.changed(commit.blobs, reader: reader)
                for className in classes {
                    if byName[className] == nil, changed.contains(name(className)) { byName[className] = commit.id }
                    if byClass[className] == nil, changed.contains(className) { byClass[className] = commit.id }
                }
            }
            examined = listed.commits.count
            guard listed.count == limit, limit < Int.max / 8 else { break }
            limit *= 8
        }
        var found: [String: String] = [:]
        var parents: [String: String?] = [:]
        for className in classes {
            guard let deleting = byName[className] ?? byClass[className] else { continue }
            if parents[deleting] == nil { parents[deleting] = try parentInReach(of: deleting, in: path) }
            if let parent = parents[deleting] ?? nil { found[className] = parent }
        }
        return found
    }

    /// The newest commit whose tree still had a definition naming `className` (`lastCommitsDeclaring`
    /// for one class).
    package static func lastCommitDeclaring(_ className: String, in path: String) throws -> String? {
        try lastCommitsDeclaring([className], in: path)[className]
    }

    /// The newest `maximumCount` commits from `HEAD` back that changed an `.intentdefinition`, newest
    /// first, each with the blobs of its changed definitions before and after (nil: absent), and
    /// how many git listed. Merges show no change (they are listed, with no blobs), as for `git log -S`.
    static func definitionCommits(
        in path: String, maximumCount: Int, files: String = ":(glob)**/*.intentdefinition", changing: String? = nil
    ) throws -> (commits: [(id: String, blobs: [(String?, String?)])], count: Int) {
        // `-G`: only commits whose diff adds or removes a line matching it (the files are still listed whole).
        let filter = changing.map { ["-G" + $0] } ?? []
        let outcome = try GitProcess.runRaw(
            [
                "log", "--format=%x01%H", "--raw", "--no-renames", "--no-abbrev", "--no-show-signature",
                "--max-count=\(maximumCount)",
            ] + filter + ["HEAD", "--", files], in: path)
        guard outcome.status == 0 else { return ([], 0) }
        var commits: [(id: String, blobs: [(String?, String?)])] = []
        for line in outcome.output.split(separator: 10) {
            if line.first == 1 {
                commits.append((String(decoding: line.dropFirst(), as: UTF8.self), []))
                continue
            }
            // ":<old mode> <new mode> <old blob> <new blob> <status>\t<path>"
            let fields = line.split(separator: 32, maxSplits: 4)
            guard line.first == 58, fields.count == 5, !commits.isEmpty else { continue }
            let blob = { (field: ArraySlice<UInt8>) -> String? in
                field.allSatisfy { $0 == 48 } ? nil : String(decoding: field, as: UTF8.self)
            }
            commits[commits.count - 1].blobs.append((blob(fields[2]), blob(fields[3])))
        }
        return (commits.filter { !$0.blobs.isEmpty }, commits.count)
    }

    /// The parent of `commit` when it is fewer than `maximumCommits` commits back from `HEAD`:
    /// further back, the state is too old to stand for the last release.
    static func parentInReach(of commit: String, in path: String) throws -> String? {
        let parent = try GitProcess.run(["rev-parse", "--verify", "--quiet", "\(commit)^{commit}^"], in: path)
        guard parent.succeeded, parent.output.count >= 40 else { return nil }
        let count = try GitProcess.run(
            ["rev-list", "--count", "--max-count=\(maximumCommits)", "\(parent.output)..HEAD"], in: path)
        guard count.succeeded, let read = Int(count.output), read < maximumCommits else { return nil }
        return parent.output
    }

    /// Letters, digits, `_` and non-ASCII: a name a definition can declare.
    static func isIdentifier(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy {
                $0 >= 0x80 || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            }
    }
}
