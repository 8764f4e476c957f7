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

    /// The newest commit whose tree still had a definition naming `className`: the parent of the
    /// newest commit that changed how often a definition mentions the intent's name (the commit
    /// that deleted it). Nil when no such commit is within reach.
    package static func lastCommitDeclaring(_ className: String, in path: String) throws -> String? {
        // The definition names the intent (`INIntentName`, the class name less `Intent`) or, with an
        // explicit `INIntentClassName`, the class itself.
        let name = className.hasSuffix("Intent") && className.count > 6 ? String(className.dropLast(6)) : className
        var deleting: String?
        for token in [name, className] where deleting == nil {
            guard
                token.utf8.allSatisfy({
                    $0 >= 0x80 || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                        || (0x61...0x7A).contains($0)
                })
            else { return nil }
            let outcome = try GitProcess.run(
                [
                    "log", "--format=%H", "--max-count=1", "-S<string>\(token)</string>", "--no-show-signature",
                    "HEAD", "--", ":(glob)**/*.intentdefinition",
                ], in: path)
            if outcome.succeeded, let line = outcome.output.split(separator: "\n").first, line.count >= 40 {
                deleting = String(line)
            }
        }
        guard let deleting else { return nil }
        let parent = try GitProcess.run(["rev-parse", "--verify", "--quiet", "\(deleting)^{commit}^"], in: path)
        guard parent.succeeded, parent.output.count >= 40 else { return nil }
        // Further back than `maximumCommits` commits, the state is too old to stand for the last release.
        let count = try GitProcess.run(
            ["rev-list", "--count", "--max-count=\(maximumCommits)", "\(parent.output)..HEAD"], in: path)
        guard count.succeeded, let read = Int(count.output), read < maximumCommits else { return nil }
        return parent.output
    }
}
