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

extension Fixtures {
    /// Runs one of the repository's check scripts (`Tests/check-*.sh`) on `root`: its exit status and
    /// standard error (the lines that say what it found).
    package static func runCheckScript(_ script: String, on root: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repositoryRoot + "/Tests/" + script, root]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
