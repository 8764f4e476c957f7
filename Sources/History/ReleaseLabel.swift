import Foundation

/// The release a snapshot belongs to: `--release`, else `git describe` of the audited folder, else none.
///
/// `git describe` answers for whatever repository encloses the folder; a folder that repository
/// does not track (an ignored or untracked corner of it: a checkout of another app under
/// `~/src/notes/vendor/`) would get that other project's tag. So the label comes from git only when
/// the folder is in the repository's `HEAD`.
package enum ReleaseLabel {
    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        guard isTracked(root) else { return nil }
        guard let outcome = try? GitProcess.run(["describe", "--tags", "--always"], in: root), outcome.succeeded,
            !outcome.output.isEmpty
        else { return nil }
        return outcome.output
    }

    /// Whether the enclosing repository's `HEAD` holds the folder: `ls-tree` lists the folder's
    /// entries (paths relative to the folder, one level only) and nothing for a folder it lacks.
    package static func isTracked(_ root: String) -> Bool {
        guard let outcome = try? GitProcess.run(["ls-tree", "--name-only", "HEAD", "--", "."], in: root) else {
            return false
        }
        return outcome.succeeded && !outcome.output.isEmpty
    }
}
