import Foundation
import SystemSupport

/// The fourth automatic lookup: App Intents (and ClockKit complication data sources) the last release
/// declared in Swift files changed or deleted since. Shortcuts users built with an App Intent are saved under its persistent identifier;
/// an intent deleted (with its file or from it) leaves nothing in today's tree to compare with, yet
/// the users of the last release had those shortcuts. The commands layer parses those files as they
/// were and audits the release only when one of their App Intents is gone today; it is then compared
/// as for a deleted definition (`DeletedDefinitions.Deletion`).
package enum DeletedAppIntents {
    /// At most this many changed or deleted files of one commit are read to tell whether they declared
    /// an App Intent (a release of a large app changes hundreds; each is streamed and dropped).
    package static let maximumFiles = 4096
    /// At most this many of them, those the byte test kept, are parsed.
    package static let maximumParsed = 256
    /// A deleted file larger than this is not read (and not taken).
    package static let maximumBytes = 1 << 20

    /// With a last release (`last-release`'s tag): that release, with the Swift files changed or deleted
    /// between it and `HEAD` (`git diff --diff-filter=MD`, tree to tree: comparing with the work tree
    /// would run the repository's clean filters) which at the release may declare an App
    /// Intent (a byte test: `AppIntent` or `func perform`; the audit of the release says
    /// which App Intents they really were). So an App Intent removed from a file that stays is found
    /// as well as one deleted with its file. Without a tag: the newest commits among the last
    /// `DeletedDefinitions.untaggedWindow` that deleted such files, each with its parent.
    package static func newest(in path: String, exists: (String) -> Bool) throws -> [DeletedDefinitions.Deletion] {
        if let release = try? SinceRef.resolve(SinceRef.lastRelease, in: path).ref {
            return try changed(since: release, in: path)
        }
        return try DeletedDefinitions.newest(in: path, pathspec: ":(glob)**/*.swift", exists: exists) { parent, paths in
            declaringAppIntents(paths, at: parent, in: path)
        }
    }

    /// The release `tag` and the Swift files changed or deleted since it that may declare an App Intent there.
    static func changed(since tag: String, in path: String) throws -> [DeletedDefinitions.Deletion] {
        let commit = try GitProcess.run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(tag)^{commit}"], in: path)
        guard commit.succeeded, commit.output.count >= 40 else { return [] }
        let outcome = try GitProcess.runRaw(
            [
                "-c", "core.quotePath=false", "diff", "--name-only", "-z", "--no-renames", "--relative",
                "--diff-filter=MD", "--no-ext-diff", "--no-textconv", commit.output, "HEAD", "--",
                ":(glob)**/*.swift",
            ], in: path)
        guard outcome.status == 0 else { return [] }
        let paths = outcome.output.split(separator: 0).compactMap { String(validating: $0, as: UTF8.self) }.sorted()
        let declaring = declaringAppIntents(paths, at: commit.output, in: path)
        guard !declaring.isEmpty else { return [] }
        return [DeletedDefinitions.Deletion(deleting: "", shipped: commit.output, paths: declaring, release: tag)]
    }

    /// The paths (relative to `path`) whose blob at `commit` may declare an App Intent or a ClockKit
    /// data source. Each blob is tested as it streams in and then dropped, so only one is held at once.
    static func declaringAppIntents(_ paths: [String], at commit: String, in path: String) -> [String] {
        // `func perform` alone: an App Intent may adopt an app protocol declared in another file
        // (`struct Open: NotebookCommand`), whose name says nothing. A ClockKit data source's
        // complications are lost with it as well (faces hold them).
        let needles = ["AppIntent", "func perform", "CLKComplicationDataSource"].map { Array($0.utf8) }
        var declaring: [String] = []
        blobs(paths, at: commit, in: path) { file, bytes in
            if needles.contains(where: { ByteSearch.contains(bytes, $0) }) { declaring.append(file) }
        }
        return declaring.sorted()
    }

    /// Streams the blobs of `paths` at `commit` (regular files of at most `maximumBytes`, at most
    /// `maximumFiles` of them, in path order) to `each`, one whole file at a time, through one
    /// `git ls-tree` and one `git cat-file --batch`.
    package static func blobs(
        _ paths: [String], at commit: String, in path: String, each: (String, [UInt8]) -> Void
    ) {
        let asked = Array(paths.prefix(maximumFiles))
        guard !asked.isEmpty, GitProcess.validRef(commit),
            let listing = try? GitProcess.runRaw(["ls-tree", "-l", "-z", commit, "--"] + asked, in: path),
            listing.status == 0
        else { return }
        let found = GitTreeFiles.records(listing.output, strip: 0).entries.filter { $0.value.size <= maximumBytes }
            .map { (path: $0.key, id: $0.value.id) }.sorted { $0.path < $1.path }
        guard !found.isEmpty, let reader = try? GitBlobReader(repository: path) else { return }
        defer { reader.finish() }
        var current = 0
        var bytes: [UInt8] = []
        let complete =
            (try? reader.read(found.map(\.id)) { index, chunk in
                if index != current {
                    each(found[current].path, bytes)
                    current = index
                    bytes = []
                }
                bytes += chunk
            }) != nil
        if complete { each(found[current].path, bytes) }
    }

    /// At most this many files are read for the protocols a deleted file's types adopt.
    package static let maximumProtocolFiles = 16

    /// The Swift files of `commit` (paths relative to `path`, with their bytes) that may declare one
    /// of `protocols` (identifiers): one `git grep` for the fixed text `protocol NAME` — a byte test;
    /// the parse that follows settles what each file declares. At most `maximumProtocolFiles` files of
    /// at most `maximumBytes`, in path order.
    package static func files(
        declaring protocols: [String], at commit: String, in path: String
    ) -> [(path: String, bytes: [UInt8])] {
        let names = protocols.filter { name in
            !name.isEmpty && name.utf8.count <= 128
                && name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
        }.sorted()
        // `git grep` takes no `--end-of-options` before a revision (git 2.39): the commit is checked
        // instead (`validRef`: never an option), and every pattern follows its `-e`.
        guard !names.isEmpty, GitProcess.validRef(commit) else { return [] }
        let patterns = names.prefix(32).flatMap { ["-e", "protocol \($0)"] }
        guard
            let grep = try? GitProcess.runRaw(
                ["-c", "core.quotePath=false", "grep", "-l", "-z", "-F", "--no-color", "-I"] + patterns
                    + [commit, "--", ":(glob)**/*.swift"], in: path),
            grep.status == 0
        else { return [] }
        let prefix = commit + ":"
        let paths = grep.output.split(separator: 0).compactMap { String(validating: $0, as: UTF8.self) }
            .compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }.sorted()
        var files: [(path: String, bytes: [UInt8])] = []
        blobs(Array(paths.prefix(maximumProtocolFiles)), at: commit, in: path) { files.append(($0, $1)) }
        return files
    }
}
