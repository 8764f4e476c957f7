import Foundation

/// The folders git said are in no repository, with git's answer, for the rest of the process.
///
/// Only git's own verdict is kept: exit status 128 with "not a git repository" on standard error
/// (git's wording since 1.x, `fatal: not a git repository (or any of the parent directories): .git`).
/// An audit never creates a repository, so the answer cannot change while it runs.
package final class NotRepository: @unchecked Sendable {
    package static let shared = NotRepository()
    private let lock = NSLock()
    private var answers: [String: GitProcess.Outcome] = [:]

    package init() {}

    /// git's answer for `directory` when it was found to be in no repository.
    package func answer(for directory: String) -> GitProcess.Outcome? {
        lock.lock()
        defer { lock.unlock() }
        return answers[directory]
    }

    /// Keeps `outcome` when it says `directory` is in no repository.
    package func remember(_ outcome: GitProcess.Outcome, for directory: String) {
        guard Self.saysNoRepository(outcome) else { return }
        lock.lock()
        answers[directory] = GitProcess.Outcome(status: outcome.status, output: "", errorOutput: outcome.errorOutput)
        lock.unlock()
    }

    package static func saysNoRepository(_ outcome: GitProcess.Outcome) -> Bool {
        outcome.status == 128 && outcome.errorOutput.lowercased().contains("not a git repository")
    }
}
