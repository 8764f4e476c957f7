import Foundation
import Model
import SystemSupport

/// `intent-audit init`: writes a commented starter `.intent-audit.yml`, never over an existing file.
public enum InitCommand {
    public static func run(directory: String, force: Bool = false) throws -> CommandOutput {
        let path = URL(fileURLWithPath: directory).appendingPathComponent(ConfigurationLoader.fileName).path
        if FileManager.default.fileExists(atPath: path) && !force {
            throw UsageError("\(path) already exists; pass --force to replace it")
        }
        do {
            try AtomicFile.write(Array(StarterConfiguration.text.utf8), to: path)
        } catch let failure as AtomicFile.Failure {
            throw UsageError("cannot write \(path): \(failure.reason)")
        }
        return CommandOutput(standardOutput: "wrote \(path)\n")
    }
}
