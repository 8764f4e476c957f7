import Foundation

/// Paths of the on-disk fixtures: small source trees under `Tests/Fixtures`.
package enum Fixtures {
    package static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    package static let goldenDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    /// The absolute path of a fixture tree or file, e.g. `path("Definitions/widget-parent")`.
    package static func path(_ relative: String) -> String { directory + "/" + relative }

    /// The repository's root (for `Templates/` and `Examples/`).
    package static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
