import Foundation

/// `intent-audit init`: writes a commented starter `.intent-audit.yml`, never over an existing file.
public enum InitCommand {
    public static func run(directory: String, force: Bool = false) throws -> CommandOutput {
        let path = URL(fileURLWithPath: directory).appendingPathComponent(ConfigurationLoader.fileName).path
        if FileManager.default.fileExists(atPath: path) && !force {
            throw UsageError("\(path) already exists; pass --force to replace it")
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(StarterConfiguration.text.utf8)) else {
            throw UsageError("cannot write \(path)")
        }
        return CommandOutput(standardOutput: "wrote \(path)\n")
    }
}
