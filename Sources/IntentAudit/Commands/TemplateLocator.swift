import Foundation

/// Finds the bundled XSLT templates: `INTENT_AUDIT_TEMPLATES`, then next to an installed binary
/// (`PREFIX/share/intent-audit/Templates`), then the source checkout this library was built from.
public enum TemplateLocator {
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates: [String] = []
        if let dir = environment["INTENT_AUDIT_TEMPLATES"] { candidates.append(dir) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let binDir = executable.deletingLastPathComponent()
        candidates.append(binDir.deletingLastPathComponent().appendingPathComponent("share/intent-audit/Templates").path)
        candidates.append(binDir.appendingPathComponent("Templates").path)
        // A development build: Sources/IntentAudit/Commands/TemplateLocator.swift → repository root.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("Templates").path)
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/report.xsl") }
    }

    /// The path of a named template (`report.xsl`, `trend.xsl`), or a clear error.
    public static func template(_ name: String) throws -> String {
        guard let dir = directory() else {
            throw UsageError("cannot find the report templates (\(name)); set INTENT_AUDIT_TEMPLATES to the Templates folder, or pass --template")
        }
        return dir + "/" + name
    }
}
