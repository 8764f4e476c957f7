import Foundation
import PackagePlugin

/// `swift package intent-audit [--output DIR] [audit options]`: audits the package the command
/// runs in (an app repository that lists intent-audit as a dependency, or intent-audit itself)
/// and writes the reports into the plugin's work directory, or into `--output`.
///
/// On macOS, plugins run in a sandbox that lets them write only into their work directory:
/// `--output` elsewhere needs `swift package --disable-sandbox intent-audit --output DIR`.
/// The plugin asks for no permission, so the plain command runs without a prompt.
@main
struct IntentAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let output =
            extractor.extractOption(named: "output").last
            ?? context.pluginWorkDirectoryURL.appendingPathComponent("Reports").path
        let path = extractor.extractOption(named: "path").last ?? context.package.directoryURL.path
        let tool = try context.tool(named: "intent-audit")

        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit", path, "--output", output] + extractor.remainingArguments
        var environment = ProcessInfo.processInfo.environment
        // The tool finds its templates beside its sources; the plugin's sources are in the same checkout.
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        if environment["INTENT_AUDIT_TEMPLATES"] == nil,
            FileManager.default.fileExists(atPath: templates.appendingPathComponent("report.xsl").path)
        {
            environment["INTENT_AUDIT_TEMPLATES"] = templates.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0:
            print("intent-audit: reports written to \(output)")
        case 1:
            print("intent-audit: reports written to \(output)")
            throw PluginFailure.policyMet
        default:
            throw PluginFailure.exited(process.terminationStatus)
        }
    }
}

/// Why the plugin failed, as `swift package` prints it.
enum PluginFailure: Error, CustomStringConvertible {
    case policyMet
    case exited(Int32)

    var description: String {
        switch self {
        case .policyMet: "the --fail-on policy was met (exit status 1)"
        case .exited(let status): "intent-audit exited with status \(status)"
        }
    }
}
