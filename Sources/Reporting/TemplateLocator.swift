import Foundation

/// Finds the bundled `Templates/` folder: `INTENT_AUDIT_TEMPLATES`, then beside or above the
/// executable (`…/share/intent-audit/Templates` after `make install`), then the source tree.
public enum TemplateLocator {
    /// The folder that holds `report.xsl`, `report.xsd` and `parts/`.
    public static func templatesDirectory() throws -> String {
        let candidates = searchPaths()
        for folder in candidates where FileManager.default.fileExists(atPath: folder + "/report.xsl") {
            return folder
        }
        throw ReportError.templatesNotFound(searched: candidates)
    }

    public static func bundledTemplate() throws -> String { try template("report.xsl") }

    /// The path of a bundled template by name (`report.xsl`, `trend.xsl`).
    public static func template(_ name: String) throws -> String { try templatesDirectory() + "/" + name }

    package static func searchPaths() -> [String] {
        var paths: [String] = []
        if let configured = ProcessInfo.processInfo.environment["INTENT_AUDIT_TEMPLATES"], !configured.isEmpty {
            paths.append(configured)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        paths.append(executable.appendingPathComponent("Templates").path)
        paths.append(executable.deletingLastPathComponent().appendingPathComponent("share/intent-audit/Templates").path)
        // A development build: Sources/Reporting/TemplateLocator.swift → the repository's Templates/.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        paths.append(source.appendingPathComponent("Templates").path)
        return paths
    }
}
