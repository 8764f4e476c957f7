import Foundation
import XMLSupport

/// `report.html`: the canonical document rendered by an XSLT template — `Templates/report.xsl`
/// or the user's own (`--template`), which receives the same document. The transform runs in
/// XMLSupport's sandbox (no file writes, no network, no `document()` reads).
public enum HTMLReport {
    /// Renders the document with the template at `templatePath`.
    public static func render(document: [UInt8], templatePath: String) throws -> [UInt8] {
        let transformer: XSLTransformer
        do {
            transformer = try XSLTransformer(path: templatePath)
        } catch let error as XSLTError {
            throw ReportError.badTemplate(path: templatePath, reason: error.message)
        }
        do {
            return try transformer.transform(document)
        } catch let error as XSLTError {
            throw ReportError.badTemplate(path: templatePath, reason: error.message)
        }
    }

    /// Renders a result with the bundled template (or `templatePath` when given).
    public static func render(_ result: AuditResult, rules: [RuleDescription] = [],
                              templatePath: String? = nil) throws -> [UInt8] {
        let path = try templatePath ?? TemplateLocator.bundledTemplate()
        return try render(document: ReportDocument.serialize(result, rules: rules), templatePath: path)
    }
}

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

    public static func bundledTemplate() throws -> String { try templatesDirectory() + "/report.xsl" }

    static func searchPaths() -> [String] {
        var paths: [String] = []
        if let configured = ProcessInfo.processInfo.environment["INTENT_AUDIT_TEMPLATES"], !configured.isEmpty {
            paths.append(configured)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        paths.append(executable.appendingPathComponent("Templates").path)
        paths.append(executable.deletingLastPathComponent().appendingPathComponent("share/intent-audit/Templates").path)
        // A development build: Sources/IntentAudit/Reporting/HTMLReport.swift → the repository's Templates/.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        paths.append(source.appendingPathComponent("Templates").path)
        return paths
    }
}
