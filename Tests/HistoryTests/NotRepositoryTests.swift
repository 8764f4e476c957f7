import Foundation
import Testing

@testable import History

/// A folder outside git: git's "not a git repository" is asked for once per process, not once per
/// lookup (an audit of such a folder spawned git five times).
@Suite struct NotRepositoryTests {
    @Test func gitsAnswerForAFolderOutsideGitIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-repo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try GitProcess.run(["rev-parse", "--show-prefix"], in: folder)
        #expect(first.status == 128)
        #expect(NotRepository.shared.answer(for: folder) != nil)
        // The kept answer is given again without running git: the repository created behind the
        // audit's back (which an audit never does) is not seen.
        _ = try GitTrendTests.git(["init", "--quiet"], in: folder)
        let second = try GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: folder)
        #expect(second.status == 128 && second.errorOutput == first.errorOutput)
        #expect(try GitProcess.runRaw(["ls-tree", "-z", "HEAD"], in: folder).status == 128)
    }

    @Test func otherFailuresAreNotKept() {
        let store = NotRepository()
        store.remember(GitProcess.Outcome(status: 128, output: "", errorOutput: "fatal: bad revision 'v9'"), for: "/a")
        store.remember(GitProcess.Outcome(status: 1, output: "", errorOutput: "not a git repository"), for: "/b")
        store.remember(GitProcess.Outcome(status: 0, output: "true", errorOutput: ""), for: "/c")
        #expect(store.answer(for: "/a") == nil && store.answer(for: "/b") == nil && store.answer(for: "/c") == nil)
        store.remember(
            GitProcess.Outcome(
                status: 128, output: "",
                errorOutput: "fatal: not a git repository (or any of the parent directories): .git"), for: "/d")
        #expect(store.answer(for: "/d")?.status == 128)
    }
}
