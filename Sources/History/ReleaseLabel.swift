import Foundation
import Model

/// The release a snapshot belongs to: `--release`, else `git describe` of the audited folder, else none.
///
/// `git describe` answers for whatever repository encloses the folder; a folder that repository
/// does not track (an ignored or untracked corner of it: a checkout of another app under
/// `~/src/notes/vendor/`) would get that other project's tag. So the label comes from git only when
/// the folder is in the repository's `HEAD`.
///
/// A label is one line of printable text (`cleaned`), whether it comes from the command line, from
/// git or from a snapshot read back: it lands in Markdown, HTML, SARIF and terminal lines, and a
/// label with line breaks could carry markup into them.
package enum ReleaseLabel {
    /// The longest label kept; longer ones are cut.
    package static let maximumLength = 100

    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit = cleaned(explicit) { return explicit }
        guard isTracked(root) else { return nil }
        guard let outcome = try? GitProcess.run(["describe", "--tags", "--always"], in: root), outcome.succeeded
        else { return nil }
        return cleaned(outcome.output)
    }

    /// The first line of `label`, control characters dropped, trimmed and cut at `maximumLength`; nil when empty.
    package static func cleaned(_ label: String?) -> String? {
        LineText.printableLine(label, limit: maximumLength)
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
