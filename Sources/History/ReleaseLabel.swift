import Foundation

/// The release a snapshot belongs to: `--release`, else `git describe` of the audited folder, else none.
package enum ReleaseLabel {
    package static func resolve(explicit: String?, root: String) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        guard let outcome = try? GitProcess.run(["describe", "--tags", "--always"], in: root), outcome.succeeded,
            !outcome.output.isEmpty
        else { return nil }
        return outcome.output
    }
}
