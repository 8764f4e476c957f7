import Foundation
import Model
import XMLSupport

/// `report.html`: the canonical document rendered by an XSLT template — `Templates/report.xsl`
/// or the user's own (`--template`), which receives the same document (past `--limit page-intents`,
/// the page's cut of it: `ReportPage`). The transform runs in
/// XMLSupport's sandbox (no file writes, no network, no `document()` reads).
public enum HTMLReport {
    /// Renders the document with the template at `templatePath`, whose includes and imports may read
    /// its own folder and `allowedFolders`, within the template limits.
    public static func render(
        document: [UInt8], templatePath: String, allowedFolders: [String] = [], limits: Limits = Limits()
    ) throws -> [UInt8] {
        let transformer: XSLTransformer
        do {
            transformer = try XSLTransformer(
                path: templatePath, allowedFolders: allowedFolders, budget: limits.transformBudget)
        } catch let error as XSLTError {
            throw ReportError.badTemplate(path: templatePath, reason: error.message)
        }
        do {
            return try transformer.transform(BidiControls.neutralised(document))
        } catch let error as XSLTError {
            throw ReportError.badTemplate(path: templatePath, reason: error.message)
        }
    }

    /// Renders a result with the bundled template (or `templatePath` when given).
    public static func render(
        _ result: AuditResult, rules: [RuleDescription] = [],
        templatePath: String? = nil
    ) throws -> [UInt8] {
        let path = try templatePath ?? TemplateLocator.bundledTemplate()
        return try render(document: ReportDocument.serialize(result, rules: rules), templatePath: path)
    }
}

extension Limits {
    /// The template limits as XMLSupport's transform budget.
    package var transformBudget: TransformBudget {
        TransformBudget(
            milliseconds: templateMilliseconds, megabytes: templateMegabytes, depth: templateDepth,
            variables: templateVariables)
    }
}
