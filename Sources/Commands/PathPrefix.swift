import History
import Model

/// Where the audited folder sits inside its repository, so that paths in SARIF, GitHub
/// annotations, Code Quality and Checkstyle are relative to the repository root, which is how
/// those consumers find files, when a subfolder (`ios/App`) is audited.
package enum PathPrefix {
    /// `--path-prefix` when given (checked), else git's prefix of the audited folder
    /// (`git rev-parse --show-prefix`, empty at the top level), else nil outside a repository.
    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit { return explicit }
        guard let outcome = try? GitProcess.run(["rev-parse", "--show-prefix"], in: root), outcome.succeeded else {
            return nil
        }
        return outcome.output
    }

    /// Refuses a `--path-prefix` with a control character or a `..` component.
    package static func check(_ explicit: String?) throws {
        if let explicit {
            guard !explicit.unicodeScalars.contains(where: LineText.needsEscape) else {
                throw UsageError("--path-prefix \(LineText.quoted(explicit)) holds a control character")
            }
            guard !explicit.split(separator: "/").contains("..") else {
                throw UsageError(
                    "--path-prefix \(LineText.quoted(explicit)) goes up with '..'; give the folder's path from the repository root"
                )
            }
        }
    }
}
