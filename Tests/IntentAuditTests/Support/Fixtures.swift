import Foundation

/// Paths of the on-disk fixtures: small source trees under `Tests/IntentAuditTests/Fixtures`.
enum Fixtures {
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static let goldenDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    /// The absolute path of a fixture tree or file, e.g. `path("Definitions/widget-parent")`.
    static func path(_ relative: String) -> String { directory + "/" + relative }

    /// The repository's root (for `Templates/` and `Examples/`).
    static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
}
