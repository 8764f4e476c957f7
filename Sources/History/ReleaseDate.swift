/// When a release was made, read from git: the date of the tag that names it (an annotated tag's
/// own date, a lightweight tag's commit date). A report records it (`releaseDate`); a baseline is
/// dated by it, not by the day its audit ran.
public enum ReleaseDate {
    /// The date of the tag named `label` in the repository that encloses `root`; nil when there is no
    /// such tag, no repository, or git cannot be run.
    package static func ofTag(_ label: String?, in root: String) -> Int? {
        guard let label, GitProcess.validRef(label) else { return nil }
        let name = "refs/tags/" + label
        // for-each-ref takes patterns: only the line of exactly this tag counts.
        guard
            let outcome = try? GitProcess.run(
                ["for-each-ref", "--count=100", "--format=%(refname)%09%(creatordate:unix)", name], in: root),
            outcome.succeeded
        else { return nil }
        for line in outcome.output.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name, let seconds = Int(parts[1]),
                (0...253_402_300_799).contains(seconds)
            else { continue }
            return seconds
        }
        return nil
    }

    /// Where a baseline's date comes from.
    public enum Source: String, Codable, Hashable, Sendable {
        /// The release date the baseline's report recorded.
        case recorded
        /// The date of the git tag that names the baseline's release.
        case gitTag = "git tag"
        /// Neither is known: the day the baseline's audit ran.
        case audited
    }
}
