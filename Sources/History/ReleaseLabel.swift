import Foundation
import Model

/// The release a snapshot belongs to: `--release`, else `git describe` of the audited folder, else none.
///
/// A label is one line of printable text (`cleaned`), whether it comes from the command line, from
/// git or from a snapshot read back: it lands in Markdown, HTML, SARIF and terminal lines, and a
/// label with line breaks could carry markup into them.
package enum ReleaseLabel {
    /// The longest label kept; longer ones are cut.
    package static let maximumLength = 100

    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit = cleaned(explicit) { return explicit }
        guard let outcome = try? GitProcess.run(["describe", "--tags", "--always"], in: root), outcome.succeeded
        else { return nil }
        return cleaned(outcome.output)
    }

    /// The first line of `label`, control characters dropped, trimmed and cut at `maximumLength`; nil when empty.
    package static func cleaned(_ label: String?) -> String? {
        LineText.printableLine(label, limit: maximumLength)
    }
}
